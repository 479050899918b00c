import { AuthLayout } from '../../features/auth/components/auth-layout'
import { RegisterForm } from '../../features/auth/components/register-form'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Sign Up',
  description:
    'Create a free Learnlane account: join as a student to learn from mentors, or as a mentor to share what you know with learners.',
  canonicalPath: paths.register,
  noindex: true,
} satisfies PageMeta

export default function RegisterPage() {
  usePageMeta(meta)
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
