import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestQueryClient, jsonResponse } from '../../../testing/render'
import { makeProduct, stubApi } from '../../../testing/shop-fixtures'
import { ensureProductOrFirst, productQueries } from './products'

afterEach(() => vi.unstubAllGlobals())

const first = makeProduct({ id: 1, title: 'First' })
const list = { items: [first], total: 12, page: 1, pageSize: 1, pageCount: 12 }

describe('ensureProductOrFirst', () => {
  it('loads the product the URL names', async () => {
    stubApi({ 'GET /api/products/7': () => jsonResponse(makeProduct({ id: 7 })) })
    const client = createTestQueryClient()
    expect(await ensureProductOrFirst(client, '7')).toEqual({ id: 7, isFallback: false })
  })

  it.each(['999', 'abc', undefined])('falls back to the first product for %s', async (raw) => {
    const fetchMock = stubApi({ 'GET /api/products': () => jsonResponse(list) })
    const client = createTestQueryClient()
    expect(await ensureProductOrFirst(client, raw)).toEqual({ id: 1, isFallback: true })
    expect(client.getQueryData(productQueries.detail(1).queryKey)).toEqual(first)
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/products?pageSize=1')
  })

  it('passes on other errors', async () => {
    stubApi({ 'GET /api/products/7': () => jsonResponse({ error: 'Database down' }, 500) })
    await expect(ensureProductOrFirst(createTestQueryClient(), '7')).rejects.toThrow(
      'Database down',
    )
  })
})
