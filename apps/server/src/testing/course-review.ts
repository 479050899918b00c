import type { FastifyInstance } from 'fastify'
import { addAccount, type TestAccount } from './commerce'
import type { TestApp } from './test-app'

const reviewers = new WeakMap<FastifyInstance, Promise<TestAccount>>()

/** One admin per app, made when first needed, who approves courses in tests. */
const reviewerOf = (t: TestApp) => {
  let admin = reviewers.get(t.app)
  if (!admin) {
    admin = addAccount(t, 'admin', 'Rita Reviewer')
    reviewers.set(t.app, admin)
  }
  return admin
}

/**
 * Publishes a course as a mentor does and has an admin approve it, so it goes live in the
 * catalog, search and sitemap (`app` is the instance to call, `t` the one that owns the data).
 * Throws when either step is refused.
 */
export async function publishAndApprove(
  t: TestApp,
  courseId: number,
  mentor: Pick<TestAccount, 'auth'>,
  app: Pick<FastifyInstance, 'inject'> = t.app,
): Promise<void> {
  const sent = await app.inject({
    method: 'POST',
    url: `/api/me/courses/${courseId}/publish`,
    headers: mentor.auth,
  })
  if (sent.statusCode !== 200) throw new Error(`publish answered ${sent.statusCode}: ${sent.body}`)
  const admin = await reviewerOf(t)
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/course-reviews/${courseId}/approve`,
    headers: admin.auth,
  })
  if (approved.statusCode !== 200) {
    throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`)
  }
}
