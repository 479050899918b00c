import { ExternalLink, MapPin } from 'lucide-react'
import { CONTACT_DETAILS, fullAddress, mapsLink } from './contact-details'

/** SPEC section 9: the map is 646 px tall. */
export const MAP_HEIGHT = 646

/**
 * The framed map page at the spec's zoom (15). The server answers it on the site's own origin:
 * a map drawn there (nothing loads from other hosts, so it works on a closed network), or, when
 * the deployment sets MAP_EMBED_URL, a redirect to that maps service's embed.
 */
export const MAP_EMBED_PATH = `/embed/map?zoom=${CONTACT_DETAILS.mapZoom}`

/** The office on an embedded map, with the address and an 'Open in maps' link beside it. */
export function ContactMap() {
  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className="visually-hidden">
        Find us on the map
      </h2>
      <div className="contact-map__canvas">
        <iframe
          className="contact-map__frame"
          src={MAP_EMBED_PATH}
          title={`Map showing ${fullAddress}`}
          width="100%"
          height={MAP_HEIGHT}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
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
