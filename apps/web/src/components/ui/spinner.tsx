import './spinner.css'
import { cx } from './cx'

interface SpinnerProps {
  /** Diameter in px; defaults to the surrounding font size. */
  size?: number
  /** Announced to screen readers; omit when a visible label already says it (busy buttons). */
  label?: string
  className?: string
}

/** A small rotating ring in the current text colour. */
export function Spinner({ size, label, className }: SpinnerProps) {
  const style = size ? { width: size, height: size } : undefined
  if (!label) {
    return <span aria-hidden="true" className={cx('ui-spinner', className)} style={style} />
  }
  return (
    <span role="status" className={cx('ui-spinner-wrap', className)}>
      <span aria-hidden="true" className="ui-spinner" style={style} />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
