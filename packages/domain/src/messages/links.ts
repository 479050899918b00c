// Zod-free: the messages page renders with it.

/** A piece of a message as the page shows it: plain text, or a link written in the text. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/**
 * Addresses people write: `http://` and `https://` ones, and `www.` ones (opened over https).
 * A link runs to the next space or angle bracket or quote; what the sentence puts after it is
 * trimmed off below.
 */
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?*_~…]+$/u

/** Drops a closing bracket that closes nothing inside the address ("(see https://a.test/x)"). */
function trimUnbalanced(address: string): string {
  let text = address
  for (;;) {
    const stripped = text.replace(TRAILING, '')
    const last = stripped.at(-1)
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
    const opening = last ? pairs[last] : undefined
    if (opening) {
      const opened = stripped.split(opening).length - 1
      const closed = stripped.split(last!).length - 1
      if (closed > opened) {
        text = stripped.slice(0, -1)
        continue
      }
    }
    return stripped
  }
}

/** The address a link opens, or null when the text is no web address after all. */
function hrefOf(text: string): string | null {
  const absolute = /^www\./iu.test(text) ? `https://${text}` : text
  try {
    const url = new URL(absolute)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    // "https://" alone, or a host without a dot ("http://x"), is not worth a link.
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null
    return url.href
  } catch {
    return null
  }
}

/**
 * Splits plain text into text and the web addresses written in it, in order, so a page can show
 * the addresses as links (never as previews) and everything else as text. Joining every part's
 * `text` gives the input back.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let plain = ''
  let at = 0
  for (const match of text.matchAll(CANDIDATE)) {
    const address = trimUnbalanced(match[0])
    const href = address ? hrefOf(address) : null
    if (!href) continue
    plain += text.slice(at, match.index)
    if (plain) parts.push({ kind: 'text', text: plain })
    plain = ''
    parts.push({ kind: 'link', text: address, href })
    at = match.index + address.length
  }
  plain += text.slice(at)
  if (plain) parts.push({ kind: 'text', text: plain })
  return parts
}

/** The web addresses written in a text, as `splitLinks` finds them. */
export function findLinks(text: string): { text: string; href: string }[] {
  return splitLinks(text).flatMap((part) =>
    part.kind === 'link' ? [{ text: part.text, href: part.href }] : [],
  )
}
