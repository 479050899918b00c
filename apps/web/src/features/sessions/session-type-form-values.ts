import { centsToDecimal, decimalToCents } from '@app/domain/money'
import {
  SESSION_MINUTES_MAX,
  SESSION_MINUTES_MIN,
  SessionTypeInputSchema,
  SLOT_STEP_MINUTES,
  type SessionType,
  type SessionTypeInput,
} from '@app/domain/sessions'
import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form'

/** A session type as its form holds it: the length as the select's value, the price as typed. */
export interface SessionTypeFormValues {
  title: string
  description: string
  durationMinutes: string
  /** Dollars, as typed: "49", "49.50", "$1,049.00"; 0 for a free session. */
  price: string
  requiresApproval: boolean
  active: boolean
}

/** 15, 30, ... 120: the lengths a session may have. */
export const LENGTH_OPTIONS = Array.from(
  { length: (SESSION_MINUTES_MAX - SESSION_MINUTES_MIN) / SLOT_STEP_MINUTES + 1 },
  (_, i) => SESSION_MINUTES_MIN + i * SLOT_STEP_MINUTES,
)

export const NEW_SESSION_TYPE: SessionTypeFormValues = {
  title: '',
  description: '',
  durationMinutes: '60',
  price: '',
  requiresApproval: false,
  active: true,
}

export function sessionTypeFormValues(type: SessionType): SessionTypeFormValues {
  return {
    title: type.title,
    description: type.description,
    durationMinutes: String(type.durationMinutes),
    price: centsToDecimal(type.priceCents),
    requiresApproval: type.requiresApproval,
    active: type.active,
  }
}

/** "49.50", "$1,049" or "0" in cents, read digit by digit; null when it is not an amount. */
export function priceCentsOf(text: string): number | null {
  return decimalToCents(text.replace(/[$,\s]/g, ''))
}

const PRICE_FORMAT = 'Enter the price in dollars, such as 49 or 49.50 (0 for a free session)'

/** Checks the form with the domain's schema, after turning the price into integer cents. */
export const sessionTypeResolver: Resolver<SessionTypeFormValues, unknown, SessionTypeInput> = (
  values,
  _context,
  options,
) => {
  const priceCents = priceCentsOf(values.price)
  const parsed = SessionTypeInputSchema.safeParse({
    title: values.title,
    description: values.description,
    durationMinutes: Number(values.durationMinutes),
    priceCents: priceCents ?? undefined,
    requiresApproval: values.requiresApproval,
    active: values.active,
  })
  const flat: Record<string, FieldError> = {}
  if (priceCents === null) flat.price = { type: 'format', message: PRICE_FORMAT }
  if (parsed.success && !flat.price) return { values: parsed.data, errors: {} }
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const head = String(issue.path[0] ?? 'root')
    const name = head === 'priceCents' ? 'price' : head
    flat[name] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) }
}
