import { DIGEST_AFTER_MINUTES, type MessageSide } from '@app/domain/messages'
import { PAGES } from '@app/domain/pages'
import type { OutgoingMessage } from '../../outbox/outbox.repository'

/** Header values come from stored text: no line breaks may reach the mail headers. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

/** Where a side reads its messages; one thread opens at once when it is named. */
export function messagesPath(side: MessageSide, threadId?: number): string {
  const page = side === 'mentor' ? PAGES.instructorMessages.path : PAGES.studentMessages.path
  return threadId === undefined ? page : `${page}?thread=${threadId}`
}

const plural = (count: number) => `${count} unread message${count === 1 ? '' : 's'}`

/** "Ada", "Ada and Bea", "Ada, Bea and 2 others". */
function names(list: string[]): string {
  if (list.length <= 2) return list.join(' and ')
  if (list.length === 3) return `${list[0]}, ${list[1]} and ${list[2]}`
  return `${list[0]}, ${list[1]} and ${list.length - 2} others`
}

export interface DigestRecipient {
  id: string
  name: string
  email: string
  side: MessageSide
}

/** One sender's messages in a digest. */
export interface DigestSender {
  name: string
  count: number
  threadId: number
}

/**
 * To a mentor or a student: messages written to them stayed unread 15 minutes. Says who wrote
 * and how many, never what (the e-mail is no second copy of the conversation), and links to the
 * messages page (the thread itself when there is one).
 */
export function messageDigest(
  to: DigestRecipient,
  senders: DigestSender[],
  publicUrl: string,
): OutgoingMessage {
  const count = senders.reduce((sum, sender) => sum + sender.count, 0)
  const from = names(senders.map((sender) => oneLine(sender.name)))
  const only = senders.length === 1 ? senders[0] : undefined
  const link = `${publicUrl}${messagesPath(to.side, only?.threadId)}`
  return {
    template: 'message-digest',
    recipient: to.email,
    replyTo: null,
    subject: `${plural(count)} from ${from} on Learnlane`.slice(0, 250),
    body: [
      `Hello ${oneLine(to.name)},`,
      '',
      `You have ${plural(count)} from ${from} on Learnlane.`,
      ...(senders.length > 1
        ? ['', ...senders.map((sender) => `- ${oneLine(sender.name)}: ${sender.count}`)]
        : []),
      '',
      `Read and answer ${count === 1 ? 'it' : 'them'}: ${link}`,
      '',
      `We e-mail you when a message waits unread for ${DIGEST_AFTER_MINUTES} minutes, once for each message.`,
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { recipientId: to.id, count: String(count) },
  }
}
