import type { ReactNode } from 'react'
import { Breadcrumb } from './breadcrumb'
import './status-page.css'

interface StatusPageProps {
  /** Breadcrumb label (the route sets the document title). */
  title: string
  heading: string
  text: string
  illustration: ReactNode
  actions: ReactNode
}

/** Full-width message page (not found, not authorized): illustration, heading, text, ways out. */
export function StatusPage({ title, heading, text, illustration, actions }: StatusPageProps) {
  return (
    <section className="status-page">
      <div className="container">
        <Breadcrumb trail={[{ label: title }]} />
        <div className="status-page__body">
          <div className="status-page__art">{illustration}</div>
          <div className="status-page__copy">
            <h1 className="status-page__heading">{heading}</h1>
            <p className="status-page__text">{text}</p>
            <div className="status-page__actions">{actions}</div>
          </div>
        </div>
      </div>
    </section>
  )
}
