import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from 'react-hot-toast'
import type { Session } from '../features/auth/session'
import { SessionProvider } from '../features/auth/session-context'

export function AppProvider({
  queryClient,
  session,
  children,
}: {
  queryClient: QueryClient
  session: Session
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        {children}
        {/* react-hot-toast's defaults are the spec's timings: 2 s success, 4 s error, at most 20. */}
        <Toaster position="top-center" toastOptions={{ className: 'toast' }} />
      </SessionProvider>
    </QueryClientProvider>
  )
}
