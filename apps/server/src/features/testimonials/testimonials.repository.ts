import type { Testimonial } from '@app/domain/catalog'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { testimonials } from '../../db/schema/index'

export function createTestimonialsRepository(db: Db) {
  return {
    list: (): Promise<Testimonial[]> =>
      db
        .select({
          id: testimonials.id,
          name: testimonials.name,
          role: testimonials.role,
          rating: testimonials.rating,
          text: testimonials.text,
        })
        .from(testimonials)
        .orderBy(asc(testimonials.position), asc(testimonials.id)),
  }
}
