import { formatNumber } from '../../lib/format'
import { useCountUp, type CountMode } from './use-count-up'

export interface CounterProps {
  /** The number counted up to, e.g. 458000 or 2.5. */
  value: number
  /** Digits after the decimal point (2.5 billion needs 1). */
  decimals?: number
  /** Text right after the number: '+', 'M', ' billion+'. */
  suffix?: string
  prefix?: string
  /** `steps` (20 steps every 50 ms) or `duration` (2500 ms). */
  mode?: CountMode
  className?: string
}

/**
 * A number that counts up from 0 once it is half visible. Screen readers get the final value only,
 * never the ticking digits.
 */
export function Counter({
  value,
  decimals = 0,
  suffix = '',
  prefix = '',
  mode = 'steps',
  className,
}: CounterProps) {
  const { ref, value: current } = useCountUp<HTMLSpanElement>(value, mode)
  const final = `${prefix}${formatNumber(value, decimals)}${suffix}`
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-testid="counter-digits">
        {prefix}
        {formatNumber(current, decimals)}
        {suffix}
      </span>
      <span className="visually-hidden">{final}</span>
    </span>
  )
}
