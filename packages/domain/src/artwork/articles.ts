/** The recipe of a blog article's cover, apart so pages without articles leave out its icons. */
export * from './article-icons'
import {
  BRIEFCASE_ICON,
  GRADUATION_CAP_ICON,
  LIGHTBULB_ICON,
  MEGAPHONE_ICON,
  PALETTE_ICON,
  ROCKET_ICON,
} from './article-icons'
import { coverArtwork, GRADIENTS, hashString, pick, type ArtOptions } from './covers'
import { BOOK_OPEN_ICON, CODE_ICON, type Icon } from './icons'
import type { ArtNode } from './nodes'

const ARTICLE_ICONS: readonly Icon[] = [
  BOOK_OPEN_ICON,
  LIGHTBULB_ICON,
  ROCKET_ICON,
  GRADUATION_CAP_ICON,
  MEGAPHONE_ICON,
  PALETTE_ICON,
  BRIEFCASE_ICON,
  CODE_ICON,
]

/** A blog article's cover: gradient and icon chosen from its category, shapes from its title. */
export function articleArtwork(
  article: { id: number; title: string; category: string },
  options: ArtOptions,
): ArtNode[] {
  const categorySeed = hashString(article.category)
  return coverArtwork(
    {
      seed: `${article.id}:${article.title}`,
      gradient: pick(GRADIENTS, categorySeed),
      icon: pick(ARTICLE_ICONS, categorySeed >>> 4),
      caption: article.category,
    },
    options,
  )
}
