import { Outlet } from 'react-router'

/** Shared chrome around every page (promo bar, header, footer): filled in by the layout feature. */
export function RootLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
    </>
  )
}
