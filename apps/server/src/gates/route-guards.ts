import { ROLES, type Role } from '@app/domain/auth'
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyRequest,
  RouteOptions,
} from 'fastify'
import fp from 'fastify-plugin'

/**
 * Which routes authenticate, read from the routes themselves: the auth plugin's `authenticate`
 * and `requireRole(roles)` are wrapped so that every guard function is known (with its roles),
 * and every route registered after the plugin is collected with an `onRoute` hook.
 *
 * A route is protected when one of its hooks is a guard (`onRequest: app.requireRole([...])`) or
 * when a guard runs while serving it (a route's own hook that calls `app.authenticate`).
 */
export interface RouteGuards {
  /** Every route registered after the auth plugin, with its options. */
  routes: RouteOptions[]
  /** Guard functions handed out by the auth plugin, with the roles they let through. */
  guards: WeakMap<object, readonly Role[]>
  /** `METHOD /url` of a route (fastify syntax) -> roles of the guards that ran while serving it. */
  seen: Map<string, readonly Role[]>
  /** `METHOD /url` of the routes open to guests that read a token when one is sent (`identify`). */
  identifying: Set<string>
}

export const routeGuards: RouteGuards = {
  routes: [],
  guards: new WeakMap(),
  seen: new Map(),
  identifying: new Set(),
}

export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`

const intersect = (a: readonly Role[], b: readonly Role[]) => a.filter((role) => b.includes(role))

type Guard = (this: unknown, request: FastifyRequest, ...rest: unknown[]) => Promise<void>

function traced(guard: Guard, roles: readonly Role[]): Guard {
  const wrapper: Guard = async function (this: unknown, request, ...rest) {
    const { method, url } = request.routeOptions
    if (method && url) {
      const key = routeKey(String(method), url)
      const before = routeGuards.seen.get(key)
      routeGuards.seen.set(key, before ? intersect(before, roles) : roles)
    }
    return guard.call(this, request, ...rest)
  }
  routeGuards.guards.set(wrapper, roles)
  return wrapper
}

type Decorate = FastifyInstance['decorate']

/**
 * The auth plugin with its guards traced. Use it in a gate test with
 * `vi.mock('../plugins/auth', ...)` so `buildApp` registers it in place of the real one.
 */
export function traceAuthPlugin<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
): FastifyPluginCallback<Options> {
  return fp<Options>(
    async (app, options) => {
      const own = Object.getOwnPropertyDescriptor(app, 'decorate')
      const decorate = app.decorate
      const wrapped = function (
        this: FastifyInstance,
        name: string,
        value: unknown,
        dependencies?: string[],
      ) {
        if (name === 'authenticate') value = traced(value as Guard, ROLES)
        if (name === 'identify') {
          const identify = value as Guard
          value = async function (this: unknown, request: FastifyRequest, ...rest: unknown[]) {
            const { method, url } = request.routeOptions
            if (method && url) routeGuards.identifying.add(routeKey(String(method), url))
            return identify.call(this, request, ...rest)
          }
        }
        if (name === 'requireRole') {
          const requireRole = value as (roles: readonly Role[]) => Guard
          value = (roles: readonly Role[]) => traced(requireRole(roles), roles)
        }
        return decorate.call(this, name, value as never, dependencies ?? [])
      } as Decorate
      Object.defineProperty(app, 'decorate', { value: wrapped, configurable: true, writable: true })
      try {
        // The auth plugin is an async plugin (fastify-plugin keeps its type as a callback one).
        await (plugin as FastifyPluginAsync<Options>)(app, options)
      } finally {
        if (own) Object.defineProperty(app, 'decorate', own)
        else delete (app as { decorate?: unknown }).decorate
      }
      app.addHook('onRoute', (route) => {
        routeGuards.routes.push(route)
      })
    },
    { name: 'auth' },
  )
}

const HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const

/** The roles of the guards a route names in its own hooks, or null when it names none. */
export function declaredGuardRoles(route: RouteOptions): readonly Role[] | null {
  let roles: readonly Role[] | null = null
  for (const hook of HOOKS) {
    const value = route[hook] as unknown
    const list = Array.isArray(value) ? (value as unknown[]) : value ? [value] : []
    for (const fn of list) {
      const guardRoles = typeof fn === 'function' ? routeGuards.guards.get(fn) : undefined
      if (guardRoles) roles = roles ? intersect(roles, guardRoles) : guardRoles
    }
  }
  return roles
}

/** The options of the route answering `METHOD url` (fastify syntax), HEAD routes left out. */
export function routeOptionsOf(method: string, url: string): RouteOptions | undefined {
  return routeGuards.routes.find(
    (route) =>
      route.url === url &&
      (Array.isArray(route.method) ? route.method : [route.method]).includes(
        method.toUpperCase() as RouteOptions['method'] & string,
      ),
  )
}
