import {
  progressOf,
  type LearnCourse,
  type LearningCourse,
  type LessonPlayer,
  type MyLearning,
} from '@app/domain/learning'
import { makeCourse } from './order-fixtures'

/** A course on My Courses with `completed` of `total` lessons done. */
export function makeLearningCourse(
  id: number,
  title: string,
  completed = 0,
  total = 12,
): LearningCourse {
  const isDone = completed >= total
  return {
    courseId: id,
    enrolledAt: '2026-03-02T10:00:00.000Z',
    course: makeCourse(id, title),
    progress: progressOf(completed, total),
    status: isDone ? 'completed' : 'active',
    resumeLessonId: null,
    lastActivityAt: null,
    completedAt: isDone ? '2026-03-20T10:00:00.000Z' : null,
    certificateId: isDone ? `0000000${id}-0000-4000-8000-000000000000` : null,
  }
}

/** GET /api/me/learning for these courses, counts derived from them. */
export function myLearning(items: LearningCourse[], quizzesPassed = 0): MyLearning {
  const completed = items.filter((i) => i.status === 'completed').length
  return {
    items,
    counts: {
      enrolled: items.length,
      active: items.length - completed,
      completed,
      certificates: items.filter((i) => i.certificateId).length,
      lessonsCompleted: items.reduce((n, i) => n + i.progress.completedLessons, 0),
      quizzesPassed,
    },
  }
}

/**
 * A two-section course for the player: lessons 11 (video, Preview), 12 (reading, Preview), 13
 * (quiz), 21 (video), 22 (reading). `done` lists completed lesson ids.
 */
export function makeLearnCourse(
  access: LearnCourse['access'],
  done: number[] = [],
  overrides: Partial<LearnCourse> = {},
): LearnCourse {
  const lesson = (
    id: number,
    title: string,
    type: 'video' | 'document' | 'quiz',
    isPreview = false,
  ) => ({
    id,
    title,
    type,
    durationMinutes: 3,
    isPreview,
    isLocked: access === 'preview' && !isPreview,
    isCompleted: done.includes(id),
  })
  return {
    courseId: 7,
    title: 'Modern React From Scratch',
    instructorName: 'Kenji Watanabe',
    priceCents: 8929,
    access,
    progress: progressOf(done.length, 5),
    resumeLessonId: 11,
    completedAt: null,
    certificateId: null,
    sections: [
      {
        id: 1,
        title: 'Getting started',
        lessons: [
          lesson(11, 'Welcome to the course', 'video', true),
          lesson(12, 'How the course works', 'document', true),
          lesson(13, 'Check your setup', 'quiz'),
        ],
      },
      {
        id: 2,
        title: 'Components',
        lessons: [
          lesson(21, 'Your first component', 'video'),
          lesson(22, 'Props in depth', 'document'),
        ],
      },
    ],
    ...overrides,
  }
}

export function makeLessonPlayer(overrides: Partial<LessonPlayer> = {}): LessonPlayer {
  return {
    id: 11,
    courseId: 7,
    sectionTitle: 'Getting started',
    title: 'Welcome to the course',
    type: 'video',
    durationMinutes: 3,
    isPreview: true,
    access: 'enrolled',
    video: {
      url: '/api/media/lesson-intro.webm',
      captionsUrl: '/api/media/lesson-intro.vtt',
      captionsLang: 'en',
      expiresAt: null,
    },
    documentText: null,
    quizId: null,
    quiz: null,
    isCompleted: false,
    positionSeconds: 0,
    ...overrides,
  }
}
