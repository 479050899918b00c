import { AuthLayout } from '../../features/auth/components/auth-layout'
import { RegisterForm } from '../../features/auth/components/register-form'

export default function RegisterPage() {
  return (
    <AuthLayout
      title="Sign Up"
      heading="Create your account"
      intro="Learn from mentors, or share what you know as one."
    >
      <RegisterForm />
    </AuthLayout>
  )
}
