import { AVATAR_HINT } from '@app/domain/profile'
import { Trash2, Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { Avatar } from '../../../components/ui/avatar'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useRemoveAvatar, useUploadAvatar } from '../api/profile'
import { checkAvatarFile } from '../check-avatar'
import { FormStatus } from './form-status'

interface Picked {
  file: File
  previewUrl: string
}

/**
 * The avatar: the current picture (or initials), the hint, and upload with a preview first, or
 * remove. The file is checked here as the server checks it, so a refusal shows at once.
 */
export function AvatarPicker({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [picked, setPicked] = useState<Picked | null>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const [saved, setSaved] = useState<string | null>(null)
  const upload = useUploadAvatar()
  const remove = useRemoveAvatar()

  // The preview's object URL is released when it is replaced or the picker goes away.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.previewUrl) : undefined), [picked])

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setSaved(null)
    const refusal = await checkAvatarFile(file)
    setProblem(refusal ?? undefined)
    setPicked(refusal ? null : { file, previewUrl: URL.createObjectURL(file) })
  }

  const onSave = async () => {
    if (!picked) return
    try {
      await upload.mutateAsync(picked.file)
      setPicked(null)
      setSaved('Avatar updated')
    } catch (err) {
      setProblem(errorMessage(err))
    }
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
          {picked ? (
            <>
              <Button
                size="sm"
                onClick={() => void onSave()}
                isBusy={upload.isPending}
                busyLabel="Uploading…"
              >
                Save Avatar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setPicked(null)}
                disabled={upload.isPending}
              >
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button
                size="sm"
                variant="secondary"
                icon={<Upload aria-hidden="true" size={16} />}
                aria-describedby={hintId}
                onClick={() => inputRef.current?.click()}
              >
                Upload Avatar
              </Button>
              {avatarUrl ? (
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
            </>
          )}
        </div>
        <FormStatus saved={saved} error={problem} />
      </div>
    </div>
  )
}
