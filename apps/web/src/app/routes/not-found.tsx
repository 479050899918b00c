import { Home } from 'lucide-react'
import { Link } from 'react-router'
import { LostArt } from '../../components/layout/status-art'
import { StatusPage } from '../../components/layout/status-page'
import { buttonClassName } from '../../components/ui/button'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Page not found',
  description:
    'The page you are looking for is not on Learnlane. Go back to the home page, or search for a course, a mentor or an article.',
  noindex: true,
  status: 404,
} satisfies PageMeta

export default function NotFoundPage() {
  usePageMeta(meta)
  return (
    <StatusPage
      title="Page not found"
      heading="Oops! It looks like you're lost."
      text="The page you're looking for isn't available. Try to search again or use the go to."
      illustration={<LostArt />}
      actions={
        <Link to={paths.home} className={buttonClassName({ size: 'lg' })}>
          <Home aria-hidden="true" size={20} />
          Go Back To Homepage
        </Link>
      }
    />
  )
}
