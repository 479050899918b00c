import { ChevronDown } from 'lucide-react'
import { createContext, useContext, useId, useState, type ReactNode } from 'react'
import './accordion.css'
import { cx } from './cx'

interface AccordionState {
  isOpen: (value: string) => boolean
  toggle: (value: string) => void
}

const AccordionContext = createContext<AccordionState | null>(null)

interface AccordionProps {
  /** `single` keeps at most one item open; `multiple` lets each item open on its own. */
  type?: 'single' | 'multiple'
  /** Items open at first (uncontrolled). */
  defaultOpen?: readonly string[]
  /** Open items (controlled), with `onOpenChange`. */
  open?: readonly string[]
  onOpenChange?: (open: string[]) => void
  className?: string
  children: ReactNode
}

/**
 * Disclosure list following the WAI-ARIA accordion pattern: each header is a button inside a
 * heading, with `aria-expanded` and `aria-controls`. Panels open and close with a 0.5 s height
 * animation (SPEC section 9), instant when the user prefers reduced motion.
 */
export function Accordion({
  type = 'multiple',
  defaultOpen = [],
  open,
  onOpenChange,
  className,
  children,
}: AccordionProps) {
  const [ownOpen, setOwnOpen] = useState<readonly string[]>(defaultOpen)
  const current = open ?? ownOpen
  const state: AccordionState = {
    isOpen: (value) => current.includes(value),
    toggle: (value) => {
      const isOpen = current.includes(value)
      const next = isOpen
        ? current.filter((v) => v !== value)
        : type === 'single'
          ? [value]
          : [...current, value]
      if (open === undefined) setOwnOpen(next)
      onOpenChange?.(next)
    },
  }
  return (
    <AccordionContext.Provider value={state}>
      <div className={cx('accordion', className)}>{children}</div>
    </AccordionContext.Provider>
  )
}

interface AccordionItemProps {
  value: string
  /** The header text. */
  title: ReactNode
  /** Extra header content after the title, e.g. "3 lectures, 9 min". */
  meta?: ReactNode
  /** Level of the heading that wraps the header button; match the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  className?: string
  children: ReactNode
}

export function AccordionItem({
  value,
  title,
  meta,
  headingLevel = 3,
  className,
  children,
}: AccordionItemProps) {
  const state = useContext(AccordionContext)
  if (!state) throw new Error('AccordionItem must be inside an Accordion')
  const id = useId()
  const buttonId = `${id}-button`
  const panelId = `${id}-panel`
  const isOpen = state.isOpen(value)
  const Heading = `h${headingLevel}` as const
  return (
    <div className={cx('accordion__item', isOpen && 'is-open', className)}>
      <Heading className="accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion__trigger"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => state.toggle(value)}
        >
          <span className="accordion__title">{title}</span>
          {meta ? <span className="accordion__meta">{meta}</span> : null}
          <ChevronDown className="accordion__chevron" aria-hidden="true" size={20} />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="accordion__panel"
        data-state={isOpen ? 'open' : 'closed'}
      >
        <div className="accordion__clip">
          <div className="accordion__body">{children}</div>
        </div>
      </div>
    </div>
  )
}
