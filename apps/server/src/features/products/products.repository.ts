import type { ProductSort } from '@app/domain/shop'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { PAID_ORDER_STATUSES } from '@app/domain/orders'
import { queryRows, valueList } from '../../db/raw-sql'

/** A product as stored, without its derived image URL. */
export interface ProductRow {
  id: number
  title: string
  author: string
  description: string
  priceCents: number
  compareAtCents: number | null
  rating: number
  totalReviews: number
  sku: string
  category: string
  tags: string[]
  stock: number
}

export interface ProductReviewRow {
  id: string
  userId: string | null
  name: string
  rating: number
  title: string
  body: string
  isVerifiedPurchase: boolean
  createdAt: Date | string
}

export interface ReviewStats {
  total: number
  average: number
  /** Reviews per star, index 0 = 1 star. */
  distribution: number[]
}

export interface ReviewToSave {
  productId: number
  userId: string
  name: string
  rating: number
  title: string
  body: string
}

/**
 * Each descending sort is the exact reverse of its ascending one (ties by id), the same rule as
 * the course list. Titles compare by their ASCII-lower-cased bytes, as `sortKey` in the domain.
 */
const ORDER_BY: Record<ProductSort, SQL> = {
  default: sql`p.id`,
  'title-asc': sql`lower(p.title collate "C"), p.id`,
  'title-desc': sql`lower(p.title collate "C") desc, p.id desc`,
  'price-asc': sql`p.price_cents, p.id`,
  'price-desc': sql`p.price_cents desc, p.id desc`,
  'rating-asc': sql`p.rating, p.id`,
  'rating-desc': sql`p.rating desc, p.id desc`,
}

/** The columns of a ProductRow; `p` is products. The rating is stored as a real: one decimal. */
const COLUMNS = sql`
  p.id, p.title, p.author, p.description, p.price_cents as "priceCents",
  p.compare_at_cents as "compareAtCents", round(p.rating::numeric, 1)::float8 as "rating",
  p.total_reviews as "totalReviews", p.sku, p.category, p.tags, p.stock`

const REVIEW_COLUMNS = sql`
  r.id, r.user_id as "userId", r.name, r.rating, r.title, r.body,
  r.is_verified_purchase as "isVerifiedPurchase", r.created_at as "createdAt"`

export function createProductsRepository(db: Db) {
  return {
    async list(
      sort: ProductSort,
      page: number,
      pageSize: number,
    ): Promise<{ items: ProductRow[]; total: number }> {
      const [items, counted] = await Promise.all([
        queryRows<ProductRow>(
          db,
          sql`select ${COLUMNS} from products p
              order by ${ORDER_BY[sort]}
              limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from products`),
      ])
      return { items, total: counted[0]?.total ?? 0 }
    },

    async findById(id: number): Promise<ProductRow | null> {
      const rows = await queryRows<ProductRow>(
        db,
        sql`select ${COLUMNS} from products p where p.id = ${id}`,
      )
      return rows[0] ?? null
    },

    /** The products of `ids` that exist, in id order. */
    findByIds(ids: readonly number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return queryRows<ProductRow>(
        db,
        sql`select ${COLUMNS} from products p
            where p.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by p.id`,
      )
    },

    /** Other products: the same category first, then the best rated, ties by id. */
    related(product: { id: number; category: string }, limit: number): Promise<ProductRow[]> {
      return queryRows<ProductRow>(
        db,
        sql`select ${COLUMNS} from products p
            where p.id <> ${product.id}
            order by (p.category = ${product.category}) desc, p.rating desc, p.id
            limit ${limit}`,
      )
    },

    /** The newest reviews of a product first. */
    reviews(productId: number, limit: number): Promise<ProductReviewRow[]> {
      return queryRows<ProductReviewRow>(
        db,
        sql`select ${REVIEW_COLUMNS} from product_reviews r
            where r.product_id = ${productId}
            order by r.created_at desc, r.id desc
            limit ${limit}`,
      )
    },

    /** Count, average (one decimal, as the product's rating) and count per star. */
    async reviewStats(productId: number): Promise<ReviewStats> {
      const rows = await queryRows<{ rating: number; count: number }>(
        db,
        sql`select rating, count(*)::int as count from product_reviews
            where product_id = ${productId} group by rating`,
      )
      const averages = await queryRows<{ average: number }>(
        db,
        sql`select coalesce(round(avg(rating)::numeric, 1), 0)::float8 as average
            from product_reviews where product_id = ${productId}`,
      )
      const distribution = [0, 0, 0, 0, 0]
      for (const row of rows) distribution[row.rating - 1] = row.count
      return {
        total: distribution.reduce((a, b) => a + b, 0),
        average: averages[0]?.average ?? 0,
        distribution,
      }
    },

    /**
     * Creates or edits the account's review of a product, and recomputes the product's rating
     * and review count, in one transaction. The product row is locked first, so reviews of
     * one product are saved one after the other: each recount sees the others, and the check
     * for an existing review cannot race. The verified mark is true when the account has a
     * paid or completed order holding the product.
     */
    async saveReview(
      review: ReviewToSave,
    ): Promise<{ row: ProductReviewRow; created: boolean } | 'no-product' | 'no-account'> {
      return db.transaction(async (tx) => {
        const product = await queryRows<{ id: number }>(
          tx,
          sql`select id from products where id = ${review.productId} for update`,
        )
        if (product.length === 0) return 'no-product'
        const account = await queryRows<{ id: string }>(
          tx,
          sql`select id from users where id = ${review.userId}::uuid`,
        )
        if (account.length === 0) return 'no-account'
        const existing = await queryRows<{ id: string }>(
          tx,
          sql`select id from product_reviews
              where product_id = ${review.productId} and user_id = ${review.userId}::uuid`,
        )

        const [row] = await queryRows<ProductReviewRow>(
          tx,
          sql`insert into product_reviews as r
                (product_id, user_id, name, rating, title, body, is_verified_purchase)
              values (
                ${review.productId}, ${review.userId}::uuid, ${review.name}, ${review.rating},
                ${review.title}, ${review.body},
                exists (
                  select 1 from orders o join order_lines l on l.order_id = o.id
                  where o.user_id = ${review.userId}::uuid
                    and o.status in ${valueList(PAID_ORDER_STATUSES)}
                    and l.product_id = ${review.productId}
                )
              )
              on conflict (product_id, user_id) where user_id is not null do update set
                name = excluded.name, rating = excluded.rating, title = excluded.title,
                body = excluded.body, is_verified_purchase = excluded.is_verified_purchase,
                updated_at = now()
              returning ${REVIEW_COLUMNS}`,
        )
        if (!row) throw new Error('the review was not saved')

        await tx.execute(sql`
          update products set
            rating = coalesce((select round(avg(rating)::numeric, 1) from product_reviews
                               where product_id = ${review.productId}), 0),
            total_reviews = (select count(*) from product_reviews
                             where product_id = ${review.productId})
          where id = ${review.productId}`)

        return { row, created: existing.length === 0 }
      })
    },
  }
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>
