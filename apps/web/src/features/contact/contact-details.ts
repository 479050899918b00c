/** Where the team is and when it answers (shown on the contact page and its map). */
export const CONTACT_DETAILS = {
  company: 'Learnlane Learning Ltd.',
  street: '120 Harbour Lane, Suite 4',
  city: 'Portland, OR 97204',
  country: 'United States',
  phone: { label: '+1 (503) 555-0142', href: 'tel:+15035550142' },
  supportEmail: 'support@learnlane.test',
  partnersEmail: 'partners@learnlane.test',
  /** SPEC section 9. */
  openingHours: [
    { days: 'Monday-Friday', hours: '09:00-20:00' },
    { days: 'Saturday and Sunday', hours: '10:30-22:00' },
  ],
  /** Map position of the office; the maps link opens at zoom 15 (SPEC section 9). */
  coordinates: { lat: 45.5152, lon: -122.6708 },
  mapZoom: 15,
} as const

export const fullAddress = `${CONTACT_DETAILS.street}, ${CONTACT_DETAILS.city}`

/** A link that opens the address in a maps website (followed only when the visitor clicks it). */
export function mapsLink(): string {
  const { lat, lon } = CONTACT_DETAILS.coordinates
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${CONTACT_DETAILS.mapZoom}/${lat}/${lon}`
}
