import type { ReactNode } from 'react'
import './section-head.css'

interface SectionHeadProps {
  id: string
  eyebrow?: string
  title: string
  intro?: string
  /** A link on the right, e.g. View All News. */
  action?: ReactNode
}

/** Heading row of a home section: eyebrow, title, intro and an optional action on the right. */
export function SectionHead({ id, eyebrow, title, intro, action }: SectionHeadProps) {
  return (
    <div className="section-head">
      <div>
        {eyebrow ? <p className="section-head__eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="section-head__title">
          {title}
        </h2>
        {intro ? <p className="section-head__intro">{intro}</p> : null}
      </div>
      {action ? <div className="section-head__action">{action}</div> : null}
    </div>
  )
}
