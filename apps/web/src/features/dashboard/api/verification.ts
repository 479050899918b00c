import type { MessageResponse } from '@app/domain/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client'
import { meQueries } from './me'

/** POST /api/me/verification-email: a fresh verification link to the signed-in account. */
export function sendVerificationEmail(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/me/verification-email')
}

/** Sends the link again; a 409 means the address got verified meanwhile, so the account reloads. */
export function useSendVerificationEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendVerificationEmail,
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: meQueries.detail().queryKey })
      }
    },
  })
}
