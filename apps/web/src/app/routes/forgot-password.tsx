import { AuthLayout } from '../../features/auth/components/auth-layout'
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form'

export default function ForgotPasswordPage() {
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
