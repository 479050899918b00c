import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from './breadcrumb'

export type { Crumb }

interface PageHeaderProps {
  title: string
  /** Crumbs after Home; the last is the current page. Defaults to the title. */
  crumbs?: Crumb[]
  description?: string
  children?: ReactNode
}

/**
 * Inner-page title block: breadcrumb (home link to /), heading, optional intro. The page's head
 * tags (title, description) are the route's own (usePageMeta), not taken from here.
 */
export function PageHeader({ title, crumbs, description, children }: PageHeaderProps) {
  const trail = crumbs ?? [{ label: title }]
  return (
    <section className="page-header">
      <div className="container">
        <Breadcrumb trail={trail} />
        <h1 className="page-header__title">{title}</h1>
        {description ? <p className="page-header__intro">{description}</p> : null}
        {children}
      </div>
    </section>
  )
}
