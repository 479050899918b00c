import { instructorWithSavedReview } from '@app/domain/reviews/rules'
import { useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { instructorQueries } from '../../features/instructors/api/instructors'
import { InstructorProfile } from '../../features/instructors/components/instructor-profile'
import { sessionQueries } from '../../features/sessions/api/sessions'
import { MentorSessions } from '../../features/sessions/components/mentor-sessions'
import { MessageMentorButton } from '../../features/messages/components/message-mentor-button'
import { useSession } from '../../features/auth/session-context'
import { ReviewGate } from '../../features/reviews/components/review-gate'
import { paths } from '../../config/paths'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'
import { instructorPageMeta } from '../../lib/entity-meta'
import { usePageMeta } from '../../lib/page-meta'
import type { LoaderOptions } from '../route-module'

/** Any id that is not a positive whole number falls back to the first instructor. */
const idOf = (raw: string | undefined) => {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : 1
}

/**
 * The mentor, which decides the page. The server's render also loads their sessions and session
 * reviews, so they are in the page's HTML; the browser loads them alongside.
 */
export const loader =
  (queryClient: QueryClient, { isServerRender }: LoaderOptions) =>
  async ({ params }: LoaderFunctionArgs) => {
    const instructor = await queryClient.ensureQueryData(instructorQueries.detail(idOf(params.id)))
    const sessions = Promise.all([
      queryClient.prefetchQuery(sessionQueries.offered(instructor.id)),
      queryClient.prefetchQuery(sessionQueries.reviews(instructor.id)),
    ])
    if (isServerRender) await sessions
    return null
  }

export const ErrorBoundary = PageError

export default function InstructorSinglePage() {
  const id = idOf(useParams().id)
  const { data: instructor } = useSuspenseQuery(instructorQueries.detail(id))
  // An unknown id shows the first mentor, whose own page is then the canonical address.
  usePageMeta(instructorPageMeta(instructor))
  const { role } = useSession()
  const queryClient = useQueryClient()
  return (
    <WishlistHearts>
      <InstructorProfile
        instructor={instructor}
        sessions={
          <MentorSessions
            instructorId={instructor.id}
            mentorName={instructor.name}
            role={role}
            returnTo={`${paths.instructor(instructor.id)}#sessions`}
            message={
              <MessageMentorButton
                instructorId={instructor.id}
                mentorName={instructor.name}
                accountRole={role}
              />
            }
          />
        }
        reviewForm={
          // Reviews of an instructor are reviews of their courses: an enrolled student picks one.
          <ReviewGate
            accountRole={role}
            scope={{ instructorId: instructor.id, instructorName: instructor.name }}
            title="Add a Review"
            buy={{ to: '#courses', label: `See ${instructor.name}'s courses` }}
            returnTo={paths.instructor(instructor.id)}
            onSaved={(saved) =>
              queryClient.setQueryData(instructorQueries.detail(id).queryKey, (old) =>
                old ? instructorWithSavedReview(old, saved) : old,
              )
            }
          />
        }
      />
    </WishlistHearts>
  )
}
