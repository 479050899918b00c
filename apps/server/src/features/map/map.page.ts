import { escapeHtml } from '@app/domain/markup'

/**
 * The office the contact page shows (the same address as the web app's contact details), and the
 * zoom levels the drawn map offers around it.
 */
export const OFFICE = {
  name: 'Learnlane Office',
  street: '120 Harbour Lane, Suite 4',
  city: 'Portland, OR 97204',
  coordinates: { lat: 45.5152, lon: -122.6708 },
} as const

export const MAP_ZOOM = { min: 12, max: 18, initial: 15 } as const

/** Colours of the site's design tokens (apps/web/src/styles/tokens.css) and of the drawing. */
const C = {
  ink: '#131836',
  inkMuted: '#4b5163',
  line: '#e6e8ef',
  surface: '#ffffff',
  accent: '#4f46e5',
  accentHover: '#4338ca',
  block: '#e6e9f1',
  park: '#d3ecd9',
  tree: '#b5dcc0',
  road: '#fff1c2',
  roadMark: '#f5d77a',
  water: '#cfe2fb',
  waterEdge: '#b7d1f6',
} as const

/**
 * Sizes at zoom 15, in CSS pixels: a block is 176 x 136 with 24 px streets, so the street grid
 * repeats every 200 x 160. Harbour Lane runs along y = 0; the office sits on it mid-block at the
 * centre of the map. Everything scales by 2^(zoom - 15) around the office except labels and the
 * marker, which keep their size.
 */
const TILE = { w: 200, h: 160, street: 24 }
/** How far the drawing reaches from the centre, in CSS pixels (wider than any screen). */
const REACH = 2000

const round = (n: number) => Math.round(n * 100) / 100

/** The river east of the office: a bank that meanders, drawn with short segments. */
function riverPath(scale: number): { area: string; bank: string } {
  const points: string[] = []
  const limit = REACH / scale
  for (let y = -limit; y <= limit; y += 20 / Math.max(scale, 0.25)) {
    const x = 560 + 38 * Math.sin(y / 120) + 18 * Math.sin(y / 47)
    points.push(`${round(x * scale)} ${round(y * scale)}`)
  }
  const bank = `M${points.join(' L')}`
  const far = round(REACH)
  return { bank, area: `${bank} L${far} ${far} L${far} ${-far} Z` }
}

/** Two parks, by block (column from the office's block, row below Harbour Lane from 0). */
const PARKS = [
  { col: -2, row: -2 },
  { col: 1, row: 1 },
] as const

function blockOrigin(col: number, row: number, scale: number) {
  return {
    x: round((col * TILE.w - TILE.w / 2 + TILE.street / 2) * scale),
    y: round((row * TILE.h + TILE.street / 2) * scale),
  }
}

function drawing(zoom: number): string {
  const s = 2 ** (zoom - MAP_ZOOM.initial)
  const w = round(TILE.w * s)
  const h = round(TILE.h * s)
  const blockW = round((TILE.w - TILE.street) * s)
  const blockH = round((TILE.h - TILE.street) * s)
  const half = round((TILE.street / 2) * s)
  const river = riverPath(s)
  const parks = PARKS.map(({ col, row }) => {
    const o = blockOrigin(col, row, s)
    const trees = [
      [0.25, 0.35, 18],
      [0.6, 0.55, 24],
      [0.35, 0.75, 14],
    ]
      .map(
        ([fx, fy, r]) =>
          `<circle cx="${round(o.x + fx! * blockW)}" cy="${round(o.y + fy! * blockH)}" r="${round(r! * s)}"/>`,
      )
      .join('')
    return `<rect x="${o.x}" y="${o.y}" width="${blockW}" height="${blockH}" rx="${round(8 * s)}" fill="${C.park}"/><g fill="${C.tree}">${trees}</g>`
  }).join('')
  const park = blockOrigin(PARKS[0].col, PARKS[0].row, s)
  // Market Street: the cross street one block west of the office.
  const marketX = round(-(TILE.w / 2) * s)
  const avenue = { x: round(-3.5 * TILE.w * s), dx: REACH * 0.75 }
  const label = (x: number, y: number, text: string, fill: string, extra = '') =>
    `<text x="${round(x)}" y="${round(y)}" fill="${fill}"${extra}>${text}</text>`
  return `<svg class="map__drawing" role="img" aria-labelledby="map-title" xmlns="http://www.w3.org/2000/svg">
<title id="map-title">Street map around ${OFFICE.street}, ${OFFICE.city}, at zoom ${zoom}. The marker shows the office on Harbour Lane.</title>
<defs><pattern id="blocks" patternUnits="userSpaceOnUse" x="${round((TILE.w / 2) * s)}" y="0" width="${w}" height="${h}"><rect x="${half}" y="${half}" width="${blockW}" height="${blockH}" rx="${round(8 * s)}" fill="${C.block}"/></pattern></defs>
<svg x="50%" y="50%" overflow="visible">
<rect x="${-REACH}" y="${-REACH}" width="${2 * REACH}" height="${2 * REACH}" fill="${C.surface}"/>
<rect x="${-REACH}" y="${-REACH}" width="${2 * REACH}" height="${2 * REACH}" fill="url(#blocks)"/>
${parks}
<line x1="${avenue.x - avenue.dx}" y1="${REACH}" x2="${avenue.x + avenue.dx}" y2="${-REACH}" stroke="${C.surface}" stroke-width="${round(Math.max(26 * s, 6))}"/>
<rect x="${-REACH}" y="${-half}" width="${2 * REACH}" height="${round(2 * half)}" fill="${C.road}"/>
<line x1="${-REACH}" y1="0" x2="${REACH}" y2="0" stroke="${C.roadMark}" stroke-width="2" stroke-dasharray="14 12"/>
<path d="${river.area}" fill="${C.water}"/>
<path d="${river.bank}" fill="none" stroke="${C.waterEdge}" stroke-width="5"/>
<g class="map__labels">
${label(36, 5, 'HARBOUR LANE', '#7a6320')}
${label(marketX + 5, 160, 'MARKET STREET', C.inkMuted, ` transform="rotate(-90 ${round(marketX + 5)} 160)"`)}
${label(park.x + blockW / 2, park.y + blockH / 2 + 6, 'RIVERSIDE PARK', '#2f6b42', ' text-anchor="middle" stroke="none"')}
${label(560 * s + 16, 150, 'RIVER', '#2f5b94', ' stroke="none"')}
</g>
<g class="map__marker">
<ellipse rx="30" ry="10" fill="${C.accent}" opacity="0.18"/>
<circle r="44" fill="${C.accent}" opacity="0.08"/>
<path d="M0 0 C0 0 -30 -30 -30 -52 C-30 -69 -16 -82 0 -82 C16 -82 30 -69 30 -52 C30 -30 0 0 0 0 Z" fill="${C.accent}"/>
<circle cy="-53" r="11" fill="${C.surface}"/>
</g>
</svg>
</svg>`
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:400 16px/1.5 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${C.ink};background:${C.surface}}
.map{position:relative;height:100%;min-height:320px;overflow:hidden}
.map__drawing{position:absolute;inset:0;width:100%;height:100%;display:block}
.map__labels{font:700 13px/1 ui-sans-serif,system-ui,sans-serif;letter-spacing:.05em;paint-order:stroke;stroke:${C.surface};stroke-width:4px;stroke-linejoin:round}
.map__place{position:absolute;left:50%;top:50%;transform:translate(-50%,calc(-100% - 100px));margin:0;padding:10px 14px;width:max-content;max-width:min(320px,calc(100vw - 32px));border-radius:12px;background:${C.surface};box-shadow:0 8px 24px rgb(19 24 54 / .12),0 2px 6px rgb(19 24 54 / .08);text-align:center;font-size:14px;line-height:1.35}
.map__place strong{display:block;font-size:15px}
.map__place span{display:block;color:${C.inkMuted}}
.map__zoom{position:absolute;top:16px;right:16px;display:flex;flex-direction:column;border-radius:12px;background:${C.surface};box-shadow:0 1px 2px rgb(19 24 54 / .06),0 4px 16px rgb(19 24 54 / .1);overflow:hidden}
.map__zoom a,.map__zoom span{display:flex;align-items:center;justify-content:center;width:44px;height:44px;font-size:24px;font-weight:600;line-height:1;text-decoration:none;color:${C.ink}}
.map__zoom a:hover{background:#eef2ff;color:${C.accentHover}}
.map__zoom span{color:#8a90a3}
.map__zoom > * + *{border-top:1px solid ${C.line}}
.map__credit{position:absolute;right:0;bottom:0;margin:0;padding:4px 10px;border-top-left-radius:8px;background:rgb(255 255 255 / .92);font-size:13px;color:${C.inkMuted}}
.map__credit a{color:${C.accent};font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
a:focus-visible{outline:2px solid ${C.accent};outline-offset:-4px}
@media (max-width:480px){.map__place{transform:translate(-50%,calc(-100% - 96px))}}
`

function zoomLink(zoom: number, label: string, sign: string): string {
  const isOut = zoom < MAP_ZOOM.min || zoom > MAP_ZOOM.max
  return isOut
    ? `<span aria-hidden="true">${sign}</span>`
    : `<a href="?zoom=${zoom}" aria-label="${label}">${sign}</a>`
}

/** A link that opens the office on a maps website, followed only when the visitor clicks it. */
export function largerMapLink(zoom: number): string {
  const { lat, lon } = OFFICE.coordinates
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`
}

/**
 * The map page: one HTML document with its drawing inline, no script and nothing loaded from
 * elsewhere, so it works on a closed network. `styleNonce` is the answer's CSP style nonce.
 */
export function mapPage(zoom: number, styleNonce?: string): string {
  const nonce = styleNonce ? ` nonce="${styleNonce}"` : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Map: ${OFFICE.name}, ${OFFICE.street}, ${OFFICE.city}</title>
<style${nonce}>${STYLE}</style>
</head>
<body>
<main class="map">
${drawing(zoom)}
<p class="map__place"><strong>${OFFICE.name}</strong><span>${OFFICE.street},</span> <span>${OFFICE.city}</span></p>
<nav class="map__zoom" aria-label="Zoom">${zoomLink(zoom + 1, 'Zoom in', '+')}${zoomLink(zoom - 1, 'Zoom out', '−')}</nav>
<p class="map__credit">Map drawn by Learnlane · <a href="${escapeHtml(largerMapLink(zoom))}" target="_blank" rel="noopener noreferrer">Open larger map<span class="visually-hidden"> (opens in a new tab)</span></a></p>
</main>
</body>
</html>
`
}
