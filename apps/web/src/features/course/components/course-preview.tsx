import type { CourseDetail } from '@app/domain/catalog'
import { ExternalLink, Play } from 'lucide-react'
import { useState } from 'react'
import { CourseCover } from '../../../components/catalog/course-cover'
import { PreviewPlayer } from '../../../components/catalog/preview-player'
import { Dialog } from '../../../components/ui/dialog'
import { videoEmbedUrl } from '../../../lib/video-embed'

interface CoursePreviewProps {
  course: Pick<
    CourseDetail,
    'id' | 'title' | 'coverUrl' | 'promoVideo' | 'learnPoints' | 'filterCategories'
  >
  caption: string
}

/**
 * Preview this course: an uploaded promo video plays here in the page; a promo video URL opens
 * in the video pop-up (its service's player, or a link for a custom address); without either,
 * the course's key points play as cards over its cover.
 */
export function CoursePreview({ course, caption }: CoursePreviewProps) {
  const [isOpen, setIsOpen] = useState(false)
  const category = course.filterCategories[0]
  const promo = course.promoVideo
  if (promo?.kind === 'file') {
    return (
      <div className="course-preview">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- promo videos take no captions file yet */}
        <video
          className="course-preview__video"
          src={promo.url}
          poster={course.coverUrl ?? undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={`${caption}: ${course.title}`}
        />
      </div>
    )
  }
  if (promo?.kind === 'external') {
    const embed = videoEmbedUrl(promo.source, promo.url)
    return (
      <>
        <button
          type="button"
          className="video-thumb course-preview__thumb"
          onClick={() => setIsOpen(true)}
          aria-haspopup="dialog"
        >
          <CourseCover
            id={course.id}
            title={course.title}
            category={category}
            coverUrl={course.coverUrl}
            isBackdrop
          />
          <span className="video-thumb__play" aria-hidden="true">
            <Play size={26} fill="currentColor" />
          </span>
          <span className="video-thumb__label">{caption}</span>
        </button>
        <Dialog
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          title={`Preview: ${course.title}`}
          size="lg"
          className="video-dialog"
        >
          {embed ? (
            <div className="course-preview__frame">
              <iframe
                src={embed}
                title={`Promo video of ${course.title}`}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
              />
            </div>
          ) : (
            <p className="course-preview__external">
              <a href={promo.url} target="_blank" rel="noopener noreferrer nofollow">
                Watch the promo video on {hostOf(promo.url)}
                <ExternalLink aria-hidden="true" size={16} />
              </a>
            </p>
          )}
        </Dialog>
      </>
    )
  }
  return (
    <PreviewPlayer
      courseId={course.id}
      title={course.title}
      category={category}
      coverUrl={course.coverUrl}
      points={course.learnPoints.slice(0, 6)}
      caption={caption}
    />
  )
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return 'its site'
  }
}
