import {
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  SocialLinksSchema,
  type Profile,
  type SocialLinks,
} from '@app/domain/profile'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { profileInputOf, useSaveProfile } from '../api/profile'
import { FormStatus } from './form-status'

/** Settings > Social: a link per network, each a full http(s) address or empty. */
export function SocialForm({ profile }: { profile: Profile }) {
  const save = useSaveProfile()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<SocialLinks>({
    resolver: zodResolver(SocialLinksSchema),
    defaultValues: profile.social,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (social) => {
    setSaved(null)
    try {
      const next = await save.mutateAsync({ ...profileInputOf(profile), social })
      form.reset(next.social)
      setSaved('Social links saved')
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })

  return (
    <form className="dash-card dash-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="dash-form__grid">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={SOCIAL_LABELS[network]}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            error={errors[network]?.message}
            {...form.register(network)}
          />
        ))}
      </div>
      <div className="dash-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Saving…">
          Update Social
        </Button>
        <FormStatus saved={saved} error={errors.root?.server?.message} />
      </div>
    </form>
  )
}
