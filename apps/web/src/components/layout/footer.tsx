import { FOOTER_BOTTOM, FOOTER_COLUMNS, pageLink } from '@app/domain/pages'
import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AppBadges } from './app-badges'
import './footer.css'
import { Logo } from './logo'
import { socialNetworks } from './social-icons'

const columns = FOOTER_COLUMNS.map((column) => ({
  title: column.title,
  links: column.pages.map(pageLink),
}))

/** Placeholder links of the spec that have no page yet: shown, but they go nowhere. */
const placeholderLinks = ['Testimonials', 'Privacy'] as const

/** Site footer: contact, links, newsletter (the `subscribe` slot), app badges, copyright. */
export function Footer({ subscribe }: { subscribe: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label="Contact">
          <Logo isInverted />
          <p className="site-footer__blurb">
            Courses and mentors for people who want to keep learning, at their own pace.
          </p>
          <ul className="site-footer__contact">
            <li>
              <MapPin aria-hidden="true" size={18} />
              <span>120 Harbour Lane, Suite 4, Portland, OR 97204</span>
            </li>
            <li>
              <Phone aria-hidden="true" size={18} />
              <a href="tel:+15035550142">+1 (503) 555-0142</a>
            </li>
            <li>
              <Mail aria-hidden="true" size={18} />
              <a href="mailto:support@learnlane.test">support@learnlane.test</a>
            </li>
          </ul>
          <ul className="site-footer__social" aria-label="Social media">
            {socialNetworks.map((network) => (
              <li key={network.name}>
                <span
                  className="site-footer__social-icon"
                  role="img"
                  aria-label={network.name}
                  title={network.name}
                >
                  {network.icon}
                </span>
              </li>
            ))}
          </ul>
        </section>
        {columns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="site-footer__subscribe" aria-labelledby="footer-subscribe-title">
          <h2 className="site-footer__title" id="footer-subscribe-title">
            Subscribe
          </h2>
          <p className="site-footer__subscribe-text">
            Join <strong>2000+</strong> subscribers and get new courses and offers first.
          </p>
          {subscribe}
          <p className="site-footer__apps-title">Learn on the go</p>
          <AppBadges />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>© {new Date().getFullYear()} Learnlane. All rights reserved.</p>
          <ul className="site-footer__placeholders" aria-label="More">
            {FOOTER_BOTTOM.map(pageLink).map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {placeholderLinks.map((label) => (
              <li key={label}>
                <span className="site-footer__placeholder">{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
