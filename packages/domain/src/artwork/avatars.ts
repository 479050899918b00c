/** The illustrated avatars drawn for people without an uploaded picture: initials on a colour. */

/** Background colours that all carry white initials at AA contrast. */
const AVATAR_PALETTE = [
  '#4f46e5',
  '#0f766e',
  '#b45309',
  '#be185d',
  '#1d4ed8',
  '#7c3aed',
  '#15803d',
  '#c2410c',
  '#0e7490',
  '#9f1239',
]

/** A stable colour for a name: the same name (any case, any surrounding spaces), the same colour. */
export function avatarColor(name: string): string {
  let hash = 0
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length]!
}

/** "Ada Lovelace" -> "AL", "plato" -> "P"; a letter outside the basic plane stays whole. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = [...words[0]!][0] ?? ''
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : ''
  return (first + last).toUpperCase()
}
