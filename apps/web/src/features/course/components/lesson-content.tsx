import type { CourseDetail } from '@app/domain/catalog'
import { Lock } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { PreviewPlayer } from '../../../components/catalog/preview-player'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import type { Lesson } from './lesson-row'

type Section = CourseDetail['curriculum'][number]

/** A one-question check: which section is this quiz part of? */
function SectionQuiz({ section, sections }: { section: Section; sections: readonly Section[] }) {
  const id = useId()
  const [answer, setAnswer] = useState<number | null>(null)
  const options = sections.slice(0, 4)
  return (
    <fieldset className="lesson-quiz">
      <legend className="lesson-quiz__question">
        Which part of the course does this quiz belong to?
      </legend>
      {options.map((option) => (
        <div key={option.id} className="lesson-quiz__option">
          <input
            type="radio"
            id={`${id}-${option.id}`}
            name={`${id}-quiz`}
            checked={answer === option.id}
            onChange={() => setAnswer(option.id)}
          />
          <label htmlFor={`${id}-${option.id}`}>{option.title}</label>
        </div>
      ))}
      {answer !== null ? (
        <p
          className={answer === section.id ? 'lesson-quiz__right' : 'lesson-quiz__wrong'}
          role="status"
        >
          {answer === section.id
            ? 'Correct! On to the next lesson.'
            : 'Not quite. Have another look at the lesson list.'}
        </p>
      ) : null}
    </fieldset>
  )
}

interface LessonContentProps {
  course: CourseDetail
  section: Section
  lesson: Lesson
}

/** The player area: a video preview, a reading, a quiz, or a locked notice. */
export function LessonContent({ course, section, lesson }: LessonContentProps) {
  if (lesson.isLocked)
    return (
      <div className="lesson-locked">
        <Lock aria-hidden="true" size={32} />
        <h2>This lesson is locked</h2>
        <p>Enrol in {course.title} to unlock every lesson, quiz and download.</p>
        <Link className={buttonClassName()} to={paths.course(course.id)}>
          View the course
        </Link>
      </div>
    )
  if (lesson.type === 'video')
    return (
      <PreviewPlayer
        key={lesson.id}
        courseId={course.id}
        title={lesson.title}
        category={course.filterCategories[0]}
        points={course.learnPoints.slice(0, 4)}
        caption={`${lesson.durationMinutes} min`}
      />
    )
  if (lesson.type === 'document')
    return (
      <div className="lesson-reading">
        <h2>{lesson.title}</h2>
        {course.description.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    )
  return (
    <div className="lesson-reading">
      <h2>{lesson.title}</h2>
      <SectionQuiz key={lesson.id} section={section} sections={course.curriculum} />
    </div>
  )
}
