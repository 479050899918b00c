import fc from 'fast-check'
import type { JsonSchema } from '../openapi'
import { fromSchema, type FuzzContext } from './from-schema'
import { BOUNDARY_NUMBERS, hostileString, PROTOTYPE_KEYS, wrongType } from './hostile-values'

/** A copy of `value` with its `pick`-th leaf (string, number or boolean) replaced. */
function replaceLeaf(
  value: unknown,
  pick: number,
  replacement: (leaf: unknown) => unknown,
): unknown {
  if (!value || typeof value !== 'object') return replacement(value)
  const copy = structuredClone(value) as Record<string, unknown>
  const leaves: [Record<string, unknown>, string][] = []
  const stack: unknown[] = [copy]
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>
    for (const [key, child] of Object.entries(node)) {
      if (child && typeof child === 'object') stack.push(child)
      else leaves.push([node, key])
    }
  }
  if (leaves.length === 0) return copy
  const [parent, key] = leaves[pick % leaves.length]!
  parent[key] = replacement(parent[key])
  return copy
}

/** A known-good value with one leaf made hostile, retyped or dropped: the rest reaches deep code. */
export function exampleWithHostileLeaf(example: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.nat(), hostileString, fc.constantFrom(...BOUNDARY_NUMBERS), wrongType, fc.nat(3))
    .map(([pick, text, number, junk, how]) =>
      replaceLeaf(example, pick, (leaf) =>
        how === 0
          ? junk
          : typeof leaf === 'string'
            ? text
            : typeof leaf === 'number'
              ? number
              : junk,
      ),
    )
}

/** A valid-shaped value with one leaf made hostile: what gets past a lax rule reaches the database. */
export function withHostileLeaf(schema: JsonSchema | undefined, ctx: FuzzContext) {
  return fc
    .tuple(
      fromSchema(schema, ctx, true),
      fc.nat(),
      hostileString,
      fc.constantFrom(...BOUNDARY_NUMBERS),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([value, pick, text, number, junk]) =>
      replaceLeaf(value, pick, (leaf) =>
        typeof leaf === 'string' ? text : typeof leaf === 'number' ? number : junk,
      ),
    )
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  })
}

/** Every object and array inside a value, with the value itself first. */
function containers(value: unknown, out: (Record<string, unknown> | unknown[])[] = []) {
  if (value && typeof value === 'object') {
    out.push(value as Record<string, unknown>)
    for (const child of Object.values(value)) containers(child, out)
  }
  return out
}

export type Mutation = 'drop' | 'retype' | 'extra' | 'prototype'

/** A valid-shaped value with one thing broken: a field dropped, retyped, added, or a prototype key. */
export function mutate(
  value: unknown,
  mutation: Mutation,
  pick: number,
  junk: unknown,
  key: string,
) {
  const copy = structuredClone(value)
  const objects = containers(copy).filter((c) => !Array.isArray(c)) as Record<string, unknown>[]
  const target = objects[pick % Math.max(objects.length, 1)]
  if (!target) return junk
  const keys = Object.keys(target)
  const existing = keys[pick % Math.max(keys.length, 1)]
  if (mutation === 'drop' && existing) delete target[existing]
  else if (mutation === 'retype' && existing) target[existing] = junk
  else if (mutation === 'prototype') {
    const name = PROTOTYPE_KEYS[pick % PROTOTYPE_KEYS.length]!
    setOwn(
      target,
      name,
      name === 'constructor' ? { prototype: { isAdmin: true, role: 'admin' } } : { isAdmin: true },
    )
  } else setOwn(target, key, junk)
  return copy
}

/** JSON text in which the property `at` (or the root) is replaced by `depth` nested arrays or objects. */
export function deeplyNested(value: unknown, depth: number, objects: boolean): string {
  const deep = objects
    ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    : '['.repeat(depth) + ']'.repeat(depth)
  if (!value || typeof value !== 'object' || Array.isArray(value)) return deep
  const keys = Object.keys(value)
  if (keys.length === 0) return deep
  const marker = '"\\u0000DEEP\\u0000"'
  const withMarker = { ...(value as Record<string, unknown>), [keys[0]!]: '\u0000DEEP\u0000' }
  return JSON.stringify(withMarker).replace(marker, deep)
}
