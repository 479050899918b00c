import http, { type IncomingHttpHeaders } from 'node:http'

export interface ConnectionAnswer {
  statusCode: number
  headers: IncomingHttpHeaders
  body: string
  /** Whether the request went out on the connection an earlier request had used. */
  reusedConnection: boolean
}

export interface ConnectionRequest {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** How long the answer may take before the request counts as unanswered (default 5 s). */
  deadlineMs?: number
}

/** A request the server did not answer in time. */
export class NoAnswerError extends Error {}

/**
 * A client that sends its requests one after the other over a single keep-alive connection to a
 * listening server, as a browser or a proxy reuses one: a new connection is opened only when the
 * server closed the last one (or a request went unanswered).
 */
export function keepAliveClient(origin: string) {
  let agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const { hostname, port } = new URL(origin)

  function send({
    method,
    path,
    headers = {},
    body,
    deadlineMs = 5_000,
  }: ConnectionRequest): Promise<ConnectionAnswer> {
    return new Promise((resolve, reject) => {
      let answered = false
      // The length said, whatever the method: without it Node sends a DELETE's body unframed.
      const framing =
        body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }
      const req = http.request({
        agent,
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, ...framing },
      })
      const deadline = setTimeout(() => {
        req.destroy()
        reject(new NoAnswerError(`${method} ${path}: no answer within ${deadlineMs} ms`))
      }, deadlineMs)
      req.on('response', (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          answered = true
          clearTimeout(deadline)
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reusedConnection: req.reusedSocket,
          })
        })
      })
      // A server that answers before reading the whole body may close the connection while the
      // rest is still being sent: the answer already received is what counts.
      req.on('error', (err) => {
        if (answered) return
        clearTimeout(deadline)
        reject(err)
      })
      if (body !== undefined) req.end(body)
      else req.end()
    })
  }

  return {
    send,
    /** Closes the connection; the next request opens a new one. */
    reset: () => {
      agent.destroy()
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    },
    close: () => agent.destroy(),
  }
}
