import type { Role } from '@app/domain/auth'
import type { TestApp } from '../testing/test-app'
import { PATH_FIXTURES, type World } from '../testing/fixtures'
import { endpointName, fillPath, type Endpoint } from './openapi'
import { declaredGuardRoles, routeGuards, routeKey, routeOptionsOf } from './route-guards'

export interface ProtectedEndpoint {
  endpoint: Endpoint
  /** The roles the endpoint admits. */
  roles: readonly Role[]
}

/**
 * The endpoints whose routes authenticate, with the roles they admit. A route counts when it
 * names a guard in its hooks, or when a guard runs while it serves a request without a token
 * (each endpoint is called once so). Needs the auth plugin traced (see route-guards.ts).
 */
export async function protectedEndpoints(
  t: TestApp,
  endpoints: Endpoint[],
  world: World,
): Promise<ProtectedEndpoint[]> {
  for (const endpoint of endpoints) {
    const fixture = PATH_FIXTURES[endpointName(endpoint)]
    const params =
      fixture?.params(world) ?? Object.fromEntries(endpoint.pathParams.map((p) => [p, 1]))
    await t.app.inject({ method: endpoint.method as 'GET', url: fillPath(endpoint, params) })
  }
  const result: ProtectedEndpoint[] = []
  for (const endpoint of endpoints) {
    const route = routeOptionsOf(endpoint.method, endpoint.url)
    if (!route) throw new Error(`No route answers ${endpointName(endpoint)}`)
    const declared = declaredGuardRoles(route)
    const seen = routeGuards.seen.get(routeKey(endpoint.method, endpoint.url)) ?? null
    if (!declared && !seen) continue
    const roles = (declared ?? seen)!.filter((role) => !seen || seen.includes(role))
    result.push({ endpoint, roles })
  }
  return result
}
