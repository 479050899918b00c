import { VIDEO_EMBED_ORIGINS } from '@app/domain/catalog/rules'

/**
 * The video pop-up's player address for a promo video URL, by its source (SPEC section 5: embed
 * URLs by channel with player options as query parameters). null when the address is not one of
 * the services' (a custom URL), which then opens in a new tab instead.
 */

function parse(url: string): URL | null {
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null
  } catch {
    return null
  }
}

const ID = /^[\w-]{4,64}$/

export function videoEmbedUrl(source: string, url: string, autoplay = true): string | null {
  const u = parse(url)
  if (!u) return null
  const host = u.hostname.replace(/^www\.|^m\./, '')
  const auto = autoplay ? '1' : '0'
  if (source === 'YouTube' || /(^|\.)youtube\.com$|^youtu\.be$/.test(host)) {
    const id =
      host === 'youtu.be'
        ? u.pathname.slice(1)
        : (u.searchParams.get('v') ?? u.pathname.split('/').filter(Boolean).pop() ?? '')
    return ID.test(id) ? `${VIDEO_EMBED_ORIGINS[0]}/embed/${id}?autoplay=${auto}&rel=0` : null
  }
  if (source === 'Vimeo' || /(^|\.)vimeo\.com$/.test(host)) {
    const id = u.pathname.split('/').filter(Boolean).pop() ?? ''
    return /^\d+$/.test(id) ? `${VIDEO_EMBED_ORIGINS[1]}/video/${id}?autoplay=${auto}` : null
  }
  if (source === 'Youku' || /(^|\.)youku\.com$/.test(host)) {
    const id = /id_([\w=-]+)/.exec(u.pathname)?.[1] ?? ''
    return ID.test(id) ? `${VIDEO_EMBED_ORIGINS[2]}/embed/${id}?autoplay=${autoplay}` : null
  }
  return null
}
