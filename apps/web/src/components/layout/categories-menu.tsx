import type { CourseCategory } from '@app/domain/catalog'
import { useQuery } from '@tanstack/react-query'
import { ChevronDown, ChevronRight, LayoutGrid } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
// eslint-disable-next-line boundaries/dependencies -- the menus link to the catalog's categories; to move to lib/ (docs/decisions/033)
import { courseCategoryQueries } from '../../features/catalog/api/courses'
// eslint-disable-next-line boundaries/dependencies -- the menus link to the catalog's categories; to move to lib/ (docs/decisions/033)
import { categoryPath } from '../../features/catalog/filters-url'
import { Dropdown } from '../ui/dropdown'

/** Header Categories dropdown: the catalog's course categories, each opening the filtered grid. */
export function CategoriesMenu() {
  return (
    <Dropdown
      className="categories-menu"
      buttonClassName="header__nav-button"
      panelClassName="categories-menu__panel"
      label={
        <>
          <LayoutGrid aria-hidden="true" size={18} />
          Categories
          <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      {({ close }) => <CategoriesPanel onNavigate={close} />}
    </Dropdown>
  )
}

/** The catalog's categories (those holding a published course), loaded once and shared. */
export function useCourseCategories() {
  return useQuery(courseCategoryQueries.all())
}

export const courseCountText = (n: number) => `${n} ${n === 1 ? 'course' : 'courses'}`

function CategoriesPanel({ onNavigate }: { onNavigate: () => void }) {
  const categories = useCourseCategories()
  const headingId = useId()
  return (
    <div className="categories-menu__body">
      <p className="categories-menu__heading" id={headingId}>
        Course categories
      </p>
      {categories.isError ? (
        <p className="categories-menu__note">The categories could not be loaded.</p>
      ) : categories.data ? (
        <CategoryLinks
          categories={categories.data}
          labelledBy={headingId}
          onNavigate={onNavigate}
        />
      ) : (
        <p className="categories-menu__note" role="status">
          Loading categories…
        </p>
      )}
      <Link className="categories-menu__all" to={paths.courses} onClick={onNavigate}>
        All courses
        <ChevronRight aria-hidden="true" size={16} />
      </Link>
    </div>
  )
}

function CategoryLinks({
  categories,
  labelledBy,
  onNavigate,
}: {
  categories: readonly CourseCategory[]
  labelledBy: string
  onNavigate: () => void
}) {
  return (
    <ul className="categories-menu__list" aria-labelledby={labelledBy}>
      {categories.map((category) => (
        <li key={category.title}>
          <Link
            className="categories-menu__category"
            to={categoryPath(category.title)}
            onClick={onNavigate}
          >
            <span>{category.title}</span>
            <span className="categories-menu__count">{courseCountText(category.courses)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
