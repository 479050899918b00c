import { canAccess, type Area } from '@app/domain/roles'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { paths } from '../../config/paths'
import { useSession } from './session-context'

/** Client guard (a convenience: the server checks every request again). */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const { role } = useSession()
  if (!canAccess(role, area)) return <Navigate to={paths.unauthorized} replace />
  return <>{children}</>
}
