import type { Instructor } from '@app/domain/catalog'
import { PlayCircle, Users } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { formatCountOf } from '../../lib/format'
import { Avatar, avatarColor } from '../ui/avatar'
import { cx } from '../ui/cx'
import { RatingStars } from '../ui/rating-stars'
import './instructor-card.css'

type InstructorCardData = Pick<
  Instructor,
  | 'id'
  | 'name'
  | 'title'
  | 'description'
  | 'students'
  | 'courses'
  | 'rating'
  | 'reviewCount'
  | 'avatarUrl'
>

interface InstructorCardProps {
  instructor: InstructorCardData
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** A mentor: portrait (their picture or initials), students and courses, name linking to their page, rating. */
export function InstructorCard({
  instructor,
  headingLevel: Heading = 'h3',
  className,
}: InstructorCardProps) {
  const colour = avatarColor(instructor.name)
  return (
    <article className={cx('instructor-card', className)}>
      <div
        className="instructor-card__portrait"
        style={{ background: `linear-gradient(160deg, ${colour}1f, ${colour}40)` }}
      >
        <Avatar name={instructor.name} src={instructor.avatarUrl} size={96} isDecorative />
      </div>
      <div className="instructor-card__body">
        <ul className="instructor-card__stats">
          <li>
            <Users aria-hidden="true" size={16} />
            {formatCountOf(instructor.students, 'Student')}
          </li>
          <li>
            <PlayCircle aria-hidden="true" size={16} />
            {formatCountOf(instructor.courses, 'Course')}
          </li>
        </ul>
        <Heading className="instructor-card__name">
          <Link to={paths.instructor(instructor.id)}>{instructor.name}</Link>
        </Heading>
        <p className="instructor-card__title">{instructor.title}</p>
        <p className="instructor-card__description">{instructor.description}</p>
        <RatingStars
          value={instructor.rating}
          isValueShown
          count={instructor.reviewCount}
          size={14}
        />
      </div>
    </article>
  )
}
