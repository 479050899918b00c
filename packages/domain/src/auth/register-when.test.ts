import { describe, expect, it } from 'vitest'
import { RegisterInputSchema } from './index'

describe('RegisterInputSchema', () => {
  it('reports mismatched passwords even while the name is missing', () => {
    const result = RegisterInputSchema.safeParse({
      name: '',
      email: '',
      password: 'one-password',
      confirmPassword: 'another-password',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toContain('Passwords do not match')
  })
})
