import type { CourseSummary } from '@app/domain/catalog'
import type { Wishlist } from '@app/domain/wishlist'
import { queryOptions } from '@tanstack/react-query'
import { api, ApiError } from '../../../lib/api-client'

/** The signed-in student's wishlist kept with the account (GET/PUT/DELETE /api/me/wishlist). */
export const wishlistApi = {
  get: () => api.get<Wishlist>('/me/wishlist'),
  save: (courseId: number) => api.put<Wishlist>(`/me/wishlist/${courseId}`),
  remove: (courseId: number) => api.delete<Wishlist>(`/me/wishlist/${courseId}`),
  /** The browser's list, merged into the account's at login. */
  merge: (courseIds: readonly number[]) =>
    api.post<Wishlist>('/me/wishlist/merge', { courseIds: [...courseIds] }),
}
export type WishlistApi = typeof wishlistApi

export const wishlistQueries = {
  all: ['wishlist'] as const,
  /**
   * One saved course's card data from the public catalog; null when the catalog no longer has it
   * (removed or unpublished), so its card simply does not show.
   */
  course: (id: number) =>
    queryOptions({
      queryKey: [...wishlistQueries.all, 'course', id],
      queryFn: async ({ signal }): Promise<CourseSummary | null> => {
        try {
          return await api.get<CourseSummary>(`/courses/${id}`, undefined, signal)
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) return null
          throw err
        }
      },
      staleTime: 60_000,
    }),
}
