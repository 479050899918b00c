import type {
  AvatarResponse,
  PasswordChangeInput,
  PasswordChangeResponse,
  Profile,
  ProfileInput,
} from '@app/domain/profile'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { storageKeys } from '../../../config/storage-keys'
import { api } from '../../../lib/api-client'

/** GET /api/me (the header and dashboard banner read it): refreshed after the name or avatar change. */
const ACCOUNT_KEY = ['me'] as const

export const profileQueries = {
  all: ['profile'] as const,
  /** GET /api/me/profile: what Settings edits. */
  detail: () =>
    queryOptions({
      queryKey: [...profileQueries.all, 'detail'],
      queryFn: ({ signal }) => api.get<Profile>('/me/profile', undefined, signal),
      staleTime: 60_000,
    }),
}

export const saveProfile = (input: ProfileInput) => api.put<Profile>('/me/profile', input)
export const uploadAvatar = (file: File) => {
  const form = new FormData()
  form.append('avatar', file, file.name)
  return api.upload<AvatarResponse>('/me/avatar', form)
}
export const removeAvatar = () => api.delete<AvatarResponse>('/me/avatar')
export const changePassword = (input: PasswordChangeInput) =>
  api.post<PasswordChangeResponse>('/me/password', input)
/** Ends every session of the account, this one included (204). */
export const revokeSessions = () => api.post<undefined>('/me/sessions/revoke')

/** The profile as the form needs it, without the read-only parts. */
export function profileInputOf(profile: Profile): ProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    phone: profile.phone,
    occupation: profile.occupation,
    bio: profile.bio,
    social: profile.social,
  }
}

function refreshAccount(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY })
}

export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueries.detail().queryKey, profile)
      await refreshAccount(queryClient)
    },
  })
}

function useAvatarMutation<TInput>(mutationFn: (input: TInput) => Promise<AvatarResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async ({ avatarUrl }) => {
      queryClient.setQueryData(profileQueries.detail().queryKey, (profile) =>
        profile ? { ...profile, avatarUrl } : profile,
      )
      await refreshAccount(queryClient)
    },
  })
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar)
export const useRemoveAvatar = () => useAvatarMutation(removeAvatar)

/** Changes the password and keeps this browser signed in with the fresh token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      localStorage.setItem(storageKeys.token, token)
    },
  })
}

/** Signs the account out on every device: every token issued so far stops working. */
export function useRevokeSessions() {
  return useMutation({ mutationFn: revokeSessions })
}
