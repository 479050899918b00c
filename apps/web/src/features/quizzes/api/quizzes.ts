import type {
  InstructorQuizList,
  QuizAnswers,
  QuizAttempt,
  QuizCourseList,
  QuizDetail,
  QuizInput,
  QuizResult,
  QuizResults,
  SaveAnswersResult,
  StudentQuizList,
} from '@app/domain/quizzes'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const quizQueries = {
  all: ['quizzes'] as const,
  /** GET /api/me/quizzes: the quizzes of the student's courses. */
  mine: () =>
    queryOptions({
      queryKey: [...quizQueries.all, 'mine'],
      queryFn: ({ signal }) => api.get<StudentQuizList>('/me/quizzes', undefined, signal),
    }),
  /** GET /api/me/quiz-attempts/:id: an attempt in progress (questions without the answers). */
  attempt: (id: string) =>
    queryOptions({
      queryKey: [...quizQueries.all, 'attempt', id],
      queryFn: ({ signal }) => api.get<QuizAttempt>(`/me/quiz-attempts/${id}`, undefined, signal),
      // The server's deadline does not move: no refetch while the student works.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  /** GET /api/me/quiz-attempts/:id/result */
  result: (id: string) =>
    queryOptions({
      queryKey: [...quizQueries.all, 'result', id],
      queryFn: ({ signal }) =>
        api.get<QuizResult>(`/me/quiz-attempts/${id}/result`, undefined, signal),
    }),
  /** GET /api/instructor/quizzes */
  instructorList: () =>
    queryOptions({
      queryKey: [...quizQueries.all, 'instructor', 'list'],
      queryFn: ({ signal }) =>
        api.get<InstructorQuizList>('/instructor/quizzes', undefined, signal),
    }),
  /** GET /api/instructor/quizzes/courses: the courses a quiz can belong to. */
  instructorCourses: () =>
    queryOptions({
      queryKey: [...quizQueries.all, 'instructor', 'courses'],
      queryFn: ({ signal }) =>
        api.get<QuizCourseList>('/instructor/quizzes/courses', undefined, signal),
      staleTime: 60_000,
    }),
  /** GET /api/instructor/quizzes/:id: the quiz with its correct options, for the editor. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...quizQueries.all, 'instructor', 'detail', id],
      queryFn: ({ signal }) => api.get<QuizDetail>(`/instructor/quizzes/${id}`, undefined, signal),
    }),
  /** GET /api/instructor/quizzes/:id/results: results by student. */
  results: (id: number) =>
    queryOptions({
      queryKey: [...quizQueries.all, 'instructor', 'results', id],
      queryFn: ({ signal }) =>
        api.get<QuizResults>(`/instructor/quizzes/${id}/results`, undefined, signal),
    }),
}

/** POST /api/me/quizzes/:id/start: a new attempt, or the open one. */
export function useStartQuiz() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (quizId: number) => api.post<QuizAttempt>(`/me/quizzes/${quizId}/start`),
    onSuccess: (attempt) => {
      queryClient.setQueryData(quizQueries.attempt(attempt.id).queryKey, attempt)
      void queryClient.invalidateQueries({ queryKey: quizQueries.mine().queryKey })
    },
  })
}

/** PUT /api/me/quiz-attempts/:id/answers: the answers so far. */
export function useSaveAnswers(attemptId: string) {
  return useMutation({
    mutationFn: (answers: QuizAnswers) =>
      api.put<SaveAnswersResult>(`/me/quiz-attempts/${attemptId}/answers`, { answers }),
  })
}

/** POST /api/me/quiz-attempts/:id/submit */
export function useSubmitQuiz(attemptId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answers: QuizAnswers) =>
      api.post<QuizResult>(`/me/quiz-attempts/${attemptId}/submit`, { answers }),
    onSuccess: (result) => {
      queryClient.setQueryData(quizQueries.result(result.attemptId).queryKey, result)
      void queryClient.invalidateQueries({ queryKey: quizQueries.all })
      // Every attempt changes the quiz lesson's standing; a pass completes the lesson (and
      // maybe the course): the lesson player and the student's course lists refresh.
      void queryClient.invalidateQueries({ queryKey: ['learning'] })
      if (result.isPassed) void queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}

/** POST (new) or PUT (edit) a quiz. */
export function useSaveQuiz(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: QuizInput) =>
      id === null
        ? api.post<QuizDetail>('/instructor/quizzes', input)
        : api.put<QuizDetail>(`/instructor/quizzes/${id}`, input),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizQueries.detail(quiz.id).queryKey, quiz)
      void queryClient.invalidateQueries({ queryKey: quizQueries.instructorList().queryKey })
    },
  })
}

/** DELETE /api/instructor/quizzes/:id */
export function useRemoveQuiz() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/instructor/quizzes/${id}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: quizQueries.instructorList().queryKey }),
  })
}
