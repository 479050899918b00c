// Zod-free on purpose: the web app's first-load bundle imports this.
/** Roles a token can carry. `admin` may use both the mentor and the student areas. */
export const ROLES = ['teacher', 'student', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** The two roles a person can sign up or log in as (the spec's Mentor / Student switch). */
export const ACCOUNT_KINDS = ['teacher', 'student'] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]

/**
 * The role sets the server's guards (`requireRole`) and the web's areas let in; name one of these
 * instead of spelling roles out (the lint refuses role literals in `requireRole`). The main role
 * comes first: the permission gate signs in with it where a route has no owner fixture.
 */
/** The mentor area and its API: mentors, and admins. */
export const MENTOR_ROLES: readonly Role[] = ['teacher', 'admin']
/** The student area and its API (learning, quizzes, own orders and reviews): students, and admins. */
export const STUDENT_ROLES: readonly Role[] = ['student', 'admin']
/** Administration: admins only. */
export const ADMIN_ROLES: readonly Role[] = ['admin']
/** A wishlist kept with the account: students only (anyone else keeps theirs in the browser). */
export const WISHLIST_ROLES: readonly Role[] = ['student']
/**
 * Messages between a mentor and a student: either side of a thread (its parties are checked on
 * each thread), and admins, who may use both areas.
 */
export const MESSAGE_ROLES: readonly Role[] = ['student', 'teacher', 'admin']

export type Area = 'instructor' | 'student' | 'admin'
const areaRoles: Record<Area, readonly Role[]> = {
  instructor: MENTOR_ROLES,
  student: STUDENT_ROLES,
  admin: ADMIN_ROLES,
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

export function isAccountKind(value: unknown): value is AccountKind {
  return typeof value === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(value)
}

/** True when a role (possibly unknown or missing) may open a guarded area. */
export function canAccess(role: unknown, area: Area): boolean {
  return isRole(role) && areaRoles[area].includes(role)
}
