import type { CourseDetail } from '@app/domain/catalog'
import { Link } from 'react-router'
import { Accordion, AccordionItem } from '../../../components/ui/accordion'
import { LessonRow, lessonHref, sectionSummary } from './lesson-row'

/** Sections listed here; the rest are counted in the 'N More Sections' link. */
export const SECTIONS_SHOWN = 4

interface CourseCurriculumProps {
  courseId: number
  curriculum: CourseDetail['curriculum']
  id?: string
}

/** Course Content: collapsible sections (first open), each lesson linking to the lesson page. */
export function CourseCurriculum({ courseId, curriculum, id }: CourseCurriculumProps) {
  const lessonCount = curriculum.reduce((n, s) => n + s.lessons.length, 0)
  const shown = curriculum.slice(0, SECTIONS_SHOWN)
  const moreSections = curriculum.length - shown.length
  return (
    <section className="course-section" aria-labelledby="content-title" id={id}>
      <div className="course-section__head">
        <h2 id="content-title" className="course-section__title">
          Course Content
        </h2>
        <p className="course-section__meta">
          {curriculum.length} {curriculum.length === 1 ? 'section' : 'sections'} · {lessonCount}{' '}
          {lessonCount === 1 ? 'lecture' : 'lectures'}
        </p>
      </div>
      {curriculum.length ? (
        <Accordion defaultOpen={[String(curriculum[0]!.id)]} className="curriculum">
          {shown.map((section) => (
            <AccordionItem
              key={section.id}
              value={String(section.id)}
              title={section.title}
              meta={sectionSummary(section.lessons)}
            >
              <ul className="curriculum__lessons">
                {section.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <LessonRow lesson={lesson} href={lessonHref(courseId, lesson.id)} />
                  </li>
                ))}
              </ul>
            </AccordionItem>
          ))}
        </Accordion>
      ) : (
        <p>The curriculum is being prepared.</p>
      )}
      {moreSections > 0 ? (
        <Link className="curriculum__more" to={lessonHref(courseId)}>
          {moreSections} More {moreSections === 1 ? 'Section' : 'Sections'}
        </Link>
      ) : null}
    </section>
  )
}
