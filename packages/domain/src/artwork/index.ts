/**
 * Locally generated artwork (DESIGN.md, Artwork), described as plain SVG data so every surface
 * draws the same picture: the course covers here, the article covers in `./articles` and the
 * avatars' colours and initials in `./avatars` (apart, so a page loads only what it draws).
 */
export * from './covers'
export * from './icons'
export * from './nodes'
