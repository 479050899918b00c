import type { Profile } from '@app/domain/profile'
import { useQuery } from '@tanstack/react-query'
import { AlertTriangle, KeyRound, Share2, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { errorMessage } from '../../../lib/api-client'
import { profileQueries } from '../api/profile'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import './settings.css'
import { SignOutEverywhere } from './sign-out-everywhere'
import { SocialForm } from './social-form'

const TABS = ['Profile', 'Password', 'Social'] as const
type SettingsTab = (typeof TABS)[number]

/** `?tab=password`: the open tab lives in the URL, so a reload or a shared link keeps it. */
function tabFrom(params: URLSearchParams): SettingsTab {
  const wanted = params.get('tab')?.toLowerCase()
  return TABS.find((tab) => tab.toLowerCase() === wanted) ?? 'Profile'
}

interface SettingsPanelProps {
  /** Signs this browser out (after "Sign out of all devices" ended every session). */
  onSignOut: () => void
}

/** Settings (SPEC section 2): Profile, Password and Social tabs, saved to the account. */
export function SettingsPanel({ onSignOut }: SettingsPanelProps) {
  const [params, setParams] = useSearchParams()
  const tab = tabFrom(params)
  const onTab = (next: string) =>
    setParams(next === 'Profile' ? {} : { tab: next.toLowerCase() }, { replace: true })
  return (
    <Tabs defaultValue="Profile" value={tab} onValueChange={onTab} className="settings">
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
        <WithProfile>{(profile) => <ProfileForm profile={profile} />}</WithProfile>
      </TabPanel>
      <TabPanel value="Password">
        <PasswordForm />
        <SignOutEverywhere onSignOut={onSignOut} />
      </TabPanel>
      <TabPanel value="Social">
        <WithProfile>{(profile) => <SocialForm profile={profile} />}</WithProfile>
      </TabPanel>
    </Tabs>
  )
}

/** The saved profile, with its own loading and error states (the rest of the page stays). */
function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const query = useQuery(profileQueries.detail())
  if (query.isPending) {
    return (
      <div className="dash-card settings-loading" role="status">
        <span className="settings-loading__bar" />
        <span className="settings-loading__bar" />
        <span className="settings-loading__bar" />
        <span className="visually-hidden">Loading your settings…</span>
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="dash-card settings-error" role="alert">
        <AlertTriangle aria-hidden="true" size={22} />
        <div>
          <p className="settings-error__title">Your settings could not be loaded</p>
          <p>{errorMessage(query.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.refetch()}
            isBusy={query.isFetching}
            busyLabel="Retrying…"
          >
            Try again
          </Button>
        </div>
      </div>
    )
  }
  return <>{children(query.data)}</>
}
