import { hasNoControlCharacters, hasVisibleCharacters, isWellFormedText } from '@app/domain/text'

export const FILTER_TEXT_MESSAGE = 'The search or filters contain characters that are not allowed'
export const BODY_TEXT_MESSAGE =
  'Some text in the form is blank or contains characters that are not allowed'

const isSound = (text: string) => isWellFormedText(text) && hasNoControlCharacters(text, true)

/**
 * True when every string in `value` (object keys and nested values too) is well-formed UTF-16,
 * free of control characters other than tab and line breaks, and, unless blank, shows something
 * (not only zero-width or other invisible characters).
 *
 * PostgreSQL refuses a NUL in text and a lone surrogate in jsonb, and stores a lone surrogate in a
 * text column as U+FFFD; text made of invisible characters looks blank wherever it is shown. Such
 * input is the client's mistake, refused (400) before it reaches a query. Schemas that refuse it
 * field by field say so in that field's words; this is the net under every form the server keeps.
 */
export function hasSoundText(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node === 'string') {
      if (!isSound(node)) return false
      if (node.trim() !== '' && !hasVisibleCharacters(node)) return false
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (!isSound(key)) return false
        stack.push(child)
      }
    }
  }
  return true
}
