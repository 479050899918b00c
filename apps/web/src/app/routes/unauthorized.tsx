import { Home, LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { LockedArt } from '../../components/layout/status-art'
import { StatusPage } from '../../components/layout/status-page'
import { buttonClassName } from '../../components/ui/button'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Unauthorized',
  description:
    'You need to be logged in with the right account to see this Learnlane page. Log in to continue, or go back to the home page.',
  canonicalPath: paths.unauthorized,
  noindex: true,
} satisfies PageMeta

export default function UnauthorizedPage() {
  usePageMeta(meta)
  return (
    <StatusPage
      title="Unauthorized"
      heading="Oops! You are not authorized to view this page."
      text="It seems like you need to be logged in to access this content. Please log in to continue."
      illustration={<LockedArt />}
      actions={
        <>
          <Link to={paths.login} className={buttonClassName({ size: 'lg' })}>
            <LogIn aria-hidden="true" size={20} />
            Go To Login Page
          </Link>
          <Link to={paths.home} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            <Home aria-hidden="true" size={20} />
            Go Back To Homepage
          </Link>
        </>
      }
    />
  )
}
