// Zod-free on purpose: the web app's first-load bundle imports this.
/** Roles a token can carry. `admin` may use both the mentor and the student areas. */
export const ROLES = ['teacher', 'student', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** The two roles a person can sign up or log in as (the spec's Mentor / Student switch). */
export const ACCOUNT_KINDS = ['teacher', 'student'] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]

export const MENTOR_ROLES: readonly Role[] = ['admin', 'teacher']
export const STUDENT_ROLES: readonly Role[] = ['admin', 'student']
export const ADMIN_ROLES: readonly Role[] = ['admin']

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
