import { AuthLayout } from '../../features/auth/components/auth-layout'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'
import { recoveryPaths } from '../../features/auth/recovery-paths'

export const meta = {
  title: 'Forgot Password',
  description:
    'Forgot your Learnlane password? Enter the e-mail address of your account and we will send you a link to choose a new one.',
  canonicalPath: recoveryPaths.forgotPassword,
  noindex: true,
} satisfies PageMeta

export default function ForgotPasswordPage() {
  usePageMeta(meta)
  return (
    <AuthLayout
      title="Forgot Password"
      heading="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  )
}
