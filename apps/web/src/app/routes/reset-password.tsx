import { useSearchParams } from 'react-router'
import { AuthLayout } from '../../features/auth/components/auth-layout'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'

export default function ResetPasswordPage() {
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
