import { randomUUID } from 'node:crypto'
import type { Role } from '@app/domain/auth'
import type { Billing } from '@app/domain/orders'
import { count, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  couponRedemptions,
  coupons,
  courses,
  orderLines,
  orders,
  outbox,
  products,
  users,
} from '../db/schema/index'
import type { TestApp } from './test-app'

/** Shop fixtures for server tests: rows inserted straight into a migrated database. */

let nextProductId = 9000
let nextCode = 0

export async function addProduct(
  db: Db,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  const id = values.id ?? (nextProductId += 1)
  const [row] = await db
    .insert(products)
    .values({
      id,
      title: `Test Product ${id}`,
      author: 'Learnlane',
      description: 'A product made by a test.',
      priceCents: 2500,
      sku: `TEST-${id}`,
      category: 'Test',
      stock: 100,
      ...values,
    })
    .returning()
  return row!
}

export async function addCoupon(
  db: Db,
  values: Partial<typeof coupons.$inferInsert> = {},
): Promise<typeof coupons.$inferSelect> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${(nextCode += 1)}${randomUUID().slice(0, 4).toUpperCase()}`,
      kind: 'percent',
      value: 10,
      description: 'A coupon made by a test',
      ...values,
    })
    .returning()
  return row!
}

export interface TestAccount {
  id: string
  name: string
  email: string
  role: Role
  token: string
  auth: { authorization: string }
}

/** A fresh account of the role with a signed token (no password login needed). */
export async function addAccount(t: TestApp, role: Role, name?: string): Promise<TestAccount> {
  const suffix = randomUUID().slice(0, 8)
  const [row] = await t.database.db
    .insert(users)
    .values({
      role,
      name: name ?? `Test ${role} ${suffix}`,
      email: `${role}-${suffix}@example.test`,
      passwordHash: 'not-used',
    })
    .returning()
  const token = await t.app.tokens.sign(row!)
  return {
    id: row!.id,
    name: row!.name,
    email: row!.email,
    role,
    token,
    auth: { authorization: `Bearer ${token}` },
  }
}

export const billing = (overrides: Partial<Billing> = {}): Billing => ({
  firstName: 'Grace',
  lastName: 'Buyer',
  company: 'Test Ltd',
  country: 'US',
  street: '1 Test Road',
  apartment: 'Unit 2',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '2125550100',
  email: `buyer-${randomUUID().slice(0, 8)}@example.test`,
  ...overrides,
})

/** A fresh Idempotency-Key. */
export const newKey = () => randomUUID()

export interface PlaceOrderCall {
  key?: string | null
  headers?: Record<string, string>
}

/** POST /api/orders with a JSON body (or a raw string) and a fresh key unless one is given. */
export function placeOrder(t: TestApp, body: unknown, call: PlaceOrderCall = {}) {
  const key = call.key === undefined ? newKey() : call.key
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...call.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Everything a refused order must leave untouched. */
export async function shopState(db: Db, productIds: number[] = [], couponIds: number[] = []) {
  const n = async (table: typeof orders | typeof orderLines | typeof couponRedemptions) =>
    (await db.select({ n: count() }).from(table))[0]!.n
  const outboxRows = (await db.select({ n: count() }).from(outbox))[0]!.n
  const stock: Record<number, number> = {}
  for (const id of productIds) {
    stock[id] = (await db.select().from(products).where(eq(products.id, id)))[0]!.stock
  }
  const used: Record<number, number> = {}
  for (const id of couponIds) {
    used[id] = (await db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount
  }
  return {
    orders: await n(orders),
    orderLines: await n(orderLines),
    redemptions: await n(couponRedemptions),
    outbox: outboxRows,
    stock,
    used,
  }
}

export async function studentsOf(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ students: courses.students })
    .from(courses)
    .where(eq(courses.id, courseId))
  return row!.students
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row!.stock
}
