import { articleArtwork } from '@app/domain/artwork/articles'
import { useArtOptions } from './artwork'
import { CoverArt } from './course-cover'

interface ArticleCoverProps {
  id: number
  title: string
  category: string
  className?: string
}

/** A blog article's cover: gradient and icon chosen from its category, shapes from its title. */
export function ArticleCover({ id, title, category, className }: ArticleCoverProps) {
  const options = useArtOptions()
  return <CoverArt nodes={articleArtwork({ id, title, category }, options)} className={className} />
}
