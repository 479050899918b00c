import type { Category, CategoryTile } from '@app/domain/catalog'
import type { createCategoriesRepository } from './categories.repository'

export function createCategoriesService(repo: ReturnType<typeof createCategoriesRepository>) {
  return {
    list: (): Promise<Category[]> => repo.listWithSubItems(),
    tiles: (): Promise<CategoryTile[]> => repo.listTiles(),
  }
}
