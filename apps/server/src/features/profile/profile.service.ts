import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_HEAVY,
  displayNameOf,
  emptySocialLinks,
  SOCIAL_NETWORKS,
  splitName,
  WRONG_CURRENT_PASSWORD,
  type PasswordChangeInput,
  type PasswordChangeResponse,
  type Profile,
  type ProfileInput,
  type SocialLinks,
} from '@app/domain/profile'
import { fileUrlOrNull } from '@app/domain/files'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { TokenVersions } from '../../lib/token-versions'
import type { TokenService } from '../../lib/tokens'
import { assertNewPasswordAllowed } from '../../accounts/auth.password-rule'
import { readLimited, type FileStorage } from '../../storage/file-storage'
import { avatarFromUpload } from './avatar-image'
import {
  isUniqueViolation,
  type AccountWithProfile,
  type ProfileRepository,
} from './profile.repository'

export const USERNAME_TAKEN = 'This user name is already taken'
const GONE = 'This account no longer exists'

function socialOf(stored: Record<string, string> | undefined): SocialLinks {
  const links = { ...emptySocialLinks }
  for (const network of SOCIAL_NETWORKS) {
    const value = stored?.[network]
    if (typeof value === 'string') links[network] = value
  }
  return links
}

function toProfile({ account, profile }: AccountWithProfile): Profile {
  // Before the names are first saved (no row, or one made by an avatar upload), they come from
  // the account name given at registration.
  const hasNames = !!profile && (profile.firstName !== '' || profile.lastName !== '')
  const names = hasNames ? profile : splitName(account.name)
  return {
    firstName: names.firstName,
    lastName: names.lastName,
    username: profile?.username ?? '',
    phone: profile?.phone ?? '',
    occupation: profile?.occupation ?? '',
    bio: profile?.bio ?? '',
    social: socialOf(profile?.social),
    email: account.email,
    displayName: profile ? displayNameOf(profile, account.name) : account.name,
    avatarUrl: fileUrlOrNull(profile?.avatarFileId),
  }
}

export interface ProfileServiceDeps {
  repo: ProfileRepository
  files: FileStorage
  tokens: TokenService
  versions: TokenVersions
}

export function createProfileService({ repo, files, tokens, versions }: ProfileServiceDeps) {
  async function load(userId: string): Promise<AccountWithProfile> {
    const found = await repo.find(userId)
    if (!found) throw new NotFoundError(GONE)
    return found
  }

  return {
    async get(userId: string): Promise<Profile> {
      return toProfile(await load(userId))
    },

    async update(userId: string, input: ProfileInput): Promise<Profile> {
      const { account } = await load(userId)
      const username = input.username.toLowerCase()
      if (username && (await repo.usernameTaken(userId, username))) {
        throw new ConflictError(USERNAME_TAKEN)
      }
      try {
        await repo.save(userId, input, displayNameOf(input, account.name))
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(USERNAME_TAKEN)
        throw err
      }
      return toProfile(await load(userId))
    },

    /**
     * Reads the upload (stopping past the size limit), checks from the image's own header that
     * it is a PNG or JPEG, scales it down to fit 800 x 800 px when it is bigger, stores it and
     * replaces the previous avatar.
     */
    async setAvatar(
      userId: string,
      upload: AsyncIterable<Uint8Array>,
    ): Promise<{ avatarUrl: string | null }> {
      await load(userId)
      const bytes = await readLimited(upload, AVATAR_MAX_BYTES, AVATAR_TOO_HEAVY)
      if (bytes.byteLength === 0) throw new BadRequestError('Choose an image to upload')
      const image = await avatarFromUpload(bytes)
      const saved = await files.save({
        ownerId: userId,
        kind: 'avatar',
        contentType: image.contentType,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        maxBytes: AVATAR_MAX_BYTES,
        tooLargeMessage: AVATAR_TOO_HEAVY,
      })
      let previous: string | null
      try {
        previous = await repo.setAvatar(userId, saved.id)
      } catch (err) {
        await files.remove(saved.id)
        throw err
      }
      if (previous && previous !== saved.id) await files.remove(previous)
      return { avatarUrl: fileUrlOrNull(saved.id) }
    },

    async removeAvatar(userId: string): Promise<{ avatarUrl: null }> {
      await load(userId)
      const previous = await repo.setAvatar(userId, null)
      if (previous) await files.remove(previous)
      return { avatarUrl: null }
    },

    /**
     * Checks the current password, stores the new one and bumps the token version, so every
     * token issued before stops working; answers with a fresh token for this session.
     */
    async changePassword(
      userId: string,
      input: PasswordChangeInput,
    ): Promise<PasswordChangeResponse> {
      const { account, passwordHash } = await load(userId)
      if (!(await verifyPassword(passwordHash, input.currentPassword))) {
        throw new BadRequestError(WRONG_CURRENT_PASSWORD)
      }
      // The server's half of the password rule: no common password, nor the e-mail or the name.
      assertNewPasswordAllowed(input.newPassword, account)
      const version = await repo.changePassword(userId, await hashPassword(input.newPassword))
      versions.set(userId, version)
      const token = await tokens.sign({ ...account, tokenVersion: version })
      return { message: 'Your password has been changed', token }
    },

    /**
     * Sign out everywhere: bumps the token version, so every token issued before (this one
     * included) stops working on every instance within a few seconds, and on this one at once.
     */
    async revokeSessions(userId: string): Promise<void> {
      await load(userId)
      versions.set(userId, await repo.revokeTokens(userId))
    },
  }
}
export type ProfileService = ReturnType<typeof createProfileService>
