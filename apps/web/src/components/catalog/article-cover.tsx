import {
  BookOpen,
  Briefcase,
  Code,
  GraduationCap,
  Lightbulb,
  Megaphone,
  Palette,
  Rocket,
  type LucideIcon,
} from 'lucide-react'
import { CoverArt } from './course-cover'
import { GRADIENTS, hashString, pick } from './artwork'

const ICONS: readonly LucideIcon[] = [
  BookOpen,
  Lightbulb,
  Rocket,
  GraduationCap,
  Megaphone,
  Palette,
  Briefcase,
  Code,
]

interface ArticleCoverProps {
  id: number
  title: string
  category: string
  className?: string
}

/** A blog article's cover: gradient and icon chosen from its category, shapes from its title. */
export function ArticleCover({ id, title, category, className }: ArticleCoverProps) {
  const categorySeed = hashString(category)
  return (
    <CoverArt
      seed={`${id}:${title}`}
      gradient={pick(GRADIENTS, categorySeed)}
      icon={pick(ICONS, categorySeed >>> 4)}
      caption={category}
      className={className}
    />
  )
}
