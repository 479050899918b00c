import fc from 'fast-check'

/** Values that have broken real servers: control characters, broken text, injections, edge words. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t  ',
  '\u0000',
  'Gr\u0000ce',
  '\ud800',
  'lone \udfff surrogate',
  '\ud83d\ude00\ud83d',
  '\u0007\u0008\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\u0085\u2028\u2029',
  '\u202eevil\u202c',
  '\u200b\u200b',
  '\ufeff',
  '\u00ad',
  '\u007f',
  'e\u0301\u0301\u0301',
  'İıß ǅ Ω 𝕏 😀',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1) UNION SELECT password_hash FROM users --',
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  ':name',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '0',
  '-1',
  '1e309',
  '99999999999999999999999999999999999999',
  '0x7fffffff',
  'a'.repeat(10_000),
  '😀'.repeat(2_000),
]

const HOSTILE_SET = new Set(HOSTILE_STRINGS)
export const isHostileConstant = (value: string) => HOSTILE_SET.has(value)

/**
 * Any UTF-16 code units, lone surrogates and control characters included (U+FFFD aside: stored,
 * it is what broken text turns into, which the database check looks for).
 */
export const codeUnits = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0, max: 0xfffe })
      .map((c) => String.fromCharCode(c === 0xfffd ? 0xffff : c)),
    maxLength,
  })

/** A hostile string: a known one, arbitrary code units, or readable text with one spliced in. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: codeUnits(40), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.lorem({ maxCount: 4 }), fc.constantFrom(...HOSTILE_STRINGS), fc.nat())
      .map(([text, bad, at]) => {
        const i = at % (text.length + 1)
        return text.slice(0, i) + bad + text.slice(i)
      }),
    weight: 3,
  },
)

/** Keys that try to reach an object's prototype. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** Numbers at the edges of integer, float and database ranges. */
export const BOUNDARY_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
]

/** A value of another type than the field's: null, a boolean, a number, text, an array or an object. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...BOUNDARY_NUMBERS),
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
)
