import { createContext, useContext, type ReactNode } from 'react'
import { signedOut, type Session } from './session'

const SessionContext = createContext<Session>(signedOut)

/** The session read once at application load (the spec: a login or logout reloads access). */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  return useContext(SessionContext)
}
