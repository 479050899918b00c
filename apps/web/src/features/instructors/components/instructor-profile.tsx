import type { InstructorDetail } from '@app/domain/catalog'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BookOpen, ChevronRight, Globe, Mail, MapPin, Phone, Star, Users } from 'lucide-react'
import { CourseCard } from '../../../components/catalog/course-card'
import { ReviewsPanel } from '../../../components/catalog/reviews-panel'
import { SocialLinks } from '../../../components/catalog/social-links'
import { Avatar, avatarColor } from '../../../components/ui/avatar'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/format'
import './instructors.css'

function TheirCourses({ courses }: { courses: InstructorDetail['courseList'] }) {
  if (courses.length === 0) return <p className="profile__muted">No published courses yet.</p>
  return (
    <ul className="profile__courses">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A mentor's page: introduction, stats, About Me, sessions, courses, reviews and the contact
 * sidebar.
 */
export function InstructorProfile({
  instructor,
  sessions,
  reviewForm,
}: {
  instructor: InstructorDetail
  /** The mentor's bookable sessions (from the sessions feature), after About Me. */
  sessions?: ReactNode
  /** The add-review form, or why the visitor cannot review (from the reviews feature). */
  reviewForm?: ReactNode
}) {
  const colour = avatarColor(instructor.name)
  const hasContact = Boolean(
    instructor.address || instructor.email || instructor.phone || instructor.website,
  )
  return (
    <>
      <div className="profile-band">
        <nav aria-label="Breadcrumb" className="breadcrumb container">
          <ol>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <ChevronRight aria-hidden="true" size={14} />
              <Link to={paths.instructors}>Instructors</Link>
            </li>
            <li>
              <ChevronRight aria-hidden="true" size={14} />
              <span aria-current="page">{instructor.name}</span>
            </li>
          </ol>
        </nav>
      </div>
      <div className="container profile">
        <div className="profile__main">
          <header className="profile__intro">
            <p className="profile__hello">Hi, I Am</p>
            <h1 className="profile__name">{instructor.name}</h1>
            <p className="profile__role">{instructor.title}</p>
            <ul className="profile__stats">
              <li>
                <Star aria-hidden="true" size={18} />
                <strong>{instructor.rating.toFixed(1)}</strong> Rating
              </li>
              <li>
                <BookOpen aria-hidden="true" size={18} />
                <strong>{formatCount(instructor.lessons)}</strong> Lessons
              </li>
              <li>
                <Users aria-hidden="true" size={18} />
                <strong>{formatCount(instructor.students)}</strong> Students
              </li>
            </ul>
          </header>
          <section className="profile__section" aria-labelledby="about-me">
            <h2 id="about-me">About Me</h2>
            <p className="profile__about">{instructor.about}</p>
          </section>
          {sessions}
          <section id="courses" className="profile__section" aria-labelledby="their-courses">
            <h2 id="their-courses">Courses by {instructor.name}</h2>
            <TheirCourses courses={instructor.courseList} />
          </section>
          <section className="profile__section" aria-labelledby="mentor-reviews">
            <h2 id="mentor-reviews">Reviews</h2>
            <ReviewsPanel
              rating={instructor.rating}
              ratingCount={instructor.reviewCount}
              reviews={instructor.reviews}
              form={reviewForm}
            />
          </section>
        </div>
        <aside className="profile__aside" aria-label="Contact">
          <div className="profile__card">
            <div
              className="profile__portrait"
              style={{ background: `linear-gradient(160deg, ${colour}22, ${colour}55)` }}
            >
              <Avatar name={instructor.name} src={instructor.avatarUrl} size={144} isDecorative />
            </div>
            {hasContact ? (
              <>
                <h2 className="profile__card-title">Contact</h2>
                <ul className="profile__contact">
                  {instructor.address ? (
                    <li>
                      <MapPin aria-hidden="true" size={18} />
                      <span>{instructor.address}</span>
                    </li>
                  ) : null}
                  {instructor.email ? (
                    <li>
                      <Mail aria-hidden="true" size={18} />
                      <a href={`mailto:${instructor.email}`}>{instructor.email}</a>
                    </li>
                  ) : null}
                  {instructor.phone ? (
                    <li>
                      <Phone aria-hidden="true" size={18} />
                      <a href={`tel:${instructor.phone.replace(/\s+/g, '')}`}>{instructor.phone}</a>
                    </li>
                  ) : null}
                  {instructor.website ? (
                    <li>
                      <Globe aria-hidden="true" size={18} />
                      <a href={instructor.website} target="_blank" rel="noopener noreferrer">
                        {instructor.website.replace(/^https?:\/\//, '')}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </>
            ) : null}
            <SocialLinks links={instructor.social} owner={instructor.name} />
          </div>
        </aside>
      </div>
    </>
  )
}
