import { Award, GraduationCap, Globe2, type LucideIcon } from 'lucide-react'
import './sections.css'

interface Reason {
  title: string
  text: string
  icon: LucideIcon
}

const REASONS: readonly Reason[] = [
  {
    title: 'World Class Teachers',
    text: 'Learn from working engineers, designers and business leaders who are vetted for their expertise and for how clearly they teach.',
    icon: GraduationCap,
  },
  {
    title: 'Global Community',
    text: 'Study alongside learners from more than 180 countries, swap feedback in course discussions and find people on the same path.',
    icon: Globe2,
  },
  {
    title: 'Top Notch Courses',
    text: 'Every course is reviewed before it goes live and rated by its students, so you always know what you are signing up for.',
    icon: Award,
  },
]

interface WhyUsProps {
  title?: string
  subtitle?: string
  /** `alt` puts the section on the alternate surface colour. */
  tone?: 'plain' | 'alt'
}

/** The three reasons to learn here (SPEC: World Class Teachers, Global Community, Top Notch Courses). */
export function WhyUs({
  title = 'Why Us',
  subtitle = 'Everything you need to learn a new skill, from people who have done it for real.',
  tone = 'plain',
}: WhyUsProps) {
  return (
    <section
      className={`section why-us${tone === 'alt' ? ' section--alt' : ''}`}
      aria-labelledby="why-us-title"
    >
      <div className="container">
        <div className="section-intro section-intro--center">
          <p className="section-intro__eyebrow">Why Learnlane</p>
          <h2 id="why-us-title">{title}</h2>
          <p>{subtitle}</p>
        </div>
        <ul className="why-us__grid">
          {REASONS.map(({ title: reason, text, icon: Icon }) => (
            <li key={reason} className="why-us__card">
              <span className="why-us__icon" aria-hidden="true">
                <Icon size={28} strokeWidth={1.75} />
              </span>
              <h3>{reason}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
