import type { CourseSummary } from '@app/domain/catalog'
import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Carousel } from '../../../../components/catalog/carousel'
import { CourseCard } from '../../../../components/catalog/course-card'
import { SectionHead } from '../../../../components/catalog/section-head'
import { Tab, TabList, TabPanel, Tabs } from '../../../../components/ui/tabs'
import { paths } from '../../../../config/paths'

const TABS = ['Most Popular', 'New', 'Trending'] as const

/** Top courses: 1.5 slides at 425 px, 2.3 at 700, 3 at 1000, 5 at 1440; gap 25 (SPEC section 9). */
const BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 25 },
  425: { slidesPerView: 1.5, spaceBetween: 25 },
  700: { slidesPerView: 2.3, spaceBetween: 25 },
  1000: { slidesPerView: 3, spaceBetween: 25 },
  1440: { slidesPerView: 5, spaceBetween: 25 },
}

interface TopCoursesProps {
  courses: readonly CourseSummary[] | undefined
  isError: boolean
}

/** Browse Our Top Courses: Most Popular / New / Trending tabs over a carousel with dots and arrows. */
export function TopCourses({ courses, isError }: TopCoursesProps) {
  const [tab, setTab] = useState<string>(TABS[0])
  const shown = (courses ?? []).filter((c) => c.tabTitles.includes(tab)).slice(0, 10)
  return (
    <section className="section section--alt" aria-labelledby="top-courses-title">
      <div className="container">
        <SectionHead
          id="top-courses-title"
          eyebrow="Courses"
          title="Browse Our Top Courses"
          intro="Hand-picked by our students' ratings and what is new on Learnlane this month."
          action={
            <Link to={paths.coursesBasic}>
              Show More Courses <ArrowRight aria-hidden="true" size={18} />
            </Link>
          }
        />
        <Tabs defaultValue={TABS[0]} value={tab} onValueChange={setTab} className="top-courses">
          <TabList label="Course lists">
            {TABS.map((t) => (
              <Tab key={t} value={t}>
                {t}
              </Tab>
            ))}
          </TabList>
          {TABS.map((t) => (
            <TabPanel key={t} value={t} className="top-courses__panel">
              {t !== tab ? null : isError ? (
                <p className="section-error">
                  The courses could not be loaded.{' '}
                  <Link to={paths.courses}>Browse all courses</Link>
                </p>
              ) : courses ? (
                <Carousel
                  key={t}
                  label={`${t} courses`}
                  breakpoints={BREAKPOINTS}
                  spaceBetween={25}
                  hasArrows
                  hasDots
                >
                  {shown.map((course) => (
                    <CourseCard key={course.id} course={course} />
                  ))}
                </Carousel>
              ) : (
                <div className="top-courses__placeholder" />
              )}
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </section>
  )
}
