import { useEffect, useState } from 'react'
import { cx } from '../../../components/ui/cx'

interface SectionNavProps {
  sections: readonly { id: string; label: string }[]
  label: string
}

/**
 * Tabs anchored to the page's sections: each jumps to its section, and the one in view is marked
 * current while the page scrolls.
 */
export function SectionNav({ sections, label }: SectionNavProps) {
  const [active, setActive] = useState(sections[0]?.id)

  useEffect(() => {
    const targets = sections
      .map((s) => document.getElementById(s.id))
      .filter((el): el is HTMLElement => el !== null)
    if (!targets.length || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting)
        const first = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0]
        if (first) setActive(first.target.id)
      },
      { rootMargin: '-20% 0px -60% 0px' },
    )
    targets.forEach((t) => observer.observe(t))
    return () => observer.disconnect()
  }, [sections])

  return (
    <nav className="section-nav" aria-label={label}>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className={cx('section-nav__link', active === s.id && 'is-active')}
              aria-current={active === s.id ? 'location' : undefined}
              onClick={() => setActive(s.id)}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
