import { SignJWT } from 'jose'
import type { TestAccount } from '../testing/commerce'

const encoder = new TextEncoder()
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

function claims(account: TestAccount) {
  return { role: account.role, name: account.name, email: account.email, ver: 0 }
}

/** A token signed with the server's own secret that expired an hour ago. */
export function expiredToken(account: TestAccount, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims(account))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.id)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(encoder.encode(secret))
}

/**
 * Tokens that must never authenticate, each named: signed with another secret, a valid token
 * whose payload was edited (another role, a later expiry), and an unsigned token (`alg: none`).
 */
export async function forgedTokens(
  account: TestAccount,
): Promise<{ name: string; token: string }[]> {
  const wrongSecret = await new SignJWT(claims(account))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.id)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(encoder.encode('not-the-server-secret-not-the-server-secret'))

  const [header, payload, signature] = account.token.split('.') as [string, string, string]
  const original = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp: number
  }
  const edited = {
    ...original,
    role: account.role === 'admin' ? 'teacher' : 'admin',
    exp: original.exp + 86_400,
  }
  const tampered = `${header}.${base64url(JSON.stringify(edited))}.${signature}`

  const unsigned = [
    base64url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    base64url(
      JSON.stringify({
        ...claims(account),
        sub: account.id,
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ),
    '',
  ].join('.')

  return [
    { name: 'forged (wrong signature)', token: wrongSecret },
    { name: 'forged (edited payload)', token: tampered },
    { name: 'forged (alg none)', token: unsigned },
  ]
}
