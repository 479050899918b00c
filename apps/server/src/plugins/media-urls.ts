import fp from 'fastify-plugin'
import type { MediaUrlSigner } from '../lib/media-urls'

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the short-lived addresses of lesson media (see lib/media-urls.ts). */
    mediaUrls: MediaUrlSigner
  }
}

/** Makes the lesson-media address signer available as `app.mediaUrls`. */
export const mediaUrlsPlugin = fp<{ signer: MediaUrlSigner }>(
  async (app, { signer }) => {
    app.decorate('mediaUrls', signer)
  },
  { name: 'media-urls' },
)
