import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'

/** About This Course: the description, clamped until Show More (and back with Hide). */
export function AboutCourse({ description }: { description: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  const paragraphs = description.split(/\n{2,}/).filter(Boolean)
  return (
    <section className="course-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="course-section__title">
        About This Course
      </h2>
      <div id={`${id}-text`} className={isOpen ? 'about-text is-open' : 'about-text'}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <button
        type="button"
        className="text-toggle"
        aria-expanded={isOpen}
        aria-controls={`${id}-text`}
        onClick={() => setIsOpen((o) => !o)}
      >
        {isOpen ? 'Hide' : 'Show More'}
        <ChevronDown aria-hidden="true" size={16} className={isOpen ? 'is-flipped' : undefined} />
      </button>
    </section>
  )
}
