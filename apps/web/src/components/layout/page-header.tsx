import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../lib/use-document-title'

export interface Crumb {
  label: string
  to?: string
}

interface PageHeaderProps {
  title: string
  /** Crumbs after Home; the last is the current page. Defaults to the title. */
  crumbs?: Crumb[]
  description?: string
  children?: ReactNode
}

/** Inner-page title block: breadcrumb (home link to /), heading, optional intro. */
export function PageHeader({ title, crumbs, description, children }: PageHeaderProps) {
  useDocumentTitle(title, description)
  const trail = crumbs ?? [{ label: title }]
  return (
    <section className="page-header">
      <div className="container">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            {trail.map((crumb, i) => (
              <li key={`${crumb.label}-${i}`}>
                <ChevronRight aria-hidden="true" size={14} />
                {crumb.to && i < trail.length - 1 ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current={i === trail.length - 1 ? 'page' : undefined}>
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page-header__title">{title}</h1>
        {description ? <p className="page-header__intro">{description}</p> : null}
        {children}
      </div>
    </section>
  )
}
