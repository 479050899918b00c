import type { CategoryTile } from '@app/domain/catalog'
import { useQuery } from '@tanstack/react-query'
import {
  BookOpen,
  Briefcase,
  Camera,
  Clapperboard,
  Code,
  Database,
  Heart,
  Languages,
  Megaphone,
  Music,
  PenTool,
  Sprout,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'react-router'
import { Carousel } from '../../../../components/catalog/carousel'
import { paths } from '../../../../config/paths'
import { formatCountOf } from '../../../../lib/format'
import { categoryTileQueries } from '../../api/courses'

const ICONS: Record<string, LucideIcon> = {
  'pen-tool': PenTool,
  megaphone: Megaphone,
  languages: Languages,
  heart: Heart,
  clapperboard: Clapperboard,
  briefcase: Briefcase,
  music: Music,
  database: Database,
  code: Code,
  camera: Camera,
  sprout: Sprout,
}

/** Category tiles: 1.5 per view, 4 from 576 px, 7 from 1024, 10 from 1400 (SPEC section 9). */
const BREAKPOINTS = {
  0: { slidesPerView: 1.5, spaceBetween: 16 },
  576: { slidesPerView: 4, spaceBetween: 16 },
  1024: { slidesPerView: 7, spaceBetween: 16 },
  1400: { slidesPerView: 10, spaceBetween: 16 },
}

export function CategoryTileCard({ tile }: { tile: CategoryTile }) {
  const Icon = ICONS[tile.icon] ?? BookOpen
  return (
    <Link className="category-tile" to={paths.courses}>
      <span className="category-tile__icon" aria-hidden="true">
        <Icon size={26} strokeWidth={1.75} />
      </span>
      <span className="category-tile__title">{tile.title}</span>
      <span className="category-tile__count">{formatCountOf(tile.courseCount, 'Course')}</span>
    </Link>
  )
}

/** The eleven category tiles under the hero. */
export function CategoryCarousel() {
  const query = useQuery(categoryTileQueries.all())
  return (
    <div className="container category-strip">
      <h2 className="visually-hidden">Browse by category</h2>
      <div className="category-strip__track">
        {query.data ? (
          <Carousel
            label="Course categories"
            breakpoints={BREAKPOINTS}
            slidesPerView={1.5}
            spaceBetween={16}
            hasArrows
          >
            {query.data.map((tile) => (
              <CategoryTileCard key={tile.id} tile={tile} />
            ))}
          </Carousel>
        ) : query.isError ? (
          <p className="section-error">
            Categories could not be loaded. <Link to={paths.categories}>See all categories</Link>
          </p>
        ) : null}
      </div>
    </div>
  )
}
