let configured: string | null = null

/**
 * The site's public address, for links that leave the site (share buttons). The server renders
 * with its configured address and hands it to the browser with the page, so both render the
 * same links; a page rendered in the browser alone uses the address it was opened at.
 */
export function siteOrigin(): string {
  if (configured !== null) return configured
  return typeof location === 'undefined' ? '' : location.origin
}

export function setSiteOrigin(origin: string): void {
  configured = origin.replace(/\/+$/, '')
}
