import { ProfileDetailsSchema, type Profile, type ProfileDetails } from '@app/domain/profile'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextareaField, TextField } from '../../../components/ui/field'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useSaveProfile, useUploadAvatar } from '../api/profile'
import { AvatarPicker, type PickedAvatar } from './avatar-picker'
import { FormStatus } from './form-status'

const detailsOf = (profile: Profile): ProfileDetails => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  username: profile.username,
  phone: profile.phone,
  occupation: profile.occupation,
  bio: profile.bio,
})

/**
 * Settings > Profile: the avatar, names, user name, phone, skill/occupation and bio. Update Profile
 * saves all of it, the avatar picked in the form included.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const save = useSaveProfile()
  const upload = useUploadAvatar()
  const [saved, setSaved] = useState<string | null>(null)
  const [avatar, setAvatar] = useState<PickedAvatar | null>(null)
  // The preview's object URL is released when it is replaced or the form goes away.
  useEffect(() => () => (avatar ? URL.revokeObjectURL(avatar.previewUrl) : undefined), [avatar])
  const form = useForm<ProfileDetails>({
    resolver: zodResolver(ProfileDetailsSchema),
    defaultValues: detailsOf(profile),
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(null)
    try {
      // The social links are saved by their own tab; they go back unchanged.
      const next = await save.mutateAsync({ ...values, social: profile.social })
      form.reset(detailsOf(next))
      if (avatar) {
        try {
          await upload.mutateAsync(avatar.file)
        } catch (err) {
          // The details are saved; the picked image stays, so Update Profile tries it again.
          form.setError('root.server', {
            message: `Profile saved, but not the avatar: ${errorMessage(err)}`,
          })
          return
        }
        setAvatar(null)
      }
      setSaved('Profile saved')
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        form.setError('username', { message: err.message }, { shouldFocus: true })
      } else {
        form.setError('root.server', { message: errorMessage(err) })
      }
    }
  })

  return (
    <form className="dash-card dash-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AvatarPicker
        name={profile.displayName}
        avatarUrl={profile.avatarUrl}
        picked={avatar}
        onPick={(next) => {
          setSaved(null)
          setAvatar(next)
        }}
        isSaving={isSubmitting}
      />
      <div className="dash-form__grid">
        <TextField
          label="First Name"
          autoComplete="given-name"
          isRequired
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label="User Name"
          autoComplete="username"
          hint="3 to 30 letters, digits, dots, underscores or hyphens"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Skill/Occupation"
          autoComplete="organization-title"
          className="dash-form__wide"
          error={errors.occupation?.message}
          {...form.register('occupation')}
        />
        <TextareaField
          label="Bio"
          rows={5}
          className="dash-form__wide"
          error={errors.bio?.message}
          {...form.register('bio')}
        />
      </div>
      <div className="dash-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Saving…">
          Update Profile
        </Button>
        <FormStatus saved={saved} error={errors.root?.server?.message} />
      </div>
    </form>
  )
}
