import type { CourseDetail } from '@app/domain/catalog'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/layout/page-header'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { LessonContent } from './lesson-content'
import { LessonRow, lessonHref, sectionSummary } from './lesson-row'
import './course-detail.css'
import './lesson.css'

interface LessonViewProps {
  course: CourseDetail
  /** The lesson asked for; the first lesson when missing or unknown. */
  lessonId: number | null
}

/** The lesson page: player area, previous / next, and the course's lesson list. */
export function LessonView({ course, lessonId }: LessonViewProps) {
  const flat = course.curriculum.flatMap((section) =>
    section.lessons.map((lesson) => ({ section, lesson })),
  )
  const index = Math.max(
    0,
    flat.findIndex((x) => x.lesson.id === lessonId),
  )
  const current = flat[index]
  const previous = flat[index - 1]
  const next = flat[index + 1]
  return (
    <>
      <PageHeader
        title={current ? current.lesson.title : course.title}
        crumbs={[{ label: course.title, to: paths.course(course.id) }, { label: 'Lessons' }]}
      >
        {current ? (
          <p className="lesson-head__meta">
            {current.section.title} · Lesson {index + 1} of {flat.length}
          </p>
        ) : null}
      </PageHeader>
      <div className="container lesson-layout">
        <div className="lesson-layout__main">
          {current ? (
            <LessonContent course={course} section={current.section} lesson={current.lesson} />
          ) : (
            <p>This course has no lessons yet.</p>
          )}
          <div className="lesson-nav">
            {previous ? (
              <Link
                className={buttonClassName({ variant: 'secondary' })}
                to={lessonHref(course.id, previous.lesson.id)}
              >
                <ChevronLeft aria-hidden="true" size={18} /> Previous lesson
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link className={buttonClassName()} to={lessonHref(course.id, next.lesson.id)}>
                Next lesson <ChevronRight aria-hidden="true" size={18} />
              </Link>
            ) : null}
          </div>
        </div>
        <aside className="lesson-layout__aside" aria-labelledby="lesson-list-title">
          <h2 id="lesson-list-title" className="lesson-list__title">
            Course content
          </h2>
          {course.curriculum.map((section) => (
            <section key={section.id} className="lesson-list__section" aria-label={section.title}>
              <h3>
                {section.title}
                <span>{sectionSummary(section.lessons)}</span>
              </h3>
              <ul>
                {section.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <LessonRow
                      lesson={lesson}
                      href={lessonHref(course.id, lesson.id)}
                      isCurrent={lesson.id === current?.lesson.id}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </aside>
      </div>
    </>
  )
}
