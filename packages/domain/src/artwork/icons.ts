/*
 * The node data of Lucide icons (ISC licence, https://lucide.dev) the course covers draw: shapes on Lucide's
 * 24-unit grid, stroked by the element that holds them (`iconElement`).
 */
import type { ArtElement } from './nodes'

/** An icon: the shapes it is drawn with. */
export type Icon = readonly ArtElement[]

/** Lucide's `code`. */
export const CODE_ICON: Icon = [
  { tag: 'path', attrs: { d: 'm16 18 6-6-6-6' } },
  { tag: 'path', attrs: { d: 'm8 6-6 6 6 6' } },
]

/** Lucide's `flask-conical`. */
export const FLASK_CONICAL_ICON: Icon = [
  {
    tag: 'path',
    attrs: {
      d: 'M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2',
    },
  },
  { tag: 'path', attrs: { d: 'M6.453 15h11.094' } },
  { tag: 'path', attrs: { d: 'M8.5 2h7' } },
]

/** Lucide's `smartphone`. */
export const SMARTPHONE_ICON: Icon = [
  { tag: 'rect', attrs: { width: '14', height: '20', x: '5', y: '2', rx: '2', ry: '2' } },
  { tag: 'path', attrs: { d: 'M12 18h.01' } },
]

/** Lucide's `cpu`. */
export const CPU_ICON: Icon = [
  { tag: 'path', attrs: { d: 'M12 20v2' } },
  { tag: 'path', attrs: { d: 'M12 2v2' } },
  { tag: 'path', attrs: { d: 'M17 20v2' } },
  { tag: 'path', attrs: { d: 'M17 2v2' } },
  { tag: 'path', attrs: { d: 'M2 12h2' } },
  { tag: 'path', attrs: { d: 'M2 17h2' } },
  { tag: 'path', attrs: { d: 'M2 7h2' } },
  { tag: 'path', attrs: { d: 'M20 12h2' } },
  { tag: 'path', attrs: { d: 'M20 17h2' } },
  { tag: 'path', attrs: { d: 'M20 7h2' } },
  { tag: 'path', attrs: { d: 'M7 20v2' } },
  { tag: 'path', attrs: { d: 'M7 2v2' } },
  { tag: 'rect', attrs: { x: '4', y: '4', width: '16', height: '16', rx: '2' } },
  { tag: 'rect', attrs: { x: '8', y: '8', width: '8', height: '8', rx: '1' } },
]

/** Lucide's `gamepad-2`. */
export const GAMEPAD_2_ICON: Icon = [
  { tag: 'line', attrs: { x1: '6', x2: '10', y1: '11', y2: '11' } },
  { tag: 'line', attrs: { x1: '8', x2: '8', y1: '9', y2: '13' } },
  { tag: 'line', attrs: { x1: '15', x2: '15.01', y1: '12', y2: '12' } },
  { tag: 'line', attrs: { x1: '18', x2: '18.01', y1: '10', y2: '10' } },
  {
    tag: 'path',
    attrs: {
      d: 'M17.32 5H6.68a4 4 0 0 0-3.978 3.59c-.006.052-.01.101-.017.152C2.604 9.416 2 14.456 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.414-1.414A2 2 0 0 1 9.828 16h4.344a2 2 0 0 1 1.414.586L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.545-.604-6.584-.685-7.258-.007-.05-.011-.1-.017-.151A4 4 0 0 0 17.32 5z',
    },
  },
]

/** Lucide's `chart-line`. */
export const CHART_LINE_ICON: Icon = [
  { tag: 'path', attrs: { d: 'M3 3v16a2 2 0 0 0 2 2h16' } },
  { tag: 'path', attrs: { d: 'm19 9-5 5-4-4-3 3' } },
]

/** Lucide's `shield-check`. */
export const SHIELD_CHECK_ICON: Icon = [
  {
    tag: 'path',
    attrs: {
      d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
    },
  },
  { tag: 'path', attrs: { d: 'm9 12 2 2 4-4' } },
]

/** Lucide's `book-open`. */
export const BOOK_OPEN_ICON: Icon = [
  { tag: 'path', attrs: { d: 'M12 5v16' } },
  {
    tag: 'path',
    attrs: {
      d: 'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z',
    },
  },
]

/** Lucide's `star`, for ratings drawn next to the artwork (the sharing cards). */
export const STAR_ICON: Icon = [
  {
    tag: 'path',
    attrs: {
      d: 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
    },
  },
]
