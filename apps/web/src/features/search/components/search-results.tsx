import type { SearchHit } from '@app/domain/catalog'
import { BookOpen, Newspaper, UserRound, type LucideIcon } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { Link } from 'react-router'

const GROUPS: readonly {
  kind: SearchHit['kind']
  title: string
  icon: LucideIcon
  label: string
}[] = [
  { kind: 'course', title: 'Courses', icon: BookOpen, label: 'Course' },
  { kind: 'instructor', title: 'Mentors', icon: UserRound, label: 'Mentor' },
  { kind: 'article', title: 'Articles', icon: Newspaper, label: 'Article' },
]

/** Moves focus between results with the arrow keys (Home and End jump to the ends). */
export function moveFocus(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null) {
  if (!root || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-search-hit]')]
  if (!links.length) return
  event.preventDefault()
  const at = links.indexOf(document.activeElement as HTMLAnchorElement)
  const last = links.length - 1
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? Math.min(last, at + 1)
          : at - 1
  if (next < 0) {
    root.querySelector<HTMLInputElement>('[data-search-input]')?.focus()
    return
  }
  links[next]?.focus()
}

/**
 * The groups in the order of their best hit, so the group holding the first hit leads (a mentor
 * found by name above their courses); groups without hits keep Courses, Mentors, Articles.
 */
export function groupOrder(hits: readonly SearchHit[]) {
  const first = (kind: SearchHit['kind']) => {
    const at = hits.findIndex((h) => h.kind === kind)
    return at < 0 ? hits.length : at
  }
  return [...GROUPS].sort((a, b) => first(a.kind) - first(b.kind))
}

/** Hits grouped as Courses, Mentors and Articles, the best group first, in rank order within each. */
export function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <div className="search-results">
      {groupOrder(hits).map(({ kind, title, icon: Icon, label }) => {
        const group = hits.filter((h) => h.kind === kind)
        if (!group.length) return null
        return (
          <section key={kind} aria-labelledby={`search-group-${kind}`} className="search-group">
            <h2 id={`search-group-${kind}`} className="search-group__title">
              {title} <span>({group.length})</span>
            </h2>
            <ul className="search-group__list">
              {group.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <Link to={hit.href} className="search-hit" data-search-hit="">
                    {hit.imageUrl ? (
                      <img
                        className="search-hit__image"
                        src={hit.imageUrl}
                        alt=""
                        width={64}
                        height={40}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span
                        className={`search-hit__icon search-hit__icon--${kind}`}
                        aria-hidden="true"
                      >
                        <Icon size={20} />
                      </span>
                    )}
                    <span className="search-hit__text">
                      <span className="search-hit__title">{hit.title}</span>
                      <span className="search-hit__subtitle">{hit.subtitle}</span>
                    </span>
                    <span className="search-hit__kind">{label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
