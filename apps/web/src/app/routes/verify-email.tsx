import { useSearchParams } from 'react-router'
import { AuthLayout } from '../../features/auth/components/auth-layout'
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status'

export default function VerifyEmailPage() {
  const [params] = useSearchParams()
  return (
    <AuthLayout
      title="Verify E-mail"
      heading="Confirm your e-mail address"
      intro="The link from our e-mail tells us this address is yours."
    >
      {/* The address holds the verification token: no page this one links to may see it. */}
      <meta name="referrer" content="no-referrer" />
      <VerifyEmailStatus token={params.get('token') ?? ''} />
    </AuthLayout>
  )
}
