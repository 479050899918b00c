import { AuthLayout } from '../../features/auth/components/auth-layout'
import { LoginForm } from '../../features/auth/components/login-form'

export default function LoginPage() {
  return (
    <AuthLayout title="Log In" heading="Welcome back" intro="Log in to pick up where you left off.">
      <LoginForm />
    </AuthLayout>
  )
}
