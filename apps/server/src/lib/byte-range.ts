import { combineRanges, parse } from 'range-parser'

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number
  end: number
}

/** range-parser's `code` bit for a malformed header or an invalid range such as `5-2`. */
const INVALID = 1

/**
 * Reads a `Range` header against a file of `size` bytes, as RFC 9110 (section 14) has it:
 * - the range to send (206), overlapping and adjacent ranges combined into one;
 * - `'unsatisfiable'` (416, its `Content-Range` naming the size alone) when the header is valid
 *   but no range overlaps the file (`bytes=100-` or `bytes=-0` on 100 bytes);
 * - null to send the whole file (200): no header, another unit, a syntactically invalid header
 *   (`bytes=5-2`, where the last byte comes before the first, or `bytes=a-b`), which the RFC lets a
 *   server ignore, several disjoint ranges (answered whole rather than as multipart), or a
 *   suffix range of an empty file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const parsed = parse(size, header.trim())
  if (parsed.type !== 'bytes' || parsed.code & INVALID) return null
  if (parsed.ranges.length === 0) return size === 0 && parsed.code === 0 ? null : 'unsatisfiable'
  const [range, ...more] = combineRanges(parsed.ranges)
  if (!range || more.length > 0) return null
  return { start: range.start, end: range.end }
}

/** The `Content-Range` of a partial answer (206), or of a refused range (416) without one. */
export const contentRange = (range: ByteRange | null, size: number): string =>
  range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`
