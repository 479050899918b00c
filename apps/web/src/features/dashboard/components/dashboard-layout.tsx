import { useSuspenseQuery } from '@tanstack/react-query'
import { ArrowRight, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Breadcrumb } from '../../../components/layout/breadcrumb'
import { Avatar } from '../../../components/ui/avatar'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-meta'
import { meQueries } from '../api/me'
import './dashboard.css'
import { dashboardNav, type DashboardArea } from './dashboard-nav'
import { DashboardSideMenu } from './dashboard-side-menu'
import { VerifyEmailNotice } from './verify-email-notice'

interface DashboardLayoutProps {
  area: DashboardArea
  /** The page's heading, document title and last breadcrumb. */
  title: string
  onLogout: () => void
  /** Controls next to the heading (e.g. a "new" button). */
  actions?: ReactNode
  /** Hides the banner's call to action (on the page it leads to). */
  isBannerActionHidden?: boolean
  children: ReactNode
}

/**
 * Frame of every dashboard page: a banner greeting the signed-in person (GET /api/me), the
 * side menu and the page content.
 */
export function DashboardLayout({
  area,
  title,
  onLogout,
  actions,
  isBannerActionHidden,
  children,
}: DashboardLayoutProps) {
  // Personal pages: a title for the tab and the history, kept out of search engines.
  usePageMeta({
    title,
    description: `${title} in your Learnlane ${area} dashboard: your courses, reviews, wishlist, quizzes, orders and settings in one place.`,
    noindex: true,
  })
  const { data: me } = useSuspenseQuery(meQueries.detail())
  const home = dashboardNav(area)[0]!
  const trail =
    title === home.label
      ? [{ label: title }]
      : [{ label: home.label, to: home.to }, { label: title }]
  return (
    <div className="dash">
      <div className="container">
        <Breadcrumb trail={trail} />
        <section className="dash-banner" aria-label="Your account">
          <div className="dash-banner__who">
            <Avatar
              name={me.name}
              src={me.avatarUrl}
              size={72}
              className="dash-banner__avatar"
              isDecorative
            />
            <div>
              <p className="dash-banner__hello">Welcome back,</p>
              <p className="dash-banner__name">{me.name}</p>
              <p className="dash-banner__meta">
                {area === 'instructor' ? 'Mentor' : 'Student'} · {me.email}
              </p>
            </div>
          </div>
          {isBannerActionHidden ? null : area === 'instructor' ? (
            <Link
              to={paths.instructorArea.addCourse}
              className={buttonClassName({ variant: 'secondary' }, 'dash-banner__cta')}
            >
              <Plus aria-hidden="true" size={18} />
              Create a New Course
            </Link>
          ) : (
            <Link
              to={paths.becomeTeacher}
              className={buttonClassName({ variant: 'secondary' }, 'dash-banner__cta')}
            >
              Become an Instructor
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          )}
        </section>
        {me.emailVerified === false ? <VerifyEmailNotice /> : null}
        <div className="dash__grid">
          <DashboardSideMenu area={area} onLogout={onLogout} />
          <div className="dash__content">
            <div className="dash__heading-row">
              <h1 className="dash__title">{title}</h1>
              {actions ? <div className="dash__actions">{actions}</div> : null}
            </div>
            {children}
          </div>
        </div>
      </div>
    </div>
  )
}
