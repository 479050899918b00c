/** The auth pages' illustration, drawn from the product's own UI: a course card mid-progress. */
export function AuthArt() {
  return (
    <svg
      className="auth-art"
      viewBox="0 0 440 330"
      role="img"
      aria-label="A course card showing 80% progress and an earned certificate"
      focusable="false"
    >
      <defs>
        <linearGradient id="auth-cover" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
        <pattern id="auth-dots" width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.5" fill="#fff" fillOpacity="0.18" />
        </pattern>
        <filter id="auth-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#131836" floodOpacity="0.25" />
        </filter>
      </defs>
      <g filter="url(#auth-shadow)">
        <rect x="60" y="30" width="280" height="270" rx="16" fill="#fff" />
      </g>
      <clipPath id="auth-cover-clip">
        <path d="M60 46a16 16 0 0 1 16-16h248a16 16 0 0 1 16 16v130H60z" />
      </clipPath>
      <g clipPath="url(#auth-cover-clip)">
        <rect x="60" y="30" width="280" height="146" fill="url(#auth-cover)" />
        <rect x="60" y="30" width="280" height="146" fill="url(#auth-dots)" />
        <circle cx="300" cy="60" r="70" fill="#fff" fillOpacity="0.08" />
      </g>
      <circle cx="200" cy="103" r="26" fill="#fff" fillOpacity="0.95" />
      <path d="m193 91 20 12-20 12z" fill="#4f46e5" />
      <rect x="76" y="44" width="78" height="22" rx="11" fill="#fff" />
      <text
        x="115"
        y="59"
        textAnchor="middle"
        fontSize="11"
        fontWeight="600"
        fill="#4338ca"
        fontFamily="Inter Variable, sans-serif"
      >
        Design
      </text>
      <rect x="80" y="194" width="210" height="12" rx="6" fill="#131836" />
      <rect x="80" y="214" width="150" height="12" rx="6" fill="#131836" fillOpacity="0.85" />
      <g fill="#f59e0b">
        {[0, 1, 2, 3, 4].map((i) => (
          <path
            key={i}
            transform={`translate(${80 + i * 16} 236)`}
            d="M6 0l1.8 3.9 4.2.5-3.1 2.9.8 4.2L6 9.4 2.3 11.5l.8-4.2L0 4.4l4.2-.5z"
          />
        ))}
      </g>
      <text x="166" y="247" fontSize="11" fill="#4b5163" fontFamily="Inter Variable, sans-serif">
        4.9 (1,204)
      </text>
      <rect x="80" y="262" width="240" height="8" rx="4" fill="#eef2ff" />
      <rect x="80" y="262" width="192" height="8" rx="4" fill="#4f46e5" />
      <text
        x="320"
        y="285"
        textAnchor="end"
        fontSize="11"
        fontWeight="600"
        fill="#4b5163"
        fontFamily="Inter Variable, sans-serif"
      >
        80% complete
      </text>
      <g filter="url(#auth-shadow)">
        <rect x="262" y="180" width="160" height="58" rx="12" fill="#fff" />
      </g>
      <circle cx="290" cy="209" r="16" fill="#fef3c7" />
      <path
        d="M283 209l5 5 9-10"
        fill="none"
        stroke="#b45309"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="314"
        y="204"
        fontSize="12"
        fontWeight="700"
        fill="#131836"
        fontFamily="Inter Variable, sans-serif"
      >
        Certificate
      </text>
      <text x="314" y="221" fontSize="11" fill="#4b5163" fontFamily="Inter Variable, sans-serif">
        earned today
      </text>
      <g filter="url(#auth-shadow)">
        <rect x="14" y="120" width="120" height="52" rx="12" fill="#fff" />
      </g>
      <circle cx="40" cy="146" r="14" fill="#0f766e" />
      <text
        x="40"
        y="150"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#fff"
        fontFamily="Inter Variable, sans-serif"
      >
        ML
      </text>
      <text
        x="62"
        y="142"
        fontSize="11"
        fontWeight="700"
        fill="#131836"
        fontFamily="Inter Variable, sans-serif"
      >
        Live mentor
      </text>
      <text x="62" y="158" fontSize="10" fill="#4b5163" fontFamily="Inter Variable, sans-serif">
        Today, 18:00
      </text>
    </svg>
  )
}
