import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import './tabs.css'
import { cx } from './cx'

interface TabsState {
  baseId: string
  value: string
  select: (value: string) => void
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error(`${part} must be inside Tabs`)
  return state
}

/** Tab and panel ids derived from the value, so a tab and its panel point at each other. */
const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const tabId = (baseId: string, value: string) => `${baseId}-tab-${slug(value)}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${slug(value)}`

interface TabsProps {
  /** The tab selected at first (uncontrolled). */
  defaultValue: string
  /** The selected tab (controlled), with `onValueChange`. */
  value?: string
  onValueChange?: (value: string) => void
  className?: string
  children: ReactNode
}

/**
 * Tabs following the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them;
 * only the selected tab is in the tab order; each panel is labelled by its tab.
 */
export function Tabs({ defaultValue, value, onValueChange, className, children }: TabsProps) {
  const baseId = useId()
  const [own, setOwn] = useState(defaultValue)
  const current = value ?? own
  const select = (next: string) => {
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={cx('tabs', className)}>{children}</div>
    </TabsContext.Provider>
  )
}

interface TabListProps {
  /** What the tabs choose between, for screen readers (when no visible heading labels them). */
  label: string
  className?: string
  children: ReactNode
}

/** Room left beside a tab scrolled into view: the width of the fade at a clipped edge (tabs.css). */
const EDGE_PX = 32

/**
 * Which edges of a tab strip wider than its box hide tabs, for the fade that says it scrolls:
 * "start", "end", "both", or none.
 */
function markClippedEdges(list: HTMLElement) {
  const max = list.scrollWidth - list.clientWidth
  const before = max > 1 && list.scrollLeft > 1
  const after = max > 1 && list.scrollLeft < max - 1
  const clipped = before && after ? 'both' : before ? 'start' : after ? 'end' : null
  if (clipped) list.dataset.clipped = clipped
  else delete list.dataset.clipped
}

/**
 * Scrolls the strip sideways (never the page) so the selected tab shows whole, with room for the
 * fade beside it. Offsets are measured from the strip, which is the tabs' offset parent.
 */
function revealSelected(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
  const view = list.clientWidth
  const max = list.scrollWidth - view
  if (tab && max > 0) {
    const start = tab.offsetLeft
    const end = start + tab.offsetWidth
    let left = list.scrollLeft
    if (end + EDGE_PX > left + view) left = end + EDGE_PX - view
    if (start - EDGE_PX < left) left = start - EDGE_PX
    list.scrollLeft = Math.min(Math.max(left, 0), max)
  }
  markClippedEdges(list)
}

export function TabList({ label, className, children }: TabListProps) {
  const { value } = useTabs('TabList')
  const listRef = useRef<HTMLDivElement>(null)
  // On the first render and on each change of tab (a link to ?tab=…, a click, the arrow keys),
  // and again when the strip or the tab changes size (a narrower window, the web font arriving).
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    revealSelected(list)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => revealSelected(list))
    observer.observe(list)
    const tab = list.querySelector('[role="tab"][aria-selected="true"]')
    if (tab) observer.observe(tab)
    return () => observer.disconnect()
  }, [value])

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx('tabs__list', className)}
      onScroll={(event) => markClippedEdges(event.currentTarget)}
    >
      {children}
    </div>
  )
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

interface TabProps {
  value: string
  /** An icon before the label. */
  icon?: ReactNode
  className?: string
  children: ReactNode
}

export function Tab({ value, icon, className, children }: TabProps) {
  const { baseId, value: current, select } = useTabs('Tab')
  const isSelected = value === current

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key]
    const list = event.currentTarget.closest('[role="tablist"]')
    if (!move || !list) return
    event.preventDefault()
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
    const next = tabs[move(tabs.indexOf(event.currentTarget), tabs.length)]
    if (!next) return
    next.focus()
    next.click()
  }

  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={isSelected}
      aria-controls={panelId(baseId, value)}
      tabIndex={isSelected ? 0 : -1}
      className={cx('tabs__tab', className)}
      onClick={() => select(value)}
      onKeyDown={onKeyDown}
    >
      {icon ? (
        <span className="tabs__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  )
}

interface TabPanelProps {
  value: string
  className?: string
  children: ReactNode
}

/** Inactive panels stay mounted but hidden, so form input in them survives a tab switch. */
export function TabPanel({ value, className, children }: TabPanelProps) {
  const { baseId, value: current } = useTabs('TabPanel')
  const isSelected = value === current
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!isSelected}
      tabIndex={0}
      className={cx('tabs__panel', className)}
    >
      {children}
    </div>
  )
}
