import type { CourseState } from '@app/domain/authoring'
import { useQuery } from '@tanstack/react-query'
import { CircleAlert, Hourglass } from 'lucide-react'
import { authoringQueries } from '../api/authoring'
import './authoring.css'

interface ReviewNoteProps {
  state: CourseState
  rejectionReason: string | null
}

/**
 * Where a course stands in review, for its mentor: waiting for an admin, or rejected with the
 * admin's reason and what to do next. Nothing for other states.
 */
export function ReviewNote({ state, rejectionReason }: ReviewNoteProps) {
  if (state === 'in_review') {
    return (
      <p className="authoring-review-note authoring-review-note--waiting">
        <Hourglass aria-hidden="true" size={16} />
        <span>Waiting for review: an admin checks every course before it goes live.</span>
      </p>
    )
  }
  if (state !== 'rejected') return null
  return (
    <div className="authoring-review-note authoring-review-note--rejected" role="note">
      <CircleAlert aria-hidden="true" size={16} />
      <div>
        <p className="authoring-review-note__title">Changes requested by the reviewer</p>
        <p className="authoring-review-note__reason">{rejectionReason ?? 'No reason was given.'}</p>
        <p>Edit the course, then press Publish to send it back for review.</p>
      </div>
    </div>
  )
}

/** The edit form's review note: read from the course the form edits (already fetched). */
export function CourseReviewNote({ courseId }: { courseId: number }) {
  const editor = useQuery(authoringQueries.editor(courseId))
  if (!editor.data) return null
  return <ReviewNote state={editor.data.state} rejectionReason={editor.data.rejectionReason} />
}
