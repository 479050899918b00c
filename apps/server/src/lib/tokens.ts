import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TokenClaimsSchema, type Role, type TokenClaims } from '@app/domain/auth'
import { jwtVerify, SignJWT } from 'jose'

export interface TokenUser {
  id: string
  role: Role
  name: string
  email: string
  /** The account's token version (`ver` claim); tokens with an older one are refused. */
  tokenVersion?: number
}

export interface TokenService {
  sign: (user: TokenUser) => Promise<string>
  /** The token's claims, or null when it is missing, forged, expired or malformed. */
  verify: (token: string) => Promise<TokenClaims | null>
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret)
  return {
    sign: (user) =>
      new SignJWT({
        role: user.role,
        name: user.name,
        email: user.email,
        ver: user.tokenVersion ?? 0,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const claims = TokenClaimsSchema.safeParse(payload)
        return claims.success ? claims.data : null
      } catch {
        return null
      }
    },
  }
}

/** JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR. */
export function resolveJwtSecret(config: {
  JWT_SECRET?: string | undefined
  DATA_DIR: string
}): string {
  if (config.JWT_SECRET) return config.JWT_SECRET
  if (config.DATA_DIR === 'memory://') return randomBytes(32).toString('hex')
  const file = path.resolve(config.DATA_DIR, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(48).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
