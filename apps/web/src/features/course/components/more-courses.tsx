import { useQuery } from '@tanstack/react-query'
import { Carousel } from '../../../components/catalog/carousel'
import { CourseCard, CourseCardSkeleton } from '../../../components/catalog/course-card'
import { Button } from '../../../components/ui/button'
import { courseDetailQueries } from '../api/course-detail'

/** Related courses carousel: 1.2 slides, 2 at 700 px, 3 at 1000 and 1440 (SPEC section 9). */
export const RELATED_BREAKPOINTS = {
  0: { slidesPerView: 1.2, spaceBetween: 15 },
  700: { slidesPerView: 2, spaceBetween: 28.75 },
  1000: { slidesPerView: 3, spaceBetween: 28.75 },
  1440: { slidesPerView: 3, spaceBetween: 28.75 },
}

interface MoreCoursesProps {
  instructorName: string
  /** The course on the page, left out of the list. */
  exceptId?: number
  title?: string
}

/**
 * 'More Course By' the instructor, loaded on its own so a failure here keeps the page, and only
 * once the visitor scrolls near it, so it never competes with the first screen.
 */
export function MoreCourses({ instructorName, exceptId, title }: MoreCoursesProps) {
  const query = useQuery(courseDetailQueries.byInstructor(instructorName))
  const courses = query.data?.items.filter((c) => c.id !== exceptId) ?? []
  if (query.isSuccess && courses.length === 0) return null
  return (
    <section className="course-section" aria-labelledby="more-courses-title">
      <h2 id="more-courses-title" className="course-section__title">
        {title ?? `More Course By ${instructorName}`}
      </h2>
      {query.isError ? (
        <div className="inline-error" role="alert">
          <p>These courses could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.isPending ? (
        <div className="related-skeleton">
          <CourseCardSkeleton />
          <CourseCardSkeleton />
          <CourseCardSkeleton />
        </div>
      ) : (
        <Carousel
          label={`More courses by ${instructorName}`}
          breakpoints={RELATED_BREAKPOINTS}
          slidesPerView={1.2}
          spaceBetween={15}
          hasArrows
        >
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </Carousel>
      )}
    </section>
  )
}
