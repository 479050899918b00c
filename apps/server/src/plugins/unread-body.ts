import fp from 'fastify-plugin'

/**
 * A body up to this size that is still arriving when its answer goes out is read to its end and
 * thrown away, so the client's next request can use the same connection. A larger one (or one of
 * unknown size) is not worth the wait: its answer closes the connection instead.
 */
export const DRAIN_MAX_BYTES = 1024 * 1024

/**
 * Keeps a keep-alive connection usable after an answer sent before its request's body was read
 * to the end (an upload refused on its first bytes, one stopped at its size limit).
 *
 * HTTP/1.1 reads the next request on a connection only after the whole body of this one. Node
 * throws away an unread body by itself only when nothing started reading it; a parser that read
 * part of it and stopped (a streamed multipart upload) leaves the request paused, and the next
 * request on the connection would wait for an answer until the connection timed out. Here the rest
 * of the body is discarded as it arrives: a small one keeps the connection open, a large one gets
 * `Connection: close` with the answer (RFC 9112, section 9.6), so the client opens a new one.
 */
export const unreadBodyPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const raw = request.raw
      // `complete` is false only on a request read from a socket whose body has not all arrived.
      if (raw.complete !== false || raw.destroyed) return payload
      const declared = Number(raw.headers['content-length'])
      if (!(Number.isSafeInteger(declared) && declared <= DRAIN_MAX_BYTES)) {
        reply.header('connection', 'close')
      }
      // Whatever was reading the body has stopped: the rest is read and dropped.
      raw.unpipe()
      raw.resume()
      return payload
    })
  },
  { name: 'unread-body' },
)
