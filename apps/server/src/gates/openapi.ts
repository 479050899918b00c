import type { FastifyInstance } from 'fastify'

/** A JSON schema as the OpenAPI document carries it (zod through jsonSchemaTransform). */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  nullable?: boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  default?: unknown
  $ref?: string
}

interface ParameterObject {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema?: JsonSchema
}

interface OperationObject {
  parameters?: ParameterObject[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, unknown>
  security?: Record<string, string[]>[]
}

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, OperationObject>>
  components?: { securitySchemes?: Record<string, Record<string, unknown>> }
}

/** One operation of the document, with what the gates need to call it. */
export interface Endpoint {
  method: string
  /** The document's path, `/api/me/courses/{id}`. */
  path: string
  /** The same path in the router's syntax, `/api/me/courses/:id`. */
  url: string
  pathParams: string[]
  queryParams: ParameterObject[]
  headerParams: ParameterObject[]
  /** Content type -> body schema, when the operation documents a body. */
  body: Record<string, JsonSchema | undefined>
  /** Documented response statuses. */
  responses: number[]
  security: Record<string, string[]>[] | undefined
}

export const BEARER = 'bearerAuth'

/** Every operation of the app's OpenAPI document (`app.swagger()` after `ready`). */
export function endpointsOf(app: FastifyInstance): { doc: OpenApiDocument; endpoints: Endpoint[] } {
  const doc = app.swagger() as unknown as OpenApiDocument
  const endpoints: Endpoint[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? []
      endpoints.push({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query'),
        headerParams: parameters.filter((p) => p.in === 'header'),
        body: Object.fromEntries(
          Object.entries(op.requestBody?.content ?? {}).map(([type, media]) => [
            type,
            media.schema,
          ]),
        ),
        responses: Object.keys(op.responses ?? {})
          .map(Number)
          .filter(Number.isInteger),
        security: op.security,
      })
    }
  }
  return { doc, endpoints }
}

/** True when the operation requires a bearer token (an optional `{}` alternative does not count). */
export const requiresBearer = (endpoint: Endpoint): boolean =>
  !!endpoint.security?.length &&
  endpoint.security.every((requirement) => Object.hasOwn(requirement, BEARER))

/** The path with its parameters filled in (each value percent-encoded). */
export function fillPath(endpoint: Endpoint, params: Record<string, string | number>): string {
  return endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No value for {${name}} in ${endpoint.path}`)
    return encodeURIComponent(String(value))
  })
}

export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`
