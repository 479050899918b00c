/**
 * What the fuzz gate sends: bodies derived from an endpoint's documented schema (valid shapes
 * carrying hostile values), arbitrary junk (wrong types, missing and extra fields, deep nesting,
 * prototype keys), malformed JSON, wrong content types and broken multipart bodies, and hostile
 * query strings and path segments.
 *
 * - `hostile-values`: the known hostile strings, numbers and keys, and arbitraries built on them;
 * - `from-schema`: values shaped by a documented JSON schema, valid or now and then hostile;
 * - `json-mutations`: a valid value with one leaf or one field broken, deep nesting;
 * - `json-payloads` and `multipart-payloads`: the request bodies of each kind of endpoint;
 * - `hostile-urls`: path segments and query strings.
 */
export { fromSchema, type FuzzContext } from './from-schema'
export {
  codeUnits,
  HOSTILE_STRINGS,
  hostileString,
  isHostileConstant,
  PROTOTYPE_KEYS,
} from './hostile-values'
export { HOSTILE_PATH_SEGMENTS, hostileQueries } from './hostile-urls'
export { deeplyNested, exampleWithHostileLeaf, withHostileLeaf } from './json-mutations'
export { fixedJsonPayloads, jsonPayloads } from './json-payloads'
export {
  fixedMultipartPayloads,
  multipartPayloads,
  multipartText,
  type Part,
  type SampleFiles,
} from './multipart-payloads'
export type { Payload } from './payload'
