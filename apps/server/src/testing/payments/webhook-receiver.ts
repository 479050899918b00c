import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody } from './fake-http'

/** One POST the receiver got: headers and the raw body. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  body: string
}

/** A local endpoint that records webhook POSTs, for the fakes' own tests. */
export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  /** Resolves once `count` POSTs have arrived in all. */
  waitFor: (count: number) => Promise<ReceivedWebhook[]>
  /** The status the next POSTs are answered with (200 by default). */
  answerWith: (status: number) => void
  close: () => Promise<void>
}

/** Starts a webhook receiver on a free port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = []
  const waiters: { count: number; resolve: (all: ReceivedWebhook[]) => void }[] = []
  let status = 200
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({ headers: req.headers, body })
      res.writeHead(status).end()
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(received.slice())
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve(received.slice())
        : new Promise((resolve) => waiters.push({ count, resolve })),
    answerWith: (next) => void (status = next),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
