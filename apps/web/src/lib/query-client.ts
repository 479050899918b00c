import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

export const queryClientDefaults = {
  queries: {
    staleTime: 60_000,
    retry: (count: number, err: unknown) =>
      !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
  },
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults })
}
