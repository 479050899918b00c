/** Locally drawn illustrations for the status pages (no outside images). */

const svgProps = {
  viewBox: '0 0 360 280',
  role: 'img' as const,
  focusable: false,
  width: 360,
  height: 280,
}

/** A map with a dashed route that ends in a question mark, for pages that do not exist. */
export function LostArt() {
  return (
    <svg {...svgProps} aria-label="A folded map with a route that leads nowhere">
      <defs>
        <linearGradient id="lost-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="140" r="128" fill="url(#lost-bg)" />
      <g transform="translate(70 70)">
        <path
          d="M0 20 70 0l80 20 70-20v140l-70 20-80-20L0 160z"
          fill="#fff"
          stroke="#c7d2fe"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M70 0v140M150 20v140" stroke="#e0e7ff" strokeWidth="3" />
        <path
          d="M22 128c20-10 30-40 60-44s40 30 70 18 34-48 48-56"
          fill="none"
          stroke="#4f46e5"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray="2 12"
        />
        <circle cx="22" cy="128" r="8" fill="#4f46e5" />
        <circle cx="200" cy="46" r="24" fill="#f59e0b" />
        <text
          x="200"
          y="56"
          textAnchor="middle"
          fontSize="30"
          fontWeight="700"
          fill="#131836"
          fontFamily="Inter Variable, sans-serif"
        >
          ?
        </text>
      </g>
      <text
        x="180"
        y="262"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fill="#4338ca"
        letterSpacing="6"
        fontFamily="Inter Variable, sans-serif"
      >
        404
      </text>
    </svg>
  )
}

/** A padlock on a browser window, for pages that need another account. */
export function LockedArt() {
  return (
    <svg {...svgProps} aria-label="A browser window locked with a padlock">
      <defs>
        <linearGradient id="locked-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#fef3c7" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="140" r="128" fill="url(#locked-bg)" />
      <rect
        x="70"
        y="62"
        width="220"
        height="150"
        rx="14"
        fill="#fff"
        stroke="#c7d2fe"
        strokeWidth="3"
      />
      <path d="M70 90h220" stroke="#e0e7ff" strokeWidth="3" />
      <circle cx="88" cy="76" r="4" fill="#f87171" />
      <circle cx="102" cy="76" r="4" fill="#fbbf24" />
      <circle cx="116" cy="76" r="4" fill="#34d399" />
      <rect x="94" y="110" width="70" height="10" rx="5" fill="#e6e8ef" />
      <rect x="94" y="130" width="50" height="10" rx="5" fill="#e6e8ef" />
      <rect x="94" y="150" width="60" height="10" rx="5" fill="#e6e8ef" />
      <path
        d="M212 138v-16a22 22 0 0 1 44 0v16"
        fill="none"
        stroke="#131836"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <rect x="198" y="136" width="72" height="58" rx="10" fill="#4f46e5" />
      <circle cx="234" cy="160" r="7" fill="#fff" />
      <path d="M234 164v12" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}

/** An envelope on its way with a check mark, for a form that did its work. */
export function SentArt() {
  return (
    <svg {...svgProps} aria-label="An envelope with a green check mark">
      <defs>
        <linearGradient id="sent-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#d1fae5" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="140" r="128" fill="url(#sent-bg)" />
      <rect
        x="78"
        y="84"
        width="204"
        height="132"
        rx="14"
        fill="#fff"
        stroke="#c7d2fe"
        strokeWidth="3"
      />
      <path
        d="m82 92 98 70 98-70"
        fill="none"
        stroke="#a5b4fc"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="268" cy="196" r="34" fill="#10b981" />
      <path
        d="m252 197 11 11 21-23"
        fill="none"
        stroke="#fff"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
