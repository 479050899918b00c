import { ExternalLink, MapPin } from 'lucide-react'
import { env } from '../../config/env'
import { CONTACT_DETAILS, fullAddress, mapsLink } from './contact-details'

/** SPEC section 9: the map is 646 px tall. */
export const MAP_HEIGHT = 646

/**
 * The office on a map. Nothing loads from other hosts by default, so the map is drawn here (streets,
 * river, park and a pin) with the address and an 'Open in maps' link. When the deployment sets
 * VITE_MAP_EMBED_URL, the maps service's embed is shown instead, with the same address card.
 */
export function ContactMap({ embedUrl = env.map.embedUrl }: { embedUrl?: string | undefined }) {
  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className="visually-hidden">
        Find us on the map
      </h2>
      <div
        className="contact-map__canvas"
        style={{ ['--map-height' as string]: `${MAP_HEIGHT}px` }}
      >
        {embedUrl ? (
          <iframe
            className="contact-map__frame"
            src={embedUrl}
            title={`Map showing ${fullAddress}`}
            width="100%"
            height={MAP_HEIGHT}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <DrawnMap />
        )}
        <div className="contact-map__card">
          <span className="contact-map__card-icon" aria-hidden="true">
            <MapPin size={22} />
          </span>
          <div>
            <p className="contact-map__card-title">Learnlane Office</p>
            <p className="contact-map__card-address">{fullAddress}</p>
            <a
              className="contact-map__link"
              href={mapsLink()}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open in maps
              <ExternalLink aria-hidden="true" size={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}

/** A city-block illustration around the office at the centre; decorative, the card carries the facts. */
function DrawnMap() {
  const cols = [0, 1, 2, 3, 4, 5, 6]
  const rows = [0, 1, 2, 3]
  const parks = new Set(['2-1', '4-2'])
  return (
    <svg
      className="contact-map__drawing"
      viewBox="0 0 1400 646"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={`Map of the streets around ${CONTACT_DETAILS.street}, ${CONTACT_DETAILS.city}`}
    >
      <rect width="1400" height="646" fill="#ffffff" />
      {/* City blocks, with two parks */}
      {cols.map((c) =>
        rows.map((r) => (
          <rect
            key={`${c}-${r}`}
            x={c * 200 + 12}
            y={r * 160 + 12}
            width="176"
            height="136"
            rx="8"
            fill={parks.has(`${c}-${r}`) ? '#d3ecd9' : '#e6e9f1'}
          />
        )),
      )}
      <g fill="#b5dcc0">
        <circle cx="455" cy="215" r="18" />
        <circle cx="520" cy="250" r="24" />
        <circle cx="470" cy="275" r="14" />
        <circle cx="860" cy="380" r="20" />
        <circle cx="930" cy="420" r="16" />
      </g>
      {/* Harbour Lane, the main road */}
      <rect x="0" y="308" width="1400" height="24" fill="#fff1c2" />
      <line
        x1="0"
        y1="320"
        x2="1400"
        y2="320"
        stroke="#f5d77a"
        strokeWidth="2"
        strokeDasharray="14 12"
      />
      {/* Diagonal avenue */}
      <line x1="80" y1="646" x2="560" y2="0" stroke="#ffffff" strokeWidth="26" />
      {/* River */}
      <path
        d="M1235 0 C1180 130 1290 230 1225 340 C1170 440 1270 540 1230 646 L1400 646 L1400 0 Z"
        fill="#cfe2fb"
      />
      <path
        d="M1235 0 C1180 130 1290 230 1225 340 C1170 440 1270 540 1230 646"
        fill="none"
        stroke="#b7d1f6"
        strokeWidth="5"
      />
      {/* Labels, with a white halo so they read over blocks */}
      <g
        fontFamily="inherit"
        fontSize="16"
        fontWeight="700"
        letterSpacing="0.08em"
        stroke="#ffffff"
        strokeWidth="4"
        paintOrder="stroke"
        strokeLinejoin="round"
      >
        <text x="830" y="325" fill="#7a6320">
          HARBOUR LANE
        </text>
        <text x="500" y="165" fill="#6b7185" textAnchor="middle">
          MARKET STREET
        </text>
        <text x="500" y="230" fill="#2f6b42" textAnchor="middle" stroke="none">
          RIVERSIDE PARK
        </text>
        <text x="1320" y="360" fill="#3d6aa8" textAnchor="middle" stroke="none">
          RIVER
        </text>
      </g>
      {/* Office pin: its tip marks the address on Harbour Lane */}
      <g transform="translate(700 320)">
        <ellipse rx="30" ry="10" fill="#4f46e5" opacity="0.18" />
        <circle r="44" fill="#4f46e5" opacity="0.08" />
        <path
          d="M0 0 C0 0 -30 -30 -30 -52 C-30 -69 -16 -82 0 -82 C16 -82 30 -69 30 -52 C30 -30 0 0 0 0 Z"
          fill="#4f46e5"
        />
        <circle cy="-53" r="11" fill="#ffffff" />
      </g>
    </svg>
  )
}
