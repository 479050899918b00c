import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { instructorQueries } from '../../features/instructors/api/instructors'
import { InstructorProfile } from '../../features/instructors/components/instructor-profile'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'

/** Any id that is not a positive whole number falls back to the first instructor. */
const idOf = (raw: string | undefined) => {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : 1
}

export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(instructorQueries.detail(idOf(params.id)))
    return null
  }

export const ErrorBoundary = PageError

export default function InstructorSinglePage() {
  const id = idOf(useParams().id)
  const { data: instructor } = useSuspenseQuery(instructorQueries.detail(id))
  return (
    <WishlistHearts>
      <InstructorProfile instructor={instructor} />
    </WishlistHearts>
  )
}
