import { AuthLayout } from '../../features/auth/components/auth-layout'
import { LoginForm } from '../../features/auth/components/login-form'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Log In',
  description:
    'Log in to Learnlane as a mentor or a student to pick up your courses, reviews, quizzes and orders where you left off.',
  canonicalPath: paths.login,
  noindex: true,
} satisfies PageMeta

export default function LoginPage() {
  usePageMeta(meta)
  return (
    <AuthLayout title="Log In" heading="Welcome back" intro="Log in to pick up where you left off.">
      <LoginForm />
    </AuthLayout>
  )
}
