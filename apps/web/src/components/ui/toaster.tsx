import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless'
import './toasts.css'

export { toast }

/** Errors interrupt a screen reader; every other toast waits its turn. */
const ERROR_ARIA = { role: 'alert', 'aria-live': 'assertive' } as const

/** The library's defaults are the spec's timings: 2 s success, 4 s error and neutral, at most 20. */
export function showToast(kind: 'success' | 'error', message: string): void {
  if (kind === 'error') toast.error(message, { ariaProps: ERROR_ARIA })
  else toast.success(message)
}

const ICON: Partial<Record<Toast['type'], string>> = { success: '✓', error: '!' }

/**
 * The toasts on screen, drawn with our own markup and stylesheet (toasts.css): a column at the
 * top centre, newest first. Pointing at it pauses every toast's timer.
 */
export default function Toaster() {
  const { toasts, handlers } = useToaster()
  return (
    <div className="toaster" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((item) => {
        const icon = item.icon ?? ICON[item.type]
        const classes = ['toast', 'toaster__toast', `toaster__toast--${item.type}`]
        if (!item.visible) classes.push('toaster__toast--leaving')
        return (
          <div key={item.id} className={classes.join(' ')} {...item.ariaProps}>
            {icon ? (
              <span className="toaster__icon" aria-hidden="true">
                {icon}
              </span>
            ) : null}
            <p className="toaster__message">{resolveValue(item.message, item)}</p>
          </div>
        )
      })}
    </div>
  )
}
