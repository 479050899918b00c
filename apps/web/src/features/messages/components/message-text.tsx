import { splitLinks } from '@app/domain/messages'

/**
 * A message as plain text: line breaks kept, and the web addresses written in it as plain links
 * (opened in a new tab, no preview, no referrer, never followed by search engines).
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="message__text">
      {splitLinks(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="message__link"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}
