import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'

/** Top promotional bar on every page: intro price, big sale, 95% off shown as -95%. */
export function PromoBar() {
  return (
    <aside className="promo-bar" aria-label="Promotion">
      <div className="container promo-bar__inner">
        <span className="promo-bar__badge">-95%</span>
        <p className="promo-bar__text">
          <strong>Intro price.</strong>{' '}
          <span className="promo-bar__long">Get Learnlane courses in our </span>Big Sale
        </p>
        <Link className="promo-bar__link" to={paths.courses}>
          Explore courses
          <ArrowRight aria-hidden="true" size={14} />
        </Link>
      </div>
    </aside>
  )
}
