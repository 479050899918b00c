import type { ContactParams, SubscribeParams } from '@app/domain/email'
import type { OutgoingMessage } from '../../outbox/outbox.repository'

/** Header values come from form input: no line breaks may reach the mail headers. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

/** The welcome sent once to a new subscriber; replies reach the team. */
export function subscribeWelcome(params: SubscribeParams, teamAddress: string): OutgoingMessage {
  return {
    template: 'subscribe',
    recipient: params.email,
    replyTo: teamAddress,
    subject: 'Welcome to Learnlane news',
    body: [
      'Hello,',
      '',
      'Thank you for subscribing to Learnlane. We will write to you when new courses,',
      'mentors and offers arrive.',
      '',
      `You subscribed with ${params.email}. If that was not you, or you no longer want our`,
      'news, reply to this message and we will remove the address.',
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { email: params.email },
  }
}

/** The team's copy of a contact form message; replying answers the sender. */
export function contactNotification(
  params: ContactParams,
  teamAddress: string,
  receivedAt: Date,
): OutgoingMessage {
  return {
    template: 'contact',
    recipient: teamAddress,
    replyTo: params.email,
    subject: oneLine(`Contact form: ${params.title}`).slice(0, 250),
    body: [
      'A new message arrived through the contact form.',
      '',
      `Name: ${params.first_name}`,
      `Email: ${params.email}`,
      `Title: ${params.title}`,
      `Received: ${receivedAt.toISOString()}`,
      '',
      params.message,
      '',
      'Reply to this e-mail to answer the sender.',
    ].join('\n'),
    params: { ...params },
  }
}
