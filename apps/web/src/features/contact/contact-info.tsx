import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { CONTACT_DETAILS } from './contact-details'

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="contact-info__card">
      <span className="contact-info__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  )
}

/** Location, contact details and opening hours (SPEC: Monday-Friday 09:00-20:00, weekends 10:30-22:00). */
export function ContactInfo() {
  const d = CONTACT_DETAILS
  return (
    <ul className="contact-info">
      <InfoCard icon={<MapPin size={22} />} title="Our Location">
        <address>
          {d.company}
          <br />
          {d.street}
          <br />
          {d.city}, {d.country}
        </address>
      </InfoCard>
      <InfoCard icon={<Phone size={22} />} title="Contact Info">
        <p>
          <a href={d.phone.href}>{d.phone.label}</a>
        </p>
        <p>
          <Mail aria-hidden="true" size={14} className="contact-info__inline-icon" />
          <a href={`mailto:${d.supportEmail}`}>{d.supportEmail}</a>
        </p>
        <p className="contact-info__note">
          Partnerships: <a href={`mailto:${d.partnersEmail}`}>{d.partnersEmail}</a>
        </p>
      </InfoCard>
      <InfoCard icon={<Clock size={22} />} title="Opening Hours">
        <dl className="contact-info__hours">
          {d.openingHours.map((row) => (
            <div key={row.days}>
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </ul>
  )
}
