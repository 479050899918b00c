import '@fontsource-variable/inter/index.css'
import '../styles/tokens.css'
import '../styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { readStoredSession } from '../features/auth/session'
import { createQueryClient } from '../lib/query-client'
import { AppProvider } from './provider'
import { createRouter } from './router'

const queryClient = createQueryClient()
// The role is read once, at load: a login or logout reloads the page to change access.
const session = readStoredSession()
const router = createRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
)
