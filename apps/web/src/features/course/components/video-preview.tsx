import { Play } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { CourseCover } from '../../../components/catalog/course-cover'
import { PreviewPlayer } from '../../../components/catalog/preview-player'
import { Dialog } from '../../../components/ui/dialog'

interface VideoPreviewProps {
  courseId: number
  title: string
  category: string | undefined
  points: readonly string[]
  /** Runs after the pop-up has closed (SPEC section 4). */
  onClose?: () => void
}

/**
 * A video thumbnail that opens the preview in a 16:9 pop-up. The pop-up closes on Escape, a
 * click on the backdrop or the close button, and nothing plays until the visitor presses play.
 */
export function VideoPreview({ courseId, title, category, points, onClose }: VideoPreviewProps) {
  const [isOpen, setIsOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    setIsOpen(false)
    onClose?.()
  }, [onClose])
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="video-thumb"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Watch the preview of ${title}`}
      >
        <CourseCover id={courseId} title={title} category={category} isBackdrop />
        <span className="video-thumb__play" aria-hidden="true">
          <Play size={26} fill="currentColor" />
        </span>
        {/* The visible words begin the button's name (Label in Name). */}
        <span className="video-thumb__label" aria-hidden="true">
          Watch the preview
        </span>
      </button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title={`Preview: ${title}`}
        size="lg"
        className="video-dialog"
      >
        <PreviewPlayer
          courseId={courseId}
          title={title}
          category={category}
          points={points}
          caption="Course preview"
        />
      </Dialog>
    </>
  )
}
