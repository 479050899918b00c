import { COURSE_STATE_LABELS, type CourseState } from '@app/domain/authoring'

/** Draft / In review / Rejected / Published / Unpublished, each in its own colour. */
export function CourseStateBadge({ state }: { state: CourseState }) {
  return (
    <span className={`authoring-state authoring-state--${state}`}>
      {COURSE_STATE_LABELS[state]}
    </span>
  )
}
