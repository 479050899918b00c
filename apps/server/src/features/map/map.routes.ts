import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAP_ZOOM, mapPage } from './map.page'

export interface MapOptions {
  /** A maps service's embeddable page (config MAP_EMBED_URL); unset, the map is drawn here. */
  embedUrl?: string | undefined
}

const MapQuerySchema = z.object({
  zoom: z.coerce
    .number({ error: 'Zoom must be a whole number' })
    .int('Zoom must be a whole number')
    .min(MAP_ZOOM.min, `Zoom must be between ${MAP_ZOOM.min} and ${MAP_ZOOM.max}`)
    .max(MAP_ZOOM.max, `Zoom must be between ${MAP_ZOOM.min} and ${MAP_ZOOM.max}`)
    .default(MAP_ZOOM.initial),
})

/**
 * GET /embed/map?zoom=15: the map the contact page frames. By default a small page drawn and
 * served here (the streets around the office, a marker and the address; no script, nothing from
 * other hosts), which only the site's own pages may frame. With MAP_EMBED_URL set, a redirect to
 * that maps service, which the site's policy then allows in frames.
 */
export const mapRoutes: FastifyPluginAsyncZod<MapOptions> = async (app, { embedUrl }) => {
  app.get(
    '/map',
    { schema: { hide: true, querystring: MapQuerySchema } },
    async (request, reply) => {
      if (embedUrl) return reply.header('cache-control', 'no-cache').redirect(embedUrl, 302)
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(mapPage(request.query.zoom, reply.cspNonce?.style))
    },
  )
}
