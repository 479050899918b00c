import type { CartItemKind } from '@app/domain/cart'
import { CalendarClock } from 'lucide-react'
import { CourseCover } from '../../../components/catalog/course-cover'

interface LineThumbProps {
  kind: CartItemKind
  id: number
  title: string
  imgSrc: string | undefined
}

/** A line's small picture: the product's artwork, the course's generated cover, a session's calendar. */
export function LineThumb({ kind, id, title, imgSrc }: LineThumbProps) {
  return (
    <span className="line-thumb" aria-hidden="true">
      {imgSrc ? (
        <img src={imgSrc} alt="" width={80} height={80} loading="lazy" decoding="async" />
      ) : kind === 'course' ? (
        <CourseCover id={id} title={title} category={undefined} />
      ) : kind === 'session' ? (
        <span className="line-thumb__session">
          <CalendarClock size={32} />
        </span>
      ) : null}
    </span>
  )
}
