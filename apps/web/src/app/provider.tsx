import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ToastHost } from '../components/ui/toasts'
import type { Session } from '../features/auth/session'
import { SessionProvider } from '../features/auth/session-context'
import { WishlistSync } from './wishlist-sync'

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
        <WishlistSync />
        <ToastHost />
      </SessionProvider>
    </QueryClientProvider>
  )
}
