import type { APIRequestContext, Page } from '@playwright/test'
import { expect, uniqueEmail } from './fixtures'

/**
 * Fills the checkout form. A cart of courses asks for the name, country and e-mail only; one with
 * a product to ship asks for the address too (company and apartment may stay empty).
 */
export async function fillBilling(page: Page, email: string, { ships }: { ships: boolean }) {
  const form = page.getByRole('form', { name: 'Checkout' })
  await form.getByLabel('First name').fill('Grace')
  await form.getByLabel('Last name').fill('Hopper')
  await form.getByLabel('Country / Region').selectOption('United States')
  if (ships) {
    await form.getByLabel('Company name').fill('Compiler Works')
    await form.getByLabel('Street address').fill('1 Harbour Lane')
    await form.getByLabel('Town / City').fill('Arlington')
    await form.getByLabel('State').fill('VA')
    await form.getByLabel('Zip').fill('22201')
    await form.getByLabel('Phone').fill('2125550100')
  } else {
    for (const label of ['Company name', 'Street address', 'Town / City', 'Phone']) {
      await expect(form.getByLabel(label)).toHaveCount(0)
    }
  }
  await form.getByLabel('Email address').fill(email)
}

/** A fresh student account, so a course bought here is not owned already. */
export async function newStudent(request: APIRequestContext) {
  const email = uniqueEmail('buyer')
  const password = 'Buyer#2026-long'
  const response = await request.post('/api/auth/student/register', {
    data: { name: 'Bea Buyer', email, password, confirmPassword: password },
  })
  expect(response.status()).toBe(201)
  return { email, password }
}
