import { Check, Minus } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Accordion, AccordionItem } from '../../../components/ui/accordion'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { paths } from '../../../config/paths'
import { formatPriceOrFree } from '../../../lib/format'
import './pricing.css'

type Billing = 'monthly' | 'yearly'

interface Plan {
  name: string
  tagline: string
  /** Monthly price in cents (yearly billing charges ten months); null: paid course by course. */
  monthlyCents: number | null
  cta: { label: string; to: string }
  isFeatured?: boolean
  /** Not on sale yet: shown with a "Coming soon" badge, its button asks to be told. */
  isComing?: boolean
  includes: readonly string[]
}

const FEATURES = [
  'Free courses and previews',
  'Certificates of completion',
  'Quizzes with instant results',
  'Lifetime access to each course you buy',
  'Every paid course while subscribed',
  'Mentor Q&A sessions',
  'Team dashboard and reports',
] as const

const PLANS: readonly Plan[] = [
  {
    name: 'Starter',
    tagline: 'Try Learnlane at your own pace.',
    monthlyCents: 0,
    cta: { label: 'Start for free', to: paths.register },
    includes: FEATURES.slice(0, 3),
  },
  {
    name: 'Course by course',
    tagline: 'Buy the courses you want, once, and keep them.',
    monthlyCents: null,
    cta: { label: 'Browse courses', to: paths.courses },
    isFeatured: true,
    includes: FEATURES.slice(0, 4),
  },
  {
    name: 'Pro',
    tagline: 'Every course and mentor Q&A for one monthly price.',
    monthlyCents: 2900,
    cta: { label: 'Tell me when it opens', to: paths.contact },
    isComing: true,
    includes: FEATURES.slice(0, 6),
  },
  {
    name: 'Teams',
    tagline: 'Upskill your whole team together.',
    monthlyCents: 7900,
    cta: { label: 'Contact sales', to: paths.contact },
    isComing: true,
    includes: FEATURES,
  },
]

const FAQ = [
  {
    q: 'What can I buy today?',
    a: 'Courses, one at a time: you pay once and keep the course, its quizzes and its certificate. Pro and Teams subscriptions are coming; until they open nothing is billed monthly.',
  },
  {
    q: 'Do I keep my certificates?',
    a: 'Yes. Certificates you earned are yours to keep and stay in your profile.',
  },
  {
    q: 'How will yearly billing work?',
    a: 'When subscriptions open you will pay for ten months and get twelve: the yearly price is charged once, up front.',
  },
  {
    q: 'Is there a discount for students?',
    a: 'Students with a valid school e-mail will get 50% off Pro. Contact us from that address to be told when it opens.',
  },
]

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const cents =
    plan.monthlyCents === null
      ? null
      : billing === 'yearly'
        ? plan.monthlyCents * 10
        : plan.monthlyCents
  return (
    <article className={cx('plan', plan.isFeatured && 'plan--featured')}>
      {plan.isComing ? (
        <p className="plan__badge plan__badge--coming">Coming soon</p>
      ) : plan.isFeatured ? (
        <p className="plan__badge">Most popular</p>
      ) : null}
      <h2 className="plan__name">{plan.name}</h2>
      <p className="plan__tagline">{plan.tagline}</p>
      {cents === null ? (
        <p className="plan__price plan__price--per-course">
          <strong>Pay once</strong>
          <span>for each course</span>
        </p>
      ) : (
        <p className="plan__price">
          <strong>{formatPriceOrFree(cents)}</strong>
          {cents === 0 ? null : <span>/ {billing === 'yearly' ? 'year' : 'month'}</span>}
        </p>
      )}
      <Link
        className={buttonClassName({
          variant: plan.isFeatured ? 'primary' : 'secondary',
          isBlock: true,
        })}
        to={plan.cta.to}
      >
        {plan.cta.label}
      </Link>
      <ul className="plan__features">
        {FEATURES.map((feature) => {
          const isIncluded = plan.includes.includes(feature)
          return (
            <li key={feature} className={isIncluded ? undefined : 'is-excluded'}>
              {isIncluded ? (
                <Check aria-hidden="true" size={18} />
              ) : (
                <Minus aria-hidden="true" size={18} />
              )}
              <span className="visually-hidden">
                {isIncluded ? 'Included: ' : 'Not included: '}
              </span>
              {feature}
            </li>
          )
        })}
      </ul>
    </article>
  )
}

/** Plans with a monthly / yearly switch, and the pricing questions. */
export function PricingPlans() {
  const [billing, setBilling] = useState<Billing>('monthly')
  const id = useId()
  return (
    <div className="container section pricing">
      <fieldset className="billing-switch">
        <legend className="visually-hidden">Billing period</legend>
        {(['monthly', 'yearly'] as const).map((b) => (
          <span key={b}>
            <input
              type="radio"
              id={`${id}-${b}`}
              name="billing"
              value={b}
              checked={billing === b}
              onChange={() => setBilling(b)}
            />
            <label htmlFor={`${id}-${b}`}>
              {b === 'monthly' ? 'Monthly' : 'Yearly'}
              {b === 'yearly' ? <span className="billing-switch__save">2 months free</span> : null}
            </label>
          </span>
        ))}
      </fieldset>
      <div className="plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} billing={billing} />
        ))}
      </div>
      <section className="pricing__faq" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">Questions about plans</h2>
        <Accordion type="single" defaultOpen={[FAQ[0]!.q]}>
          {FAQ.map((item) => (
            <AccordionItem key={item.q} value={item.q} title={item.q}>
              <p>{item.a}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    </div>
  )
}
