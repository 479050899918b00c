import { useQuery } from '@tanstack/react-query'
import { AlertTriangle, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { SectionHead } from '../../../components/catalog/section-head'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { errorMessage } from '../../../lib/api-client'
import { categoryQueries, categoryTileQueries } from '../api/courses'
import { CategoryTileCard } from './home/category-carousel'
import './home/home.css'
import './category-directory.css'

/** Every category: the popular tiles, then the ten top categories with their topics. */
export function CategoryDirectory() {
  const tiles = useQuery(categoryTileQueries.all())
  const categories = useQuery(categoryQueries.all())
  return (
    <div className="container section categories-page">
      <section aria-labelledby="popular-categories">
        <SectionHead
          id="popular-categories"
          title="Popular Categories"
          intro="Jump into the subjects most learners start with."
        />
        {tiles.isError ? (
          <p className="section-error">The popular categories could not be loaded.</p>
        ) : (
          <ul className="tile-grid">
            {(tiles.data ?? []).map((tile) => (
              <li key={tile.id}>
                <CategoryTileCard tile={tile} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="all-categories">
        <SectionHead
          id="all-categories"
          title="All Categories"
          intro="Ten areas of study, each split into the topics you can learn."
        />
        {categories.isError ? (
          <EmptyState
            icon={<AlertTriangle size={28} />}
            title="We could not load the categories"
            description={errorMessage(categories.error)}
            action={<Button onClick={() => void categories.refetch()}>Try again</Button>}
          />
        ) : (
          <ul className="category-columns">
            {(categories.data ?? []).map((category) => (
              <li key={category.id} className="category-column">
                <h3>{category.title}</h3>
                <ul>
                  {category.subItems.map((sub) => (
                    <li key={sub.id}>
                      <Link to={sub.href}>
                        {sub.title}
                        <ChevronRight aria-hidden="true" size={14} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
