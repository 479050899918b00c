import { createRecoveryService } from './accounts/auth.recovery'
import { createAuthRepository } from './accounts/auth.repository'
import { createAuthService } from './accounts/auth.service'
import { createCoursesRepository } from './catalog/courses.repository'
import { createCoursesService } from './catalog/courses.service'
import { createInstructorsRepository } from './catalog/instructors.repository'
import { createInstructorsService } from './catalog/instructors.service'
import { createCartRepository } from './commerce/cart.repository'
import { createCartService, type CartService } from './commerce/cart.service'
import type { Db } from './db/client'
import type { TokenVersions } from './lib/token-versions'
import type { TokenService } from './lib/tokens'

export interface SharedServicesInput {
  db: Db
  tokens: TokenService
  versions: TokenVersions
}

/**
 * The services more than one feature uses, built once by `buildApp` and handed to the features
 * that need them as plugin options: the catalog (courses and mentors), commerce (cart pricing)
 * and accounts (sign-in and recovery).
 */
export function createSharedServices({ db, tokens, versions }: SharedServicesInput) {
  const courses = createCoursesService(createCoursesRepository(db), {
    findInstructor: (id) => instructors.find(id),
  })
  const instructors = createInstructorsService(createInstructorsRepository(db), { courses })
  const accountsRepository = createAuthRepository(db)
  return {
    catalog: { courses, instructors },
    commerce: {
      cart: createCartService(createCartRepository(db)),
      /** Prices a cart inside the caller's transaction (checkout re-prices under its locks). */
      pricing: (tx: Db): CartService => createCartService(createCartRepository(tx)),
    },
    accounts: {
      auth: createAuthService(accountsRepository, tokens),
      recovery: createRecoveryService({ repo: accountsRepository, versions }),
    },
  }
}
export type SharedServices = ReturnType<typeof createSharedServices>
export type CatalogServices = SharedServices['catalog']
export type CommerceServices = SharedServices['commerce']
export type AccountServices = SharedServices['accounts']
