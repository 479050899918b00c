import { ChevronDown } from 'lucide-react'
import { createContext, useContext, useId, type ReactNode } from 'react'
import './accordion.css'
import { cx } from './cx'

interface AccordionState {
  /** Shared by the items of a `single` accordion: the browser keeps one of them open. */
  name: string | undefined
  defaultOpen: readonly string[]
}

const AccordionContext = createContext<AccordionState | null>(null)

interface AccordionProps {
  /** `single` keeps at most one item open; `multiple` lets each item open on its own. */
  type?: 'single' | 'multiple'
  /** Items open at first. */
  defaultOpen?: readonly string[]
  className?: string
  children: ReactNode
}

/**
 * Disclosure list of native `<details>` elements: each header is the item's `<summary>`, holding
 * its heading, so it opens and closes from the first paint, before any script, and the browser
 * gives it its keyboard and expanded state. Items of a `single` accordion share a `name`, which
 * keeps one open at a time. Panels open and close with a 0.5 s height animation (SPEC section 9),
 * instant when the user prefers reduced motion.
 */
export function Accordion({
  type = 'multiple',
  defaultOpen = [],
  className,
  children,
}: AccordionProps) {
  const name = useId()
  const state: AccordionState = { name: type === 'single' ? name : undefined, defaultOpen }
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
  /** Level of the heading inside the header; match the page outline. */
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
  const Heading = `h${headingLevel}` as const
  return (
    <details
      className={cx('accordion__item', className)}
      name={state.name}
      open={state.defaultOpen.includes(value)}
    >
      <summary className="accordion__trigger">
        <Heading className="accordion__heading">{title}</Heading>
        {meta ? <span className="accordion__meta">{meta}</span> : null}
        <ChevronDown className="accordion__chevron" aria-hidden="true" size={20} />
      </summary>
      <div className="accordion__clip">
        <div className="accordion__body">{children}</div>
      </div>
    </details>
  )
}
