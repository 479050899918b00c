import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { signedOut, type Session } from './session'

const SessionContext = createContext<Session>(signedOut)

const noSubscription = () => () => {}
const serverSession = () => signedOut

/**
 * The session read once at application load (the spec: a login or logout reloads access). Pages
 * rendered on the server are rendered signed out (they are the same for everyone and cached).
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

/**
 * The visitor's session. Each part of a server-rendered page hydrates signed out, as the server
 * rendered it, then shows the stored session right after: parts hydrate at different times (the
 * chrome when its code arrives, sections further down when the visitor nears them), so each reads
 * the session through its own store subscription rather than a context value that would already
 * say "signed in" when a later part hydrates.
 */
export function useSession(): Session {
  const session = useContext(SessionContext)
  return useSyncExternalStore(noSubscription, () => session, serverSession)
}
