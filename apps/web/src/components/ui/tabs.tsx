import {
  createContext,
  useContext,
  useId,
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

export function TabList({ label, className, children }: TabListProps) {
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx('tabs__list', className)}
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
