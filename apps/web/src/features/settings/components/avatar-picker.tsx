import { AVATAR_HINT } from '@app/domain/profile'
import { Trash2, Upload } from 'lucide-react'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Avatar } from '../../../components/ui/avatar'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useRemoveAvatar } from '../api/profile'
import { checkAvatarFile } from '../check-avatar'
import { FormStatus } from './form-status'

/** An image chosen in the form and not saved yet, with its preview's object URL. */
export interface PickedAvatar {
  file: File
  previewUrl: string
}

interface AvatarPickerProps {
  name: string
  avatarUrl: string | null
  /** The image chosen and not saved yet: Update Profile uploads it with the rest of the form. */
  picked: PickedAvatar | null
  onPick: (picked: PickedAvatar | null) => void
  /** Update Profile is saving the form (and the picked image). */
  isSaving: boolean
}

/**
 * The avatar: the current picture (or initials), the hint, and upload with a preview first, or
 * remove. The file is checked here as the server checks it, so a refusal shows at once; the
 * picked image is saved by the form's Update Profile.
 */
export function AvatarPicker({ name, avatarUrl, picked, onPick, isSaving }: AvatarPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [problem, setProblem] = useState<string | undefined>()
  const [saved, setSaved] = useState<string | null>(null)
  const remove = useRemoveAvatar()

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setSaved(null)
    const refusal = await checkAvatarFile(file)
    setProblem(refusal ?? undefined)
    onPick(refusal ? null : { file, previewUrl: URL.createObjectURL(file) })
  }

  const onRemove = async () => {
    setSaved(null)
    try {
      await remove.mutateAsync()
      setProblem(undefined)
      setSaved('Avatar removed')
    } catch (err) {
      setProblem(errorMessage(err))
    }
  }

  return (
    <div className="settings-avatar">
      <Avatar
        name={name}
        src={picked?.previewUrl ?? avatarUrl}
        size={96}
        className="settings-avatar__picture"
        isDecorative
      />
      <div className="settings-avatar__body">
        <p className="settings-avatar__title">
          {picked ? 'Preview of your new avatar' : 'Your avatar'}
        </p>
        <p className="field__help" id={hintId}>
          {AVATAR_HINT}
        </p>
        {picked ? (
          <p className="field__help">Update Profile saves it; a bigger picture is scaled down.</p>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose an avatar image"
          aria-describedby={hintId}
          onChange={(event) => void onChoose(event)}
        />
        <div className="settings-avatar__actions">
          <Button
            size="sm"
            variant="secondary"
            icon={<Upload aria-hidden="true" size={16} />}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
            disabled={isSaving}
          >
            Upload Avatar
          </Button>
          {picked ? (
            <Button size="sm" variant="ghost" onClick={() => onPick(null)} disabled={isSaving}>
              Cancel
            </Button>
          ) : avatarUrl ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 aria-hidden="true" size={16} />}
              onClick={() => void onRemove()}
              isBusy={remove.isPending}
              busyLabel="Removing…"
            >
              Remove
            </Button>
          ) : null}
        </div>
        <FormStatus saved={saved} error={problem} />
      </div>
    </div>
  )
}
