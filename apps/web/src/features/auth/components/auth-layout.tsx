import { Info, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { Breadcrumb } from '../../../components/layout/breadcrumb'
import { Avatar } from '../../../components/ui/avatar'
import { dashboardLinks } from '../account-links'
import { useSession } from '../session-context'
import { Link } from 'react-router'
import './auth.css'
import { AuthArt } from './auth-art'

interface AuthLayoutProps {
  /** Breadcrumb label (the route sets the document title). */
  title: string
  heading: string
  intro: string
  children: ReactNode
}

const learners = ['Amara Osei', 'Jonas Weber', 'Mei Tanaka']

/** Split layout of the login and register pages: the form, and a promotional side with a quote. */
export function AuthLayout({ title, heading, intro, children }: AuthLayoutProps) {
  const session = useSession()
  const dashboard = session.role ? dashboardLinks(session.role)[0] : undefined
  return (
    <section className="auth">
      <div className="container auth__grid">
        <div className="auth__main">
          <Breadcrumb trail={[{ label: title }]} />
          <div className="auth__card">
            <h1 className="auth__heading">{heading}</h1>
            <p className="auth__intro">{intro}</p>
            {dashboard ? (
              <p className="auth__signed-in" role="note">
                <Info aria-hidden="true" size={18} />
                <span>
                  You are logged in as <strong>{session.name ?? session.email}</strong>.{' '}
                  <Link to={dashboard.to}>Go to your dashboard</Link>
                </span>
              </p>
            ) : null}
            {children}
          </div>
        </div>
        <aside className="auth__aside" aria-label="Why learners choose Learnlane">
          <div className="auth__promo">
            <span className="auth__avatars" aria-hidden="true">
              {learners.map((name) => (
                <Avatar key={name} name={name} size={32} isDecorative />
              ))}
            </span>
            <p>
              <strong>35k+ happy students</strong> learn with 2500+ courses
            </p>
            <span className="auth__promo-rating">
              <Star aria-hidden="true" size={14} />
              4.9
            </span>
          </div>
          <div className="auth__art">
            <AuthArt />
          </div>
          <figure className="auth__quote">
            <blockquote>
              <p>
                “My mentor turned a vague plan into a portfolio I could show. Three months later I
                started my first design job.”
              </p>
            </blockquote>
            <figcaption>
              <Avatar name="Hannah Keller" size={40} isDecorative />
              <span>
                <strong>Hannah Keller</strong>
                <span>Product designer, Learnlane student</span>
              </span>
            </figcaption>
          </figure>
        </aside>
      </div>
    </section>
  )
}
