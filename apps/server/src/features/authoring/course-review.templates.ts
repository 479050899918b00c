import type { CourseMutationResult } from '@app/domain/authoring'
import { pagePath, PAGES } from '@app/domain/pages'
import type { OutgoingMessage } from '../../outbox/outbox.repository'

/** Header values come from stored text: no line breaks may reach the mail headers. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

/** Where the mentor reads the outcome: My Courses (the rejected tab for a rejection). */
export const myCoursesPath = (state?: 'rejected') =>
  state ? `${PAGES.instructorMyCourses.path}?state=${state}` : PAGES.instructorMyCourses.path
export const coursePath = (id: number) => pagePath('course', { id })

interface Recipient {
  name: string
  email: string
}

/** To the mentor: an admin approved the course, it is in the catalog now. */
export function courseApproved(
  course: CourseMutationResult,
  to: Recipient,
  publicUrl: string,
): OutgoingMessage {
  const title = oneLine(course.title)
  return {
    template: 'course-approved',
    recipient: to.email,
    replyTo: null,
    subject: `“${title}” is live on Learnlane`.slice(0, 250),
    body: [
      `Hello ${oneLine(to.name)},`,
      '',
      `Good news: we reviewed your course “${title}” and approved it. It is in the catalog,`,
      'its filters and search now, and students can enrol.',
      '',
      `See it as students do: ${publicUrl}${coursePath(course.id)}`,
      `Your courses: ${publicUrl}${myCoursesPath()}`,
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { courseId: String(course.id), title: course.title },
  }
}

/** To the mentor: an admin rejected the course, with the reason to act on. */
export function courseRejected(
  course: CourseMutationResult,
  to: Recipient,
  reason: string,
  publicUrl: string,
): OutgoingMessage {
  const title = oneLine(course.title)
  return {
    template: 'course-rejected',
    recipient: to.email,
    replyTo: null,
    subject: `“${title}” needs changes before it goes live`.slice(0, 250),
    body: [
      `Hello ${oneLine(to.name)},`,
      '',
      `We reviewed your course “${title}” and it needs changes before it can go live:`,
      '',
      reason,
      '',
      'Edit the course, then press Publish again to send it back for review.',
      `Your courses: ${publicUrl}${myCoursesPath('rejected')}`,
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { courseId: String(course.id), title: course.title, reason },
  }
}
