import type { LucideIcon } from 'lucide-react'
import {
  BookOpenCheck,
  Globe2,
  GraduationCap,
  Languages,
  Presentation,
  UsersRound,
  Video,
} from 'lucide-react'
import { Counter } from './counter'
import type { CountMode } from './use-count-up'
import './sections.css'

export interface CounterItem {
  value: number
  decimals?: number
  /** '+', 'M', ' billion+' … */
  suffix?: string
  label: string
  icon: LucideIcon
}

/**
 * Course enrolments, one figure wherever it is shown: the spec's 830M (its other sample,
 * 2.5 billion, would mean 32,000 enrolments for each of the 78,000 courses).
 */
const ENROLMENTS = { value: 830, suffix: 'M', icon: GraduationCap } as const

/** The platform figures of SPEC section 9, every one written with the same grouping. */
export const PLATFORM_COUNTERS: readonly CounterItem[] = [
  { value: 458_000, suffix: '+', label: 'Instructors teaching on Learnlane', icon: Presentation },
  { ...ENROLMENTS, label: 'Course enrolments' },
  { value: 78_000, suffix: '+', label: 'Courses in 42 languages', icon: BookOpenCheck },
  { value: 563_000, suffix: '+', label: 'Online videos', icon: Video },
]

/** The alternate set of SPEC section 9: the reach of the learner community. */
export const REACH_COUNTERS: readonly CounterItem[] = [
  { value: 62, suffix: 'M', label: 'Students', icon: UsersRound },
  { value: 75, suffix: '+', label: 'Languages', icon: Languages },
  { ...ENROLMENTS, label: 'Enrolments' },
  { value: 180, suffix: '+', label: 'Countries', icon: Globe2 },
]

interface CountersSectionProps {
  items?: readonly CounterItem[]
  /** `steps`: 20 steps every 50 ms; `duration`: 2500 ms (SPEC section 4). */
  mode?: CountMode
  /** Visible heading; without it the section is labelled for screen readers only. */
  title?: string
  subtitle?: string
  /** `tint` draws the counters on the accent tint band, `plain` on the page background. */
  tone?: 'tint' | 'plain'
}

/** A band of animated counters with icons, four across on wide screens and two on phones. */
export function CountersSection({
  items = PLATFORM_COUNTERS,
  mode = 'steps',
  title,
  subtitle,
  tone = 'tint',
}: CountersSectionProps) {
  return (
    <section
      className={`section counters counters--${tone}`}
      aria-label={title ? undefined : 'Learnlane in numbers'}
    >
      <div className="container">
        {title ? (
          <div className="section-intro section-intro--center">
            <h2>{title}</h2>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
        ) : null}
        <ul className="counters__grid">
          {items.map(({ icon: Icon, label, ...count }) => (
            <li className="counters__item" key={label}>
              <span className="counters__icon" aria-hidden="true">
                <Icon size={26} strokeWidth={1.75} />
              </span>
              <span className="counters__text">
                <Counter className="counters__value" mode={mode} {...count} />
                <span className="counters__label">{label}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
