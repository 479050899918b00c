import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Carousel } from '../../../components/catalog/carousel'
import { InstructorCard } from '../../../components/catalog/instructor-card'
import { SectionHead } from '../../../components/catalog/section-head'
import { paths } from '../../../config/paths'
import { instructorQueries } from '../api/instructors'

const BREAKPOINTS = {
  0: { slidesPerView: 1.2, spaceBetween: 16 },
  576: { slidesPerView: 2, spaceBetween: 24 },
  1000: { slidesPerView: 3, spaceBetween: 24 },
  1200: { slidesPerView: 4, spaceBetween: 24 },
}

/** Learn From The Best Instructors, with See All Instructors. */
export function InstructorsCarousel() {
  const query = useQuery(instructorQueries.list({ sort: 'rating-desc', pageSize: 8 }))
  const instructors = query.data?.items ?? []
  return (
    <section className="section" aria-labelledby="best-instructors-title">
      <div className="container">
        <SectionHead
          id="best-instructors-title"
          eyebrow="Mentors"
          title="Learn From The Best Instructors"
          intro="Practitioners who teach what they do every day, rated by thousands of students."
          action={
            <Link to={paths.instructors}>
              See All Instructors <ArrowRight aria-hidden="true" size={18} />
            </Link>
          }
        />
        {query.isError ? (
          <p className="section-error">
            The instructors could not be loaded.{' '}
            <Link to={paths.instructors}>See all instructors</Link>
          </p>
        ) : (
          <div style={{ minHeight: instructors.length ? undefined : 400 }}>
            {instructors.length ? (
              <Carousel
                label="Top instructors"
                breakpoints={BREAKPOINTS}
                slidesPerView={1.2}
                spaceBetween={16}
                hasArrows
              >
                {instructors.map((instructor) => (
                  <InstructorCard key={instructor.id} instructor={instructor} />
                ))}
              </Carousel>
            ) : null}
          </div>
        )}
      </div>
    </section>
  )
}
