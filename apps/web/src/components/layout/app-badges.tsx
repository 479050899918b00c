import type { ReactNode } from 'react'

/** App-store badges drawn locally (no outside images): a store glyph and two lines of text. */
function Badge({ kicker, store, glyph }: { kicker: string; store: string; glyph: ReactNode }) {
  return (
    <span className="app-badge" role="img" aria-label={`${kicker} ${store} (coming soon)`}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {glyph}
      </svg>
      <span aria-hidden="true" className="app-badge__text">
        <span className="app-badge__kicker">{kicker}</span>
        <span className="app-badge__store">{store}</span>
      </span>
    </span>
  )
}

export function AppBadges() {
  return (
    <div className="app-badges">
      <Badge
        kicker="Download on the"
        store="App Store"
        glyph={
          <path
            fill="currentColor"
            d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9-.7 0-1.9-.8-3.1-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.5 1.3-2.6-.1 0-2.4-.9-2.4-3.8zM14.2 5.9c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
          />
        }
      />
      <Badge
        kicker="Get it on"
        store="Google Play"
        glyph={
          <>
            <path
              fill="#34d399"
              d="M4 3.3 13.6 12 4 20.7c-.3-.2-.5-.6-.5-1.1V4.4c0-.5.2-.9.5-1.1z"
            />
            <path fill="#60a5fa" d="M16.6 9.1 13.6 12 4 3.3l.3-.1c.4-.1.8 0 1.2.2z" />
            <path fill="#f87171" d="M16.6 14.9 5.5 20.6c-.4.2-.8.3-1.2.2L4 20.7l9.6-8.7z" />
            <path fill="#fbbf24" d="m16.6 9.1 3.2 1.6c1 .5 1 2 0 2.6l-3.2 1.6-3-2.9z" />
          </>
        }
      />
    </div>
  )
}
