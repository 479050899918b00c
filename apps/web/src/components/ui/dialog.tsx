import { X } from 'lucide-react'
import { useId, type ReactNode, type RefObject } from 'react'
import { cx } from './cx'
import { ModalFrame } from './modal-frame'

export interface DialogProps {
  isOpen: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  /** Buttons along the bottom edge. */
  footer?: ReactNode
  /** Element to focus on open; defaults to the first focusable one (the close button). */
  initialFocus?: RefObject<HTMLElement | null>
  /** Wider panel for media (videos, previews). */
  size?: 'md' | 'lg'
  className?: string
  children?: ReactNode
}

/**
 * Accessible modal: a native modal `<dialog>` named by its title, focus kept inside and returned on
 * close, closes on Escape, backdrop click, the close button and any route change; animates 300 ms.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  footer,
  initialFocus,
  size = 'md',
  className,
  children,
}: DialogProps) {
  const id = useId()
  const titleId = `dialog-${id}-title`
  const descriptionId = description ? `dialog-${id}-description` : undefined
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={initialFocus}
      placement="center"
      className={cx(size === 'lg' && 'modal--lg', className)}
    >
      <div className="modal__header">
        <div>
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {description ? (
            <p className="modal__description" id={descriptionId}>
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="icon-btn modal__close"
          onClick={onClose}
          aria-label="Close"
        >
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      {children ? <div className="modal__body">{children}</div> : null}
      {footer ? <div className="modal__footer">{footer}</div> : null}
    </ModalFrame>
  )
}
