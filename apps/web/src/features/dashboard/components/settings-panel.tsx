import { useSuspenseQuery } from '@tanstack/react-query'
import { KeyRound, Share2, UserRound } from 'lucide-react'
import { Avatar } from '../../../components/ui/avatar'
import { Button } from '../../../components/ui/button'
import { PasswordField, TextareaField, TextField } from '../../../components/ui/field'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { meQueries } from '../api/me'
import { useNotSavedNote } from './not-saved-note'

/** Settings: Profile, Password and Social tabs (SPEC section 2). */
export function SettingsPanel() {
  return (
    <Tabs defaultValue="Profile">
      <TabList label="Settings">
        <Tab value="Profile" icon={<UserRound size={18} />}>
          Profile
        </Tab>
        <Tab value="Password" icon={<KeyRound size={18} />}>
          Password
        </Tab>
        <Tab value="Social" icon={<Share2 size={18} />}>
          Social
        </Tab>
      </TabList>
      <TabPanel value="Profile">
        <ProfileForm />
      </TabPanel>
      <TabPanel value="Password">
        <PasswordForm />
      </TabPanel>
      <TabPanel value="Social">
        <SocialForm />
      </TabPanel>
    </Tabs>
  )
}

function ProfileForm() {
  const { data: me } = useSuspenseQuery(meQueries.detail())
  const [first = '', ...rest] = me.name.split(/\s+/)
  const { onSubmit, note } = useNotSavedNote()
  return (
    <form className="dash-card dash-form" onSubmit={onSubmit}>
      <div className="dash-form__avatar">
        <Avatar name={me.name} size={88} isDecorative />
        <div>
          <p className="dash-form__avatar-title">Your avatar</p>
          <p className="field__help">PNG or JPG no bigger than 800px wide and tall</p>
        </div>
      </div>
      <div className="dash-form__grid">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={first}
          isRequired
          required
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          defaultValue={rest.join(' ')}
          isRequired
          required
        />
        <TextField
          label="User Name"
          name="userName"
          autoComplete="username"
          defaultValue={me.email.split('@')[0]}
          isRequired
          required
        />
        <TextField
          label="Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          label="Skill/Occupation"
          name="occupation"
          autoComplete="organization-title"
          className="dash-form__wide"
        />
        <TextareaField label="Bio" name="bio" rows={5} className="dash-form__wide" />
      </div>
      <div className="dash-form__actions">
        <Button type="submit">Update Profile</Button>
        {note}
      </div>
    </form>
  )
}

function PasswordForm() {
  const { onSubmit, note } = useNotSavedNote()
  return (
    <form className="dash-card dash-form" onSubmit={onSubmit}>
      <div className="dash-form__stack">
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          isRequired
          required
        />
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          isRequired
          required
        />
        <PasswordField
          label="Re-type New Password"
          name="retypePassword"
          autoComplete="new-password"
          isRequired
          required
        />
      </div>
      <div className="dash-form__actions">
        <Button type="submit">Update Password</Button>
        {note}
      </div>
    </form>
  )
}

const SOCIAL = ['Facebook', 'Twitter', 'Linkedin', 'Instagram', 'Website', 'Github'] as const

function SocialForm() {
  const { onSubmit, note } = useNotSavedNote()
  return (
    <form className="dash-card dash-form" onSubmit={onSubmit}>
      <div className="dash-form__grid">
        {SOCIAL.map((network) => (
          <TextField
            key={network}
            label={network}
            name={network.toLowerCase()}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        ))}
      </div>
      <div className="dash-form__actions">
        <Button type="submit">Update Social</Button>
        {note}
      </div>
    </form>
  )
}
