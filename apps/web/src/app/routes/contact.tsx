import { PageHeader } from '../../components/layout/page-header'
import { ContactForm } from '../../features/contact/contact-form'
import { ContactInfo } from '../../features/contact/contact-info'
import { ContactMap } from '../../features/contact/contact-map'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Contact Us',
  description:
    'Questions about a course, your account or teaching on Learnlane? Send us a message and our support team will get back to you within one working day.',
  canonicalPath: paths.contact,
  image: siteCard,
} satisfies PageMeta

export default function ContactPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Questions about a course, your account or teaching on Learnlane? Send us a message and our support team will get back to you within one working day."
      />
      <section className="section" aria-labelledby="contact-intro-title">
        <div className="container contact-layout">
          <div className="contact-layout__intro">
            <h2 id="contact-intro-title">Get In Touch</h2>
            <p>
              Visit us, call during opening hours or write to us any time. For questions about an
              order, include your order number so we can help faster.
            </p>
            <ContactInfo />
          </div>
          <div className="contact-card">
            <h2 id="contact-form-title">Send Us a Message</h2>
            <p className="contact-card__lead">All fields are required. We reply by e-mail.</p>
            <ContactForm />
          </div>
        </div>
      </section>
      <div className="container contact-page__map">
        <ContactMap />
      </div>
    </>
  )
}
