import { createHash } from 'node:crypto'
import { pageCount } from '@app/domain/catalog'
import type {
  Product,
  ProductListQuery,
  ProductListResponse,
  ProductReview,
  ProductReviewInput,
  ProductReviewList,
} from '@app/domain/shop'
import { NotFoundError, UnauthorizedError } from '../../lib/errors'
import { productCoverSvg, productCoverUrl } from './product-art'
import type { ProductReviewRow, ProductRow, ProductsRepository } from './products.repository'
import { UUID } from '../../lib/uuid'

export const RELATED_LIMIT = 8
/** The newest reviews shown with a product; the count, average and distribution cover all. */
export const REVIEWS_SHOWN = 50
export const REVIEW_LOGIN_MESSAGE = 'Log in to post a review'

const MAX_ID = 2_147_483_647

/** A product id from the path, or null for anything but a positive integer in range. */
export function parseProductId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= MAX_ID ? id : null
}

export const toProduct = (row: ProductRow): Product => ({
  ...row,
  imgSrc: productCoverUrl(row.id),
})

/**
 * The avatar seed of a review: for an account, a hash of its id (the same person keeps the same
 * avatar without the id leaving the server); for a sample review, the review id.
 */
const avatarSeed = (row: ProductReviewRow): string =>
  row.userId
    ? createHash('sha256').update(`avatar:${row.userId}`).digest('hex').slice(0, 16)
    : row.id

export const toProductReview = (row: ProductReviewRow): ProductReview => ({
  id: row.id,
  name: row.name,
  avatarSeed: avatarSeed(row),
  rating: row.rating,
  title: row.title,
  body: row.body,
  createdAt: new Date(row.createdAt).toISOString(),
  isVerifiedPurchase: row.isVerifiedPurchase,
})

export interface ProductCover {
  svg: string
  /** A weak validator: the bytes differ once compressed, the picture does not. */
  etag: string
}

export function createProductsService(repo: ProductsRepository) {
  const find = async (rawId: string): Promise<ProductRow> => {
    const id = parseProductId(rawId)
    const row = id === null ? null : await repo.findById(id)
    if (!row) throw new NotFoundError('Product not found')
    return row
  }

  return {
    async list(query: ProductListQuery): Promise<ProductListResponse> {
      const { items, total } = await repo.list(query.sort, query.page, query.pageSize)
      return {
        items: items.map(toProduct),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: pageCount(total, query.pageSize),
      }
    },

    getById: async (rawId: string): Promise<Product> => toProduct(await find(rawId)),

    /** Products by id for other features (the cart asks for current prices); unknown ids are left out. */
    async findByIds(ids: readonly number[]): Promise<Product[]> {
      return (await repo.findByIds(ids)).map(toProduct)
    },

    async related(rawId: string): Promise<Product[]> {
      const product = await find(rawId)
      return (await repo.related(product, RELATED_LIMIT)).map(toProduct)
    },

    async cover(rawId: string): Promise<ProductCover> {
      const svg = productCoverSvg(await find(rawId))
      const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 27)
      return { svg, etag: `W/"${hash}"` }
    },

    async reviews(rawId: string): Promise<ProductReviewList> {
      const product = await find(rawId)
      const [rows, stats] = await Promise.all([
        repo.reviews(product.id, REVIEWS_SHOWN),
        repo.reviewStats(product.id),
      ])
      return { items: rows.map(toProductReview), ...stats }
    },

    /**
     * One review per account and product: the first post creates it, a later one edits it.
     * Only the first name is kept as the shown name; the form's e-mail and phone are checked
     * by the schema and then dropped (nothing needs them).
     */
    async saveReview(
      rawId: string,
      accountId: string,
      input: ProductReviewInput,
    ): Promise<{ review: ProductReview; created: boolean }> {
      const id = parseProductId(rawId)
      if (id === null) throw new NotFoundError('Product not found')
      if (!UUID.test(accountId)) throw new UnauthorizedError(REVIEW_LOGIN_MESSAGE)
      const saved = await repo.saveReview({
        productId: id,
        userId: accountId,
        name: input.firstName,
        rating: input.rating,
        title: input.title,
        body: input.message,
      })
      if (saved === 'no-product') throw new NotFoundError('Product not found')
      if (saved === 'no-account') throw new UnauthorizedError(REVIEW_LOGIN_MESSAGE)
      return { review: toProductReview(saved.row), created: saved.created }
    },
  }
}
export type ProductsService = ReturnType<typeof createProductsService>
