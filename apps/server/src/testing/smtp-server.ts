import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the test mail server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** The plain-text body, transfer encoding undone. */
  text: string
  /** A header's value from the raw message (unfolded), or undefined. */
  header: (name: string) => string | undefined
}

export interface TestSmtpServer {
  url: string
  port: number
  received: ReceivedMail[]
  /** The next `count` messages are refused with a temporary 451 after their data is sent. */
  refuseNext: (count: number) => void
  /** Every recipient is refused for good (550) while set. */
  refuseRecipients: (refuse: boolean) => void
  close: () => Promise<void>
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

function bodyOf(raw: string): string {
  const match = /\r?\n\r?\n/.exec(raw)
  const body = match ? raw.slice(match.index + match[0].length) : ''
  const encoding = headerOf(raw, 'content-transfer-encoding')?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return body
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** A local SMTP server for delivery tests (no TLS, no login), on `port` or a free one. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  let refusals = 0
  let refuseAll = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refuseAll) return callback()
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const mailFrom = session.envelope.mailFrom
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: bodyOf(raw),
          header: (name) => headerOf(raw, name),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    refuseNext: (count) => {
      refusals = count
    },
    refuseRecipients: (refuse) => {
      refuseAll = refuse
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
