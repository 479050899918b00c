import { CreditCard, LifeBuoy, Presentation } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { FaqAccordion } from './faq-accordion'
import { FAQ_GROUPS, questionsOfGroup, type FaqGroupId } from './help-content'
import './marketing.css'

const GROUP_ICONS: Record<FaqGroupId, typeof CreditCard> = {
  purchases: CreditCard,
  'making-courses': Presentation,
}

/** The FAQ page: Purchases & Refunds and Making Courses, five questions each, and a help sidebar. */
export function FaqGroups() {
  return (
    <div className="container faq-page">
      <div>
        {FAQ_GROUPS.map((group, index) => {
          const Icon = GROUP_ICONS[group.id]
          const questions = questionsOfGroup(group.id)
          return (
            <section
              key={group.id}
              id={group.id}
              className="faq-page__group"
              aria-labelledby={`${group.id}-title`}
            >
              <h2 id={`${group.id}-title`}>
                <span className="faq-page__group-icon" aria-hidden="true">
                  <Icon size={22} />
                </span>
                {group.title}
              </h2>
              <FaqAccordion
                questions={questions}
                defaultOpen={index === 0 && questions[0] ? [questions[0].id] : []}
              />
            </section>
          )
        })}
      </div>
      <aside className="faq-page__aside" aria-label="More help">
        <div className="faq-page__card">
          <h2>Jump to</h2>
          <ul>
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </div>
        <div className="faq-page__card">
          <LifeBuoy aria-hidden="true" size={28} className="faq-page__card-icon" />
          <h2>Didn’t find your answer?</h2>
          <p>
            Search every help topic, or write to our support team: we reply within one working day.
          </p>
          <ul>
            <li>
              <Link to={paths.helpCenter}>Visit the Help Center</Link>
            </li>
            <li>
              <Link to={paths.contact}>Contact Us</Link>
            </li>
          </ul>
        </div>
      </aside>
    </div>
  )
}
