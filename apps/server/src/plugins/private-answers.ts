import fp from 'fastify-plugin'

/** What an answer that may depend on who asks carries: no shared cache keeps it, nor the browser. */
export const PRIVATE_NO_STORE = 'private, no-store'

/**
 * Every API answer is private unless its route says otherwise. An answer that does not set its
 * own `Cache-Control` (errors included) gets `private, no-store`, so a route that reads the
 * caller (their account, orders, lessons, results) can never be kept by a shared cache by being
 * forgotten. Routes whose answers are the same for everyone opt in to caching explicitly (the
 * public answer cache, public media, sitemaps).
 */
export const privateAnswersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
        reply.header('cache-control', PRIVATE_NO_STORE)
      }
      return payload
    })
  },
  { name: 'private-answers' },
)
