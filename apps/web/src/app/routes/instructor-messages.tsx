import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { messageQueries } from '../../features/messages/api/messages'
import { MessagesPage } from '../../features/messages/components/messages-page'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    () => queryClient.prefetchQuery(messageQueries.threads()),
  )
export const ErrorBoundary = DashboardError

/** The mentor’s conversations with their students. */
export default function InstructorMessagesPage() {
  return (
    <DashboardLayout area="instructor" title="Messages" onLogout={logout}>
      <MessagesPage area="instructor" />
    </DashboardLayout>
  )
}
