import { ErrorBodySchema } from '@app/domain/api'
import { MENTOR_ROLES, STUDENT_ROLES } from '@app/domain/auth'
import {
  AttemptIdParamsSchema,
  InstructorQuizListSchema,
  QuizAttemptSchema,
  QuizCourseListSchema,
  QuizDetailSchema,
  QuizIdParamsSchema,
  QuizInputSchema,
  QuizResultSchema,
  QuizResultsSchema,
  SaveAnswersInputSchema,
  SaveAnswersResultSchema,
  StudentQuizListSchema,
  SubmitAttemptInputSchema,
} from '@app/domain/quizzes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BODY_TEXT_MESSAGE, hasSoundText } from '../../lib/sound-text'
import { createQuizzesRepository } from './quizzes.repository'
import { createQuizzesService } from './quizzes.service'
import { BEARER_AUTH } from '../../plugins/auth'

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
}

/**
 * The instructor's quizzes (role teacher or admin): list, the courses a quiz can belong to,
 * create, load for editing, edit, remove and results by student. Only the course's instructor
 * (or an admin) reaches a quiz.
 */
export const instructorQuizzesRoutes: FastifyPluginAsyncZod = async (app) => {
  const quizzes = createQuizzesService(createQuizzesRepository(app.db))
  app.addHook('onRequest', app.requireRole(MENTOR_ROLES))

  app.get(
    '/',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: "The quizzes of the instructor's courses, latest change first",
        response: { 200: InstructorQuizListSchema, ...errors },
      },
    },
    (req) => quizzes.listForInstructor(req.user!),
  )

  app.get(
    '/courses',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'The courses the instructor can attach a quiz to',
        response: { 200: QuizCourseListSchema, ...errors },
      },
    },
    (req) => quizzes.instructorCourses(req.user!),
  )

  app.post(
    '/',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'Create a quiz on one of the instructor’s courses',
        body: QuizInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 201: QuizDetailSchema, ...errors },
      },
    },
    async (req, reply) => {
      const quiz = await quizzes.create(req.user!, req.body)
      req.log.info({ quizId: quiz.id, courseId: quiz.courseId }, 'quiz created')
      return reply.status(201).send(quiz)
    },
  )

  app.get(
    '/:id',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'One quiz with its questions and correct options, for the editor',
        params: QuizIdParamsSchema,
        response: { 200: QuizDetailSchema, ...errors },
      },
    },
    (req) => quizzes.getForInstructor(req.user!, req.params.id),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'Replace a quiz: questions and options sent with their id are kept',
        params: QuizIdParamsSchema,
        body: QuizInputSchema.refine(hasSoundText, BODY_TEXT_MESSAGE),
        response: { 200: QuizDetailSchema, ...errors },
      },
    },
    async (req) => {
      const quiz = await quizzes.update(req.user!, req.params.id, req.body)
      req.log.info({ quizId: quiz.id }, 'quiz updated')
      return quiz
    },
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'Remove a quiz with its attempts',
        params: QuizIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await quizzes.remove(req.user!, req.params.id)
      req.log.info({ quizId: req.params.id }, 'quiz removed')
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/:id/results',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'Results by student: best score, attempts and finishing time',
        params: QuizIdParamsSchema,
        response: { 200: QuizResultsSchema, ...errors },
      },
    },
    (req) => quizzes.results(req.user!, req.params.id),
  )
}

/**
 * The student's quizzes (role student or admin), under /api/me: the quizzes of their courses,
 * starting (or resuming) an attempt, saving answers, submitting and the result.
 */
export const studentQuizzesRoutes: FastifyPluginAsyncZod = async (app) => {
  const quizzes = createQuizzesService(createQuizzesRepository(app.db))
  app.addHook('onRequest', app.requireRole(STUDENT_ROLES))

  app.get(
    '/quizzes',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: "The quizzes of the student's courses with attempts used and best score",
        response: { 200: StudentQuizListSchema, ...errors },
      },
    },
    (req) => quizzes.listForStudent(req.user!),
  )

  app.post(
    '/quizzes/:id/start',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'Start an attempt, or resume the open one (201 new, 200 resumed)',
        description:
          'The server keeps the start time and the deadline; the questions never carry the correct options.',
        params: QuizIdParamsSchema,
        response: { 200: QuizAttemptSchema, 201: QuizAttemptSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { attempt, isNew } = await quizzes.start(req.user!, req.params.id)
      if (isNew) req.log.info({ attemptId: attempt.id, quizId: attempt.quizId }, 'quiz started')
      return reply.status(isNew ? 201 : 200).send(attempt)
    },
  )

  app.get(
    '/quiz-attempts/:id',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'An attempt: its questions, deadline and answers saved so far',
        params: AttemptIdParamsSchema,
        response: { 200: QuizAttemptSchema, ...errors },
      },
    },
    (req) => quizzes.getAttempt(req.user!, req.params.id),
  )

  app.put(
    '/quiz-attempts/:id/answers',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'Save the answers so far (refused after the deadline)',
        params: AttemptIdParamsSchema,
        body: SaveAnswersInputSchema,
        response: { 200: SaveAnswersResultSchema, ...errors },
      },
    },
    (req) => quizzes.saveAnswers(req.user!, req.params.id, req.body.answers),
  )

  app.post(
    '/quiz-attempts/:id/submit',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'Submit and score the attempt; answers count only when saved before the deadline',
        params: AttemptIdParamsSchema,
        body: SubmitAttemptInputSchema.nullish(),
        response: { 200: QuizResultSchema, ...errors },
      },
    },
    async (req) => {
      const result = await quizzes.submit(req.user!, req.params.id, req.body?.answers)
      req.log.info({ attemptId: result.attemptId, score: result.score }, 'quiz submitted')
      return result
    },
  )

  app.get(
    '/quiz-attempts/:id/result',
    {
      schema: {
        tags: ['quizzes'],
        security: BEARER_AUTH,
        summary: 'The result of a submitted attempt, with the correct options',
        params: AttemptIdParamsSchema,
        response: { 200: QuizResultSchema, ...errors },
      },
    },
    (req) => quizzes.result(req.user!, req.params.id),
  )
}
