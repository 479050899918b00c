import { courseArtwork, courseBackdropArtwork, type ArtNode } from '@app/domain/artwork'
import { artElements, useArtOptions } from './artwork'
import './course-cover.css'

interface CoverArtProps {
  /** What the cover draws (`@app/domain/artwork`). */
  nodes: readonly ArtNode[]
  className?: string | undefined
  /** A course cover's layout, for tests. */
  layout?: string | undefined
}

/** A generated cover: decorative, filling its box at 16:10. */
export function CoverArt({ nodes, className, layout }: CoverArtProps) {
  return (
    <svg
      className={className ? `cover-art ${className}` : 'cover-art'}
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-layout={layout}
    >
      {artElements(nodes)}
    </svg>
  )
}

interface CourseArtProps {
  id: number
  title: string
  category: string | undefined
  className?: string | undefined
  isBackdrop?: boolean | undefined
}

/**
 * A course's own generated cover (DESIGN, Artwork): its title set large, a layout and shapes
 * picked by a seeded random of its id, its category's palette and icon. No two courses of a grid
 * share one; the course's sharing card draws the same picture.
 */
function CourseArt({ id, title, category, className, isBackdrop }: CourseArtProps) {
  const options = useArtOptions()
  if (isBackdrop) {
    return (
      <CoverArt
        nodes={courseBackdropArtwork({ id, title, category }, options)}
        className={className}
      />
    )
  }
  const { layout, nodes } = courseArtwork({ id, title, category }, options)
  return <CoverArt nodes={nodes} className={className} layout={layout} />
}

interface CourseCoverProps {
  id: number
  title: string
  category: string | undefined
  /** The instructor's uploaded cover; without one the cover is drawn. */
  coverUrl?: string | null | undefined
  className?: string
  isBackdrop?: boolean
}

/**
 * A course's cover: the uploaded image when there is one, otherwise drawn from the course itself
 * (no image request). A backdrop (behind a player's controls) leaves out the title and icon.
 */
export function CourseCover({ coverUrl, ...course }: CourseCoverProps) {
  if (coverUrl) {
    const { className } = course
    return (
      <img
        className={
          className ? `cover-art cover-art--image ${className}` : 'cover-art cover-art--image'
        }
        src={coverUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={1280}
        height={800}
      />
    )
  }
  return <CourseArt {...course} />
}
