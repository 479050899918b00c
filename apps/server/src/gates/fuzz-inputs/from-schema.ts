import fc from 'fast-check'
import type { JsonSchema } from '../openapi'
import { BOUNDARY_NUMBERS, hostileString, wrongType } from './hostile-values'

export interface FuzzContext {
  /** Ids of things that exist (courses, lessons, quizzes, products...), so bodies reach them. */
  knownIntegers: number[]
  /** Strings that mean something (e-mails of accounts, coupon codes...). */
  knownStrings: string[]
}

const passwordArbitrary = (valid: boolean): fc.Arbitrary<string> => {
  const strong = fc
    .tuple(fc.nat(), fc.string({ minLength: 4, maxLength: 16 }))
    .map(([n, text]) => `Canary${n}#Pw-${text}`)
  return valid
    ? strong
    : fc.oneof({ arbitrary: strong, weight: 4 }, { arbitrary: hostileString, weight: 1 })
}

function integerArbitrary(
  schema: JsonSchema,
  ctx: FuzzContext,
  valid: boolean,
): fc.Arbitrary<number> {
  let min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31)
  let max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31
  if (schema.exclusiveMinimum === true) min += 1
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1
  if (schema.exclusiveMaximum === true) max -= 1
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1
  min = Math.max(min, Number.MIN_SAFE_INTEGER)
  max = Math.min(max, Number.MAX_SAFE_INTEGER)
  const inRange = max >= min ? fc.integer({ min, max }) : fc.constant(min)
  const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 100), min) })
  const known = ctx.knownIntegers.filter((n) => n >= min && n <= max)
  const options: fc.WeightedArbitrary<number>[] = [
    { arbitrary: inRange, weight: 2 },
    { arbitrary: small, weight: 4 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  ]
  if (known.length) options.push({ arbitrary: fc.constantFrom(...known), weight: 4 })
  if (!valid)
    options.push({ arbitrary: fc.constantFrom(min - 1, max + 1, ...BOUNDARY_NUMBERS), weight: 3 })
  return fc.oneof(...options)
}

function stringArbitrary(
  schema: JsonSchema,
  name: string,
  ctx: FuzzContext,
  valid: boolean,
): fc.Arbitrary<string> {
  if (/password/i.test(name)) return passwordArbitrary(valid)
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 80, 200)
  const options: fc.WeightedArbitrary<string>[] = []
  if (!valid) {
    options.push(
      { arbitrary: hostileString, weight: 4 },
      { arbitrary: fc.constant('x'.repeat((schema.maxLength ?? 10_000) + 1)), weight: 1 },
    )
    if (ctx.knownStrings.length) {
      options.push({ arbitrary: fc.constantFrom(...ctx.knownStrings), weight: 1 })
    }
  }
  if (schema.enum?.length) {
    options.push({ arbitrary: fc.constantFrom(...(schema.enum as string[])), weight: 8 })
  } else if (schema.pattern) {
    const pattern = new RegExp(schema.pattern)
    const known = ctx.knownStrings.filter(
      (s) => pattern.test(s) && s.length >= min && s.length <= max,
    )
    options.push({
      arbitrary: fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max),
      weight: 5,
    })
    if (known.length) options.push({ arbitrary: fc.constantFrom(...known), weight: 3 })
  } else {
    options.push({
      arbitrary: fc
        .lorem({ maxCount: Math.max(1, Math.ceil(max / 8)), mode: 'words' })
        .map((s) => (s.length < min ? s.padEnd(min, ' word') : s).slice(0, max)),
      weight: 6,
    })
    options.push({
      arbitrary: fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(min, 1, max) }),
      weight: 1,
    })
    const known = ctx.knownStrings.filter((s) => s.length >= min && s.length <= max)
    if (known.length) options.push({ arbitrary: fc.constantFrom(...known), weight: 1 })
  }
  return fc.oneof(...options)
}

const schemaTypes = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []

/** `confirmPassword` usually equals `password` (and `retypePassword` `newPassword`), as people send them. */
function matchConfirmations(value: Record<string, unknown>, copy: boolean) {
  if (!copy) return value
  for (const key of Object.keys(value)) {
    if (!/^(confirm|retype)/i.test(key)) continue
    const source = ['newPassword', 'password'].find((k) => k !== key && k in value)
    if (source) value[key] = value[source]
  }
  return value
}

/**
 * Values shaped by the schema. `valid`: every leaf is of its type and within its documented
 * bounds (the server may still refuse it for its own rules); otherwise leaves are now and then
 * hostile, out of range or of the wrong type.
 */
export function fromSchema(
  schema: JsonSchema | undefined,
  ctx: FuzzContext,
  valid: boolean,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return valid ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 })
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) {
    return fc.oneof(...variants.map((s) => fromSchema(s, ctx, valid, name, depth + 1)))
  }
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], ctx, valid, name, depth + 1)
  if (schema.const !== undefined) return fc.constant(schema.const)

  const types = schemaTypes(schema)
  const nullable = schema.nullable === true || types.includes('null')
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined)

  let shaped: fc.Arbitrary<unknown>
  switch (type) {
    case 'string':
      shaped = stringArbitrary(schema, name, ctx, valid)
      break
    case 'integer':
      shaped = integerArbitrary(schema, ctx, valid)
      break
    case 'number':
      shaped = fc.oneof(
        integerArbitrary(schema, ctx, valid),
        fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          ...(typeof schema.minimum === 'number' ? { min: schema.minimum } : {}),
          ...(typeof schema.maximum === 'number' ? { max: schema.maximum } : {}),
        }),
      )
      break
    case 'boolean':
      shaped = fc.boolean()
      break
    case 'array': {
      const items = fromSchema(schema.items, ctx, valid, name, depth + 1)
      const minItems = schema.minItems ?? 0
      const maxItems = schema.maxItems ?? 5
      const usual = fc.array(items, {
        minLength: minItems,
        maxLength: Math.max(minItems, Math.min(maxItems, 4)),
      })
      const tooMany = Math.min(maxItems + 1, 300)
      shaped = valid
        ? usual
        : fc.oneof(
            { arbitrary: usual, weight: 6 },
            { arbitrary: fc.array(items, { minLength: tooMany, maxLength: tooMany }), weight: 1 },
          )
      break
    }
    case 'object': {
      const properties = schema.properties ?? {}
      const model: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, child] of Object.entries(properties)) {
        model[key] = fromSchema(child, ctx, valid, key, depth + 1)
      }
      const required = (schema.required ?? []).filter((k) => k in properties)
      const record = fc.record(model, { requiredKeys: required })
      const additional =
        schema.additionalProperties && typeof schema.additionalProperties === 'object'
          ? schema.additionalProperties
          : null
      const extra = additional
        ? fc.dictionary(
            valid
              ? fc.oneof(
                  fc.constantFrom(...ctx.knownIntegers.map(String), 'name'),
                  fc.lorem({ maxCount: 1 }),
                )
              : fc.oneof(
                  fc.string({ maxLength: 12 }),
                  hostileString,
                  fc.constantFrom(...ctx.knownIntegers.map(String)),
                ),
            fromSchema(additional, ctx, valid, name, depth + 1),
            { maxKeys: 4 },
          )
        : fc.constant({})
      shaped = fc
        .tuple(extra, record, fc.nat(9))
        .map(([more, known, n]) => matchConfirmations({ ...more, ...known }, valid || n < 7))
      break
    }
    default:
      shaped = valid ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 })
  }
  if (valid)
    return nullable ? fc.oneof({ arbitrary: shaped, weight: 6 }, fc.constant(null)) : shaped
  return fc.oneof(
    { arbitrary: shaped, weight: 12 },
    { arbitrary: wrongType, weight: 1 },
    ...(nullable ? [{ arbitrary: fc.constant(null), weight: 1 }] : []),
  )
}
