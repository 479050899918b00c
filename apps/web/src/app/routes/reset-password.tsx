import { useSearchParams } from 'react-router'
import { AuthLayout } from '../../features/auth/components/auth-layout'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'
import { recoveryPaths } from '../../features/auth/recovery-paths'

export const meta = {
  title: 'Reset Password',
  description:
    'Choose a new password for your Learnlane account with the link from our e-mail, then log in again with it.',
  canonicalPath: recoveryPaths.resetPassword,
  noindex: true,
} satisfies PageMeta

export default function ResetPasswordPage() {
  usePageMeta(meta)
  const [params] = useSearchParams()
  return (
    <AuthLayout
      title="Reset Password"
      heading="Choose a new password"
      intro="Pick something long that only you would think of; no symbols or digits are required."
    >
      {/* The address holds the reset token: no page this one links to may see it. */}
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthLayout>
  )
}
