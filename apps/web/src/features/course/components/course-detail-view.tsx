import type { CourseDetail } from '@app/domain/catalog'
import {
  Award,
  BookOpen,
  Clock,
  Globe,
  Infinity as InfinityIcon,
  MonitorSmartphone,
  SignalMedium,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PriceTag } from '../../../components/catalog/price-tag'
import { ReviewsPanel } from '../../../components/catalog/reviews-panel'
import { ShareButtons } from '../../../components/catalog/social-links'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatCountOf, formatDuration } from '../../../lib/format'
import { AboutCourse } from './about-course'
import { BuyButtons } from './buy-buttons'
import { CourseCurriculum } from './course-curriculum'
import { CourseHero, monthYear } from './course-hero'
import { CoursePreview } from './course-preview'
import { CourseIncludes, type IncludeItem } from './course-includes'
import { CourseInstructor } from './course-instructor'
import { LearnPoints } from './learn-points'
import { lessonHref } from './lesson-row'
import { MoreCourses } from './more-courses'
import './course-detail.css'
import { siteOrigin } from '../../../lib/site-origin'

function includesOf(course: CourseDetail): IncludeItem[] {
  return [
    { icon: Clock, text: `${formatDuration(course.durationMinutes)} on-demand video` },
    { icon: BookOpen, text: formatCountOf(course.lessons, 'lesson') },
    { icon: SignalMedium, text: `${course.level} level` },
    { icon: Globe, text: course.language.join(', ') },
    { icon: MonitorSmartphone, text: 'Access on mobile and TV' },
    { icon: InfinityIcon, text: 'Full lifetime access' },
    { icon: Award, text: 'Certificate of completion' },
  ]
}

interface CourseDetailViewProps {
  course: CourseDetail
  /** Extra buttons in the price box (the wishlist heart). */
  actions?: ReactNode
  /** The signed-in student already owns the course: no buy buttons, straight to the lessons. */
  isEnrolled?: boolean
  /** The 'Leave A Reply' form, or why the visitor cannot review (from the reviews feature). */
  reviewForm?: ReactNode
}

/** Every section of the course page (SPEC 'Course detail'), with a sticky price box. */
export function CourseDetailView({
  course,
  actions,
  isEnrolled = false,
  reviewForm,
}: CourseDetailViewProps) {
  const category = course.filterCategories[0]
  const crumbs = [
    { label: 'Courses', to: paths.courses },
    ...(category
      ? [{ label: category, to: `${paths.courses}?categories=${encodeURIComponent(category)}` }]
      : []),
    { label: course.title },
  ]
  return (
    <>
      <CourseHero
        crumbs={crumbs}
        facts={{
          ...course,
          skills: course.subtitle,
          updated: monthYear(course.updatedAt),
          languages: course.language,
        }}
      />
      <div className="container course-layout">
        <aside id="enrol" className="course-layout__aside" aria-label="Enrol">
          <div className="price-box">
            <CoursePreview course={course} caption="Preview this course" />
            <div className="price-box__row">
              <PriceTag
                priceCents={course.priceCents}
                compareAtCents={course.compareAtCents}
                className="price-box__price"
              />
              {actions}
            </div>
            {isEnrolled ? (
              <p className="price-box__owned">You are enrolled in this course.</p>
            ) : (
              <BuyButtons course={course} />
            )}
            <Link
              className={buttonClassName({
                isBlock: true,
                size: 'lg',
                variant: isEnrolled ? 'primary' : 'ghost',
              })}
              to={lessonHref(course.id)}
            >
              Start Learning
            </Link>
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
          <LearnPoints
            points={course.learnPoints}
            requirements={course.requirements}
            audience={course.audience}
          />
          <AboutCourse description={course.description} />
          <CourseCurriculum courseId={course.id} curriculum={course.curriculum} />
          <CourseInstructor instructor={course.instructor} />
          <MoreCourses instructorName={course.instructor.name} exceptId={course.id} />
          <section className="course-section" aria-labelledby="reviews-title">
            <h2 id="reviews-title" className="course-section__title">
              Reviews
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
