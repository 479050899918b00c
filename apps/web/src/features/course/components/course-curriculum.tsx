import type { CourseDetail } from '@app/domain/catalog'
import { Link } from 'react-router'
import { Accordion, AccordionItem } from '../../../components/ui/accordion'
import { LessonRow, lessonHref, sectionSummary } from './lesson-row'

interface CourseCurriculumProps {
  courseId: number
  curriculum: CourseDetail['curriculum']
  /** Sections listed on the course's full lesson page beyond these. */
  moreSections?: number
  id?: string
}

/** Course Content: collapsible sections (first open), each lesson linking to the lesson page. */
export function CourseCurriculum({
  courseId,
  curriculum,
  moreSections = 78,
  id,
}: CourseCurriculumProps) {
  const lessonCount = curriculum.reduce((n, s) => n + s.lessons.length, 0)
  return (
    <section className="course-section" aria-labelledby="content-title" id={id}>
      <div className="course-section__head">
        <h2 id="content-title" className="course-section__title">
          Course Content
        </h2>
        <p className="course-section__meta">
          {curriculum.length} sections · {lessonCount} lectures
        </p>
      </div>
      {curriculum.length ? (
        <Accordion defaultOpen={[String(curriculum[0]!.id)]} className="curriculum">
          {curriculum.map((section) => (
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
          {moreSections} More Sections
        </Link>
      ) : null}
    </section>
  )
}
