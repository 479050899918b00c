import type { Db } from '../../db/client'
import {
  createCourseReviewRepository,
  type CourseReviewRepository,
} from './course-review.repository'
import {
  createCourseWritesRepository,
  type CourseWritesRepository,
} from './course-writes.repository'
import { createCurriculumRepository, type CurriculumRepository } from './curriculum.repository'
import { createDraftsRepository, type DraftsRepository } from './drafts.repository'
import { createEditorRepository, type EditorRepository } from './editor.repository'
import {
  createInstructorStatsRepository,
  type InstructorStatsRepository,
} from './instructor-stats.repository'

/**
 * The authoring repositories on one connection, with a transaction that spans them all (Create
 * Course writes the course, its curriculum and clears the draft in one go).
 */
export type AuthoringRepository = CourseWritesRepository &
  CurriculumRepository &
  CourseReviewRepository &
  EditorRepository &
  InstructorStatsRepository &
  DraftsRepository & {
    transaction: <T>(work: (repo: AuthoringRepository, tx: Db) => Promise<T>) => Promise<T>
  }

export function createAuthoringRepository(db: Db): AuthoringRepository {
  return {
    ...createCourseWritesRepository(db),
    ...createCurriculumRepository(db),
    ...createCourseReviewRepository(db),
    ...createEditorRepository(db),
    ...createInstructorStatsRepository(db),
    ...createDraftsRepository(db),
    transaction: (work) => db.transaction((tx) => work(createAuthoringRepository(tx), tx)),
  }
}
