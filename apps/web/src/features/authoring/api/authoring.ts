import type {
  CourseDraftInput,
  CourseDraftResponse,
  CourseEditor,
  CourseInput,
  CourseMutationResult,
  CourseRemovalResult,
  CourseState,
  CoverUploadResult,
  FormUploadResult,
  InstructorCourseList,
  InstructorStats,
  LessonVideo,
  SaleList,
} from '@app/domain/authoring'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const authoringQueries = {
  all: ['authoring'] as const,
  /** GET /api/me/courses?state&page: the instructor's courses. */
  courses: (state: CourseState | undefined, page: number) =>
    queryOptions({
      queryKey: [...authoringQueries.all, 'courses', { state, page }],
      queryFn: ({ signal }) =>
        api.get<InstructorCourseList>('/me/courses', { state, page }, signal),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** GET /api/me/courses/:id: one course as the edit form shows it. */
  editor: (id: number) =>
    queryOptions({
      queryKey: [...authoringQueries.all, 'editor', id],
      queryFn: ({ signal }) => api.get<CourseEditor>(`/me/courses/${id}`, undefined, signal),
      staleTime: 0,
    }),
  /** GET /api/me/course-draft(?course=ID): the form as the instructor left it. */
  draft: (courseId: number | null) =>
    queryOptions({
      queryKey: [...authoringQueries.all, 'draft', courseId],
      queryFn: ({ signal }) =>
        api.get<CourseDraftResponse>(
          '/me/course-draft',
          courseId === null ? undefined : { course: courseId },
          signal,
        ),
      staleTime: 0,
      gcTime: 0,
    }),
  /** GET /api/me/instructor-stats?page: the six counters and Best Selling Courses. */
  stats: (page: number) =>
    queryOptions({
      queryKey: [...authoringQueries.all, 'stats', { page }],
      queryFn: ({ signal }) => api.get<InstructorStats>('/me/instructor-stats', { page }, signal),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** GET /api/me/sales?page: sales of the instructor's courses. */
  sales: (page: number) =>
    queryOptions({
      queryKey: [...authoringQueries.all, 'sales', { page }],
      queryFn: ({ signal }) => api.get<SaleList>('/me/sales', { page }, signal),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
}

export const saveCourseDraft = (input: CourseDraftInput) =>
  api.put<CourseDraftResponse>('/me/course-draft', input)

export const discardCourseDraft = (courseId: number | null) =>
  api.delete<null>(courseId === null ? '/me/course-draft' : `/me/course-draft?course=${courseId}`)

/** After any change to a course: lists, figures and the public catalog are stale. */
function useInvalidateCourses() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authoringQueries.all }),
      queryClient.invalidateQueries({ queryKey: ['courses'] }),
      queryClient.invalidateQueries({ queryKey: ['search'] }),
    ])
}

/** Create Course (no id) or save an edit (id). */
export function useSaveCourse() {
  const invalidate = useInvalidateCourses()
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CourseInput }) =>
      id === null
        ? api.post<CourseMutationResult>('/me/courses', input)
        : api.put<CourseMutationResult>(`/me/courses/${id}`, input),
    onSuccess: () => invalidate(),
  })
}

export type CourseAction = 'publish' | 'unpublish'
export function useCourseAction() {
  const invalidate = useInvalidateCourses()
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: CourseAction }) =>
      api.post<CourseMutationResult>(`/me/courses/${id}/${action}`),
    onSuccess: () => invalidate(),
  })
}

export function useRemoveCourse() {
  const invalidate = useInvalidateCourses()
  return useMutation({
    mutationFn: (id: number) => api.delete<CourseRemovalResult>(`/me/courses/${id}`),
    onSuccess: () => invalidate(),
  })
}

/** POST /api/me/courses/:id/cover: the image goes up as multipart, the server resizes it. */
/** POST /api/me/course-draft/cover or /promo-video: uploaded while filling the form. */
export function uploadFormFile(what: 'cover' | 'promo-video', file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.upload<FormUploadResult>(`/me/course-draft/${what}`, form)
}

export function uploadCourseCover(id: number, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.upload<CoverUploadResult>(`/me/courses/${id}/cover`, form)
}

export function useUploadCover() {
  const invalidate = useInvalidateCourses()
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadCourseCover(id, file),
    onSuccess: () => invalidate(),
  })
}

const lessonVideoPath = (courseId: number, lessonId: number) =>
  `/me/courses/${courseId}/lessons/${lessonId}/video`

/** POST /api/me/courses/:id/lessons/:lessonId/video: a WebM or MP4 as multipart. */
export function uploadLessonVideo(courseId: number, lessonId: number, file: File) {
  const form = new FormData()
  form.append('file', file)
  return api.upload<LessonVideo>(lessonVideoPath(courseId, lessonId), form)
}

/** DELETE the uploaded video: the lesson goes back to its sample video, or none. */
export const removeLessonVideo = (courseId: number, lessonId: number) =>
  api.delete<LessonVideo>(lessonVideoPath(courseId, lessonId))

/** Upload or remove a lesson's video; the edit form's course is fetched again afterwards. */
export function useLessonVideo(courseId: number, lessonId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? uploadLessonVideo(courseId, lessonId, file) : removeLessonVideo(courseId, lessonId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authoringQueries.editor(courseId).queryKey }),
  })
}
