import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { signedOut, type Session } from './session'

const SessionContext = createContext<Session>(signedOut)

const noSubscription = () => () => {}
const serverSession = () => signedOut

/**
 * The session read once at application load (the spec: a login or logout reloads access). Pages
 * rendered on the server are rendered signed out (they are the same for everyone and cached); the
 * browser hydrates them signed out too, then shows the stored session right after.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const value = useSyncExternalStore(noSubscription, () => session, serverSession)
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  return useContext(SessionContext)
}
