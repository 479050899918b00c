import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

/** Set once Inter's file is in the browser's cache; index.html's head reads it (styles/fonts.css). */
export const WEB_FONT_KEY = 'web-font'

/**
 * On a page drawn in the local face, fetches Inter's Latin file once the browser is idle, at low
 * priority and without drawing anything with it, and notes that it is cached: the pages loaded
 * from then on are set in Inter from their first paint.
 */
export function prefetchWebFont(): void {
  if (document.documentElement.classList.contains(WEB_FONT_KEY)) return
  const idle =
    window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
  idle(() => {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.as = 'font'
    link.type = 'font/woff2'
    // Fonts are fetched in CORS mode: the prefetch must match for the cached copy to be used.
    link.crossOrigin = 'anonymous'
    link.href = interLatin
    link.onload = () => {
      try {
        localStorage.setItem(WEB_FONT_KEY, '1')
      } catch {
        // Storage refused (private mode): every page keeps the local face.
      }
    }
    document.head.append(link)
  })
}
