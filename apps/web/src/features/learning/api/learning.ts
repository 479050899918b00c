import type {
  Certificate,
  CompleteLessonResult,
  LearnCourse,
  LessonPlayer,
  MyLearning,
} from '@app/domain/learning'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const learningQueries = {
  all: ['learning'] as const,
  /** GET /api/learn/courses/:id: the lesson list with the caller's marks and resume point. */
  course: (courseId: number) =>
    queryOptions({
      queryKey: [...learningQueries.all, 'course', courseId],
      queryFn: ({ signal }) =>
        api.get<LearnCourse>(`/learn/courses/${courseId}`, undefined, signal),
    }),
  /** GET /api/learn/lessons/:id: the lesson's content (403 when the course must be bought). */
  lesson: (lessonId: number) =>
    queryOptions({
      queryKey: [...learningQueries.all, 'lesson', lessonId],
      queryFn: ({ signal }) =>
        api.get<LessonPlayer>(`/learn/lessons/${lessonId}`, undefined, signal),
    }),
  /** GET /api/me/learning: the student's courses with progress. */
  mine: () =>
    queryOptions({
      queryKey: [...learningQueries.all, 'mine'],
      queryFn: ({ signal }) => api.get<MyLearning>('/me/learning', undefined, signal),
      staleTime: 30_000,
    }),
  /** GET /api/certificates/:id: public verification. */
  certificate: (id: string) =>
    queryOptions({
      queryKey: [...learningQueries.all, 'certificate', id],
      queryFn: ({ signal }) =>
        api.get<Certificate>(`/certificates/${encodeURIComponent(id)}`, undefined, signal),
      staleTime: 5 * 60_000,
    }),
}

/** Mark as complete: the course's marks, the student's lists and dashboards refresh. */
export function useCompleteLesson(courseId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (lessonId: number) =>
      api.post<CompleteLessonResult>(`/learn/lessons/${lessonId}/complete`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningQueries.course(courseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...learningQueries.all, 'lesson'] }),
        queryClient.invalidateQueries({ queryKey: learningQueries.mine().queryKey }),
        // The dashboard's own copy of GET /api/me/learning.
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ])
    },
  })
}

/** Saves the video's resume point; a failure only means the next visit starts a little earlier. */
export function saveLessonPosition(lessonId: number, seconds: number): void {
  api
    .post(`/learn/lessons/${lessonId}/position`, { seconds: Math.max(0, Math.floor(seconds)) })
    .catch(() => {})
}
