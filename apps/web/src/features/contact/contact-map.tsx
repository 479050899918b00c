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
  const streets = [120, 250, 380, 510]
  const avenues = [180, 360, 540, 720, 900, 1080, 1260]
  return (
    <svg
      className="contact-map__drawing"
      viewBox="0 0 1400 646"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={`Map of the streets around ${CONTACT_DETAILS.street}, ${CONTACT_DETAILS.city}`}
    >
      <rect width="1400" height="646" fill="#eef0f5" />
      {/* City blocks */}
      {avenues.map((x) =>
        streets.map((y) => (
          <rect
            key={`${x}-${y}`}
            x={x - 160}
            y={y - 110}
            width="150"
            height="100"
            rx="6"
            fill="#e2e5ee"
          />
        )),
      )}
      {/* Park */}
      <rect x="560" y="140" width="150" height="100" rx="10" fill="#cfe9d6" />
      <rect x="740" y="400" width="150" height="100" rx="10" fill="#cfe9d6" />
      <circle cx="600" cy="175" r="14" fill="#a7d8b5" />
      <circle cx="650" cy="205" r="18" fill="#a7d8b5" />
      <circle cx="790" cy="440" r="16" fill="#a7d8b5" />
      {/* Streets */}
      <g stroke="#ffffff" strokeLinecap="round">
        {streets.map((y) => (
          <line key={y} x1="0" y1={y + 5} x2="1400" y2={y + 5} strokeWidth="14" />
        ))}
        {avenues.map((x) => (
          <line key={x} x1={x + 5} y1="0" x2={x + 5} y2="646" strokeWidth="14" />
        ))}
        <line x1="0" y1="646" x2="700" y2="0" strokeWidth="22" stroke="#fff7e0" />
      </g>
      {/* River */}
      <path
        d="M1180 0 C1120 120 1240 220 1170 330 C1110 430 1220 520 1180 646 L1400 646 L1400 0 Z"
        fill="#c9defa"
      />
      <path
        d="M1180 0 C1120 120 1240 220 1170 330 C1110 430 1220 520 1180 646"
        fill="none"
        stroke="#b3cff5"
        strokeWidth="6"
      />
      {/* Labels */}
      <g fill="#6b7185" fontFamily="inherit" fontSize="15" fontWeight="600" letterSpacing="0.06em">
        <text x="40" y="262">
          HARBOUR LANE
        </text>
        <text x="40" y="392">
          MARKET STREET
        </text>
        <text x="580" y="268">
          CENTRAL PARK
        </text>
        <text x="1250" y="330" fill="#5b7fb5">
          RIVER
        </text>
      </g>
      {/* Office pin */}
      <g transform="translate(700 318)">
        <circle r="46" fill="#4f46e5" opacity="0.12" />
        <circle r="26" fill="#4f46e5" opacity="0.2" />
        <path
          d="M0 -58 C-20 -58 -34 -43 -34 -24 C-34 2 0 30 0 30 C0 30 34 2 34 -24 C34 -43 20 -58 0 -58 Z"
          fill="#4f46e5"
        />
        <circle cy="-25" r="12" fill="#ffffff" />
      </g>
    </svg>
  )
}
