import type { Earnings } from '@app/domain/earnings'
import { formatPrice } from '../../../lib/format'
import { monthLabel, shortMonthLabel } from './earnings-format'

const WIDTH = 480
const HEIGHT = 200
const TOP = 12
const BOTTOM = 28
const GAP = 0.3

/**
 * Net earnings by month as bars: an inline SVG that scales with its column (one bar per month,
 * "Nov" under each), named by a summary and backed by a visually hidden table of the figures.
 */
export function EarningsChart({ months }: { months: Earnings['months'] }) {
  if (months.length === 0) return null
  const values = months.map((m) => m.netCents)
  const max = Math.max(0, ...values)
  const min = Math.min(0, ...values)
  const span = max - min || 1
  const plot = HEIGHT - TOP - BOTTOM
  const zeroY = TOP + (max / span) * plot
  const slot = WIDTH / months.length
  const barWidth = slot * (1 - GAP)
  const first = months[0]!
  const last = months[months.length - 1]!
  const best = months.reduce((top, m) => (m.netCents > top.netCents ? m : top), first)
  const total = values.reduce((sum, v) => sum + v, 0)
  const summary =
    `Net earnings by month, ${monthLabel(first.month)} to ${monthLabel(last.month)}: ` +
    `${formatPrice(total)} in all` +
    (best.netCents > 0
      ? `, most in ${monthLabel(best.month)} (${formatPrice(best.netCents)}).`
      : '.')

  return (
    <figure className="earnings-chart">
      <svg
        className="earnings-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
      >
        <line
          className="earnings-chart__axis"
          x1={0}
          x2={WIDTH}
          y1={zeroY}
          y2={zeroY}
          vectorEffect="non-scaling-stroke"
        />
        {months.map((m, i) => {
          const h = (Math.abs(m.netCents) / span) * plot
          const x = i * slot + (slot - barWidth) / 2
          return (
            <g key={m.month}>
              <rect
                className={
                  m.netCents < 0
                    ? 'earnings-chart__bar earnings-chart__bar--negative'
                    : 'earnings-chart__bar'
                }
                x={x}
                y={m.netCents < 0 ? zeroY : zeroY - h}
                width={barWidth}
                height={Math.max(h, m.netCents === 0 ? 0 : 1)}
                rx={3}
              />
              <text
                className="earnings-chart__label"
                x={i * slot + slot / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {shortMonthLabel(m.month)}
              </text>
            </g>
          )
        })}
      </svg>
      {/* The figures behind the bars, for screen readers. */}
      <table className="visually-hidden">
        <caption>Net earnings by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatPrice(m.netCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
