import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'

export interface Crumb {
  label: string
  to?: string
}

/** Home link to / followed by the trail; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
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
              <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
