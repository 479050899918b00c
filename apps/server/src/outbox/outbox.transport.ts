import nodemailer from 'nodemailer'

/** One message as handed to the mail server. */
export interface Mail {
  /** Stable id of the stored message, sent as the Message-ID so a resend can be recognised. */
  id: string
  from: string
  to: string
  replyTo?: string | null
  subject: string
  text: string
  /** An iCalendar invite sent with the text (text/calendar; method=REQUEST or CANCEL). */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string }
}

/** A failed hand-over: `permanent` when the mail server refused the message for good. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'DeliveryError'
  }
}

export interface MailTransport {
  send: (mail: Mail) => Promise<void>
  close: () => void
}

interface SmtpErrorish {
  message?: string
  code?: string
  responseCode?: number
}

/** A 5xx answer to the recipients or the message itself will not change on a retry. */
function isPermanent(err: SmtpErrorish): boolean {
  const status = err.responseCode ?? 0
  return status >= 500 && status < 600 && (err.code === 'EENVELOPE' || err.code === 'EMESSAGE')
}

export interface SmtpTimeouts {
  connectionTimeoutMs?: number
  socketTimeoutMs?: number
}

/** Sends through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string, timeouts: SmtpTimeouts = {}): MailTransport {
  const connectionTimeout = timeouts.connectionTimeoutMs ?? 10_000
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: timeouts.socketTimeoutMs ?? 30_000,
  })
  return {
    async send(mail) {
      const host = new URL(smtpUrl).hostname || 'localhost'
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.calendar
            ? {
                icalEvent: {
                  method: mail.calendar.method,
                  filename: 'invite.ics',
                  content: mail.calendar.content,
                },
              }
            : {}),
          messageId: `<${mail.id}@${host}>`,
        })
      } catch (err) {
        const smtpError = err as SmtpErrorish
        throw new DeliveryError(smtpError.message ?? String(err), isPermanent(smtpError))
      }
    },
    close: () => transporter.close(),
  }
}
