import { useSearchParams } from 'react-router'
import { AuthLayout } from '../../features/auth/components/auth-layout'
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'
import { recoveryPaths } from '../../features/auth/recovery-paths'

export const meta = {
  title: 'Verify E-mail',
  description:
    'Confirm the e-mail address of your Learnlane account with the link we sent, so receipts and password resets reach you.',
  canonicalPath: recoveryPaths.verifyEmail,
  noindex: true,
} satisfies PageMeta

export default function VerifyEmailPage() {
  usePageMeta(meta)
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
