import { canAccess, type Role } from '@app/domain/roles'
import type { SavedReview } from '@app/domain/reviews'
import { NOT_ENROLLED_MESSAGE } from '@app/domain/reviews/rules'
import { useQuery } from '@tanstack/react-query'
import { LogIn, ShieldCheck, ShoppingCart } from 'lucide-react'
import { lazy, Suspense, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { rememberReturnTo } from '../../../lib/return-to'
import { reviewQueries } from '../api/reviews'
import '../../../components/catalog/reviews.css'

// The form and its validation load when the visitor reaches it, not with the page.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })))

interface NoteProps {
  /** The form's heading ('Leave A Reply'): the section keeps it whatever the visitor sees. */
  heading: string
  icon: ReactNode
  title: string
  children: ReactNode
  actions?: ReactNode
}

/** Why the visitor cannot review here, and the way forward. */
function ReviewNote({ heading, icon, title, children, actions }: NoteProps) {
  return (
    <div className="review-note" role="note" aria-label={title}>
      <h3 className="review-form__title">{heading}</h3>
      <div className="review-note__body">
        {icon}
        <div>
          <p className="review-note__title">{title}</p>
          <p>{children}</p>
          {actions ? <div className="review-note__actions">{actions}</div> : null}
        </div>
      </div>
    </div>
  )
}

export interface ReviewGateProps {
  /** The signed-in role, null for a guest (read by the page from the session). */
  accountRole: Role | null
  /** What is reviewed: one course, or any of an instructor's courses the student is enrolled in. */
  scope: { courseId: number } | { instructorId: number; instructorName: string }
  /** The form's heading. */
  title: string
  /** Where a student who is not enrolled can buy (the price box, or the instructor's courses). */
  buy: { to: string; label: string }
  /** This page, to come back to after logging in. */
  returnTo: string
  onSaved?: (saved: SavedReview) => void
}

/**
 * The review form for a student enrolled in the course (or in one of the instructor's courses),
 * otherwise the reason they cannot review with a link to log in or to buy.
 */
export function ReviewGate({
  accountRole: role,
  scope,
  title,
  buy,
  returnTo,
  onSaved,
}: ReviewGateProps) {
  const isStudent = canAccess(role, 'student')
  const reviewable = useQuery({ ...reviewQueries.reviewable(scope), enabled: isStudent })
  const isCourse = 'courseId' in scope
  const who = isCourse
    ? 'students enrolled in this course'
    : `students enrolled in one of ${scope.instructorName}'s courses`
  const buyContent = (
    <>
      <ShoppingCart aria-hidden="true" size={18} />
      {buy.label}
    </>
  )
  // A place on this page (the price box) is a plain anchor; another page a router link.
  const buyLink = buy.to.startsWith('#') ? (
    <a href={buy.to} className={buttonClassName({ variant: 'secondary' })}>
      {buyContent}
    </a>
  ) : (
    <Link to={buy.to} className={buttonClassName({ variant: 'secondary' })}>
      {buyContent}
    </Link>
  )

  if (role === null) {
    return (
      <ReviewNote
        heading={title}
        icon={<LogIn aria-hidden="true" size={22} />}
        title="Log in to leave a review"
        actions={
          <>
            <Link
              to={paths.login}
              className={buttonClassName()}
              onClick={() => rememberReturnTo(returnTo)}
            >
              Log in
            </Link>
            {buyLink}
          </>
        }
      >
        Reviews come from {who}, so other learners can trust them.
      </ReviewNote>
    )
  }
  if (!isStudent) {
    return (
      <ReviewNote
        heading={title}
        icon={<ShieldCheck aria-hidden="true" size={22} />}
        title="Reviews are by students"
      >
        {isCourse ? NOT_ENROLLED_MESSAGE : `Only ${who} can review them`}. You are signed in as an
        instructor.
      </ReviewNote>
    )
  }
  if (reviewable.isPending) return <p className="review-form__intro">Loading the review form…</p>
  if (reviewable.isError) {
    return (
      <div className="inline-error" role="alert">
        <p>The review form could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void reviewable.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (reviewable.data.items.length === 0) {
    return (
      <ReviewNote
        heading={title}
        icon={<ShoppingCart aria-hidden="true" size={22} />}
        title="Enrol to leave a review"
        actions={buyLink}
      >
        {isCourse ? NOT_ENROLLED_MESSAGE : `Only ${who} can review them`}.
      </ReviewNote>
    )
  }
  return (
    <Suspense fallback={<p className="review-form__intro">Loading the review form…</p>}>
      <ReviewForm
        title={title}
        author={reviewable.data.author}
        courses={reviewable.data.items}
        {...(onSaved ? { onSaved } : {})}
      />
    </Suspense>
  )
}
