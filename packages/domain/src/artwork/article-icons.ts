/*
 * The node data of Lucide icons (ISC licence, https://lucide.dev) only the article covers draw, apart so a page without articles does not load them: shapes on Lucide's
 * 24-unit grid, stroked by the element that holds them (`iconElement`).
 */
import type { Icon } from './icons'

/** Lucide's `lightbulb`. */
export const LIGHTBULB_ICON: Icon = [
  {
    tag: 'path',
    attrs: {
      d: 'M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5',
    },
  },
  { tag: 'path', attrs: { d: 'M9 18h6' } },
  { tag: 'path', attrs: { d: 'M10 22h4' } },
]

/** Lucide's `rocket`. */
export const ROCKET_ICON: Icon = [
  { tag: 'path', attrs: { d: 'M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5' } },
  {
    tag: 'path',
    attrs: {
      d: 'M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09',
    },
  },
  {
    tag: 'path',
    attrs: {
      d: 'M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z',
    },
  },
  { tag: 'path', attrs: { d: 'M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05' } },
]

/** Lucide's `graduation-cap`. */
export const GRADUATION_CAP_ICON: Icon = [
  {
    tag: 'path',
    attrs: {
      d: 'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z',
    },
  },
  { tag: 'path', attrs: { d: 'M22 10v6' } },
  { tag: 'path', attrs: { d: 'M6 12.5V16a6 3 0 0 0 12 0v-3.5' } },
]

/** Lucide's `megaphone`. */
export const MEGAPHONE_ICON: Icon = [
  {
    tag: 'path',
    attrs: {
      d: 'M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
    },
  },
  { tag: 'path', attrs: { d: 'M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14' } },
  { tag: 'path', attrs: { d: 'M8 6v8' } },
]

/** Lucide's `palette`. */
export const PALETTE_ICON: Icon = [
  {
    tag: 'path',
    attrs: {
      d: 'M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z',
    },
  },
  { tag: 'circle', attrs: { cx: '13.5', cy: '6.5', r: '.5', fill: 'currentColor' } },
  { tag: 'circle', attrs: { cx: '17.5', cy: '10.5', r: '.5', fill: 'currentColor' } },
  { tag: 'circle', attrs: { cx: '6.5', cy: '12.5', r: '.5', fill: 'currentColor' } },
  { tag: 'circle', attrs: { cx: '8.5', cy: '7.5', r: '.5', fill: 'currentColor' } },
]

/** Lucide's `briefcase`. */
export const BRIEFCASE_ICON: Icon = [
  { tag: 'path', attrs: { d: 'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16' } },
  { tag: 'rect', attrs: { width: '20', height: '14', x: '2', y: '6', rx: '2' } },
]
