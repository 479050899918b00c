import type { Instructor } from '@app/domain/catalog'
import { MessageSquare, PlayCircle, Star, Users } from 'lucide-react'
import { Link } from 'react-router'
import { SocialLinks } from '../../../components/catalog/social-links'
import { Avatar } from '../../../components/ui/avatar'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/format'

/** The instructor block: portrait, name, title, rating, reviews, students, courses and socials. */
export function CourseInstructor({ instructor, id }: { instructor: Instructor; id?: string }) {
  return (
    <section className="course-section" aria-labelledby="instructor-title" id={id}>
      <h2 id="instructor-title" className="course-section__title">
        Instructor
      </h2>
      <div className="instructor-block">
        <Avatar name={instructor.name} src={instructor.avatarUrl} size={112} isDecorative />
        <div className="instructor-block__info">
          <h3 className="instructor-block__name">
            <Link to={paths.instructor(instructor.id)}>{instructor.name}</Link>
          </h3>
          <p className="instructor-block__title">{instructor.title}</p>
          <ul className="instructor-block__stats">
            <li>
              <Star aria-hidden="true" size={16} />
              <span>
                <strong>{instructor.rating.toFixed(1)}</strong> Instructor Rating
              </span>
            </li>
            <li>
              <MessageSquare aria-hidden="true" size={16} />
              <span>
                <strong>{formatCount(instructor.reviewCount)}</strong> Reviews
              </span>
            </li>
            <li>
              <Users aria-hidden="true" size={16} />
              <span>
                <strong>{formatCount(instructor.students)}</strong> Students
              </span>
            </li>
            <li>
              <PlayCircle aria-hidden="true" size={16} />
              <span>
                <strong>{formatCount(instructor.courses)}</strong> Courses
              </span>
            </li>
          </ul>
          <p className="instructor-block__about">{instructor.description}</p>
          <SocialLinks links={instructor.social} owner={instructor.name} />
        </div>
      </div>
    </section>
  )
}
