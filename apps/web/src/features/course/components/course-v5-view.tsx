import type { CourseDetail } from '@app/domain/catalog'
import {
  Award,
  Clock,
  FileDown,
  FileText,
  Infinity as InfinityIcon,
  MonitorSmartphone,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { ReviewsPanel } from '../../../components/catalog/reviews-panel'
import { ShareButtons } from '../../../components/catalog/social-links'
import { paths } from '../../../config/paths'
import { formatNumber } from '../../../lib/format'
import { PriceTag } from '../../../components/catalog/price-tag'
import { discountLabel, FEATURED_COURSE_EXTRAS, FEATURED_COURSE_ID } from '../featured-course'
import { AboutCourse } from './about-course'
import { CourseCurriculum } from './course-curriculum'
import { CourseHero, monthYear } from './course-hero'
import { CourseIncludes, type IncludeItem } from './course-includes'
import { CourseInstructor } from './course-instructor'
import { LearnPoints } from './learn-points'
import { MoreCourses } from './more-courses'
import { SectionNav } from './section-nav'
import { VideoPreview } from './video-preview'
import './course-detail.css'
import { siteOrigin } from '../../../lib/site-origin'

/** 3270 minutes -> "54.5 hours"; 60 -> "1 hour". */
function hoursOfVideo(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10
  return `${formatNumber(hours, Number.isInteger(hours) ? 0 : 1)} ${hours === 1 ? 'hour' : 'hours'}`
}

/** The sidebar's 'includes' list, from the course's own figures and curriculum. */
function includesOf(course: CourseDetail): IncludeItem[] {
  const readings = course.curriculum
    .flatMap((section) => section.lessons)
    .filter((lesson) => lesson.type === 'document').length
  const resources =
    course.id === FEATURED_COURSE_ID ? FEATURED_COURSE_EXTRAS.downloadableResources : null
  return [
    { icon: Clock, text: `${hoursOfVideo(course.durationMinutes)} on-demand video` },
    ...(readings
      ? [{ icon: FileText, text: `${readings} ${readings === 1 ? 'article' : 'articles'}` }]
      : []),
    ...(resources ? [{ icon: FileDown, text: `${resources} downloadable resources` }] : []),
    { icon: MonitorSmartphone, text: 'Access on mobile and TV' },
    { icon: InfinityIcon, text: 'Full lifetime access' },
    { icon: Award, text: 'Certificate of completion' },
  ]
}

const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'curriculum', label: 'Curriculum' },
  { id: 'instructor', label: 'Instructor' },
  { id: 'review', label: 'Review' },
]

interface CourseV5ViewProps {
  course: CourseDetail
  /** Add To Cart and Buy Now, composed by the page. */
  buyActions: ReactNode
  /** The add-review form, or why the visitor cannot review (from the reviews feature). */
  reviewForm?: ReactNode
}

/**
 * Course detail variant: price box with video pop-up, section tabs, includes and share. Every
 * figure is the course's own, the same as on its card and its /course-single-v1 page.
 */
export function CourseV5View({ course, buyActions, reviewForm }: CourseV5ViewProps) {
  const category = course.filterCategories[0]
  const discount = discountLabel(course.priceCents, course.compareAtCents)
  return (
    <>
      <CourseHero
        crumbs={[
          { label: 'Development', to: paths.categories },
          { label: category ?? 'Web Development' },
        ]}
        facts={{ ...course, updated: monthYear(course.updatedAt), languages: course.language }}
      />
      <div className="container course-layout">
        <aside className="course-layout__aside" aria-label="Buy this course">
          <div className="price-box">
            <VideoPreview
              courseId={course.id}
              title={course.title}
              category={category}
              points={course.learnPoints.slice(0, 6)}
            />
            <div className="price-box__row">
              <PriceTag
                priceCents={course.priceCents}
                compareAtCents={course.compareAtCents}
                className="price-box__price"
              />
              {discount ? <span className="discount-badge">{discount}</span> : null}
            </div>
            <div className="price-box__buttons">{buyActions}</div>
            <CourseIncludes items={includesOf(course)} />
            <div className="price-box__share">
              <span>Share this course</span>
              <ShareButtons
                title={course.title}
                url={`${siteOrigin()}${paths.course(course.id)}`}
              />
            </div>
          </div>
        </aside>
        <div className="course-layout__main">
          <SectionNav sections={SECTIONS} label="Course sections" />
          <div id="overview" className="course-anchor">
            <LearnPoints points={course.learnPoints} requirements={course.requirements} />
            <AboutCourse description={course.description} />
          </div>
          <CourseCurriculum id="curriculum" courseId={course.id} curriculum={course.curriculum} />
          <div id="instructor" className="course-anchor">
            <CourseInstructor instructor={course.instructor} />
            <MoreCourses instructorName={course.instructor.name} exceptId={course.id} />
          </div>
          <section
            id="review"
            className="course-section course-anchor"
            aria-labelledby="review-title"
          >
            <h2 id="review-title" className="course-section__title">
              Review
            </h2>
            <ReviewsPanel
              rating={course.rating}
              ratingCount={course.ratingCount}
              reviews={course.reviews}
              form={reviewForm}
            />
          </section>
        </div>
      </div>
    </>
  )
}
