import { ZoomIn, ZoomOut } from 'lucide-react'
import { useRef, useState, type MouseEvent, type PointerEvent } from 'react'
import { PRODUCT_IMAGE_SIZE } from './product-image'

/** SPEC section 9: image zoom factor 2. */
export const ZOOM_FACTOR = 2

interface Point {
  x: number
  y: number
}

const clamp = (n: number) => Math.min(100, Math.max(0, n))

/** Where the pointer is over the image, in per cent of its box. */
function pointIn(event: { clientX: number; clientY: number; currentTarget: Element }): Point {
  const box = event.currentTarget.getBoundingClientRect()
  if (!box.width || !box.height) return { x: 50, y: 50 }
  return {
    x: clamp(((event.clientX - box.left) / box.width) * 100),
    y: clamp(((event.clientY - box.top) / box.height) * 100),
  }
}

/**
 * The product image with a 2x zoom that follows the pointer while a mouse hovers it. On touch
 * screens a tap toggles the zoom at the tapped point and dragging pans the zoomed image; with the
 * keyboard, Enter or Space toggles it around the centre.
 */
export function ZoomImage({ src, alt }: { src: string; alt: string }) {
  const [zoom, setZoom] = useState<Point | null>(null)
  const pointerType = useRef<string>('mouse')
  const isHover = (type: string) => type === 'mouse' || type === 'pen'

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    pointerType.current = event.pointerType
    // Touch moves pan only while zoomed (touch-action is none then, so the page does not scroll).
    if (isHover(event.pointerType) || zoom) setZoom(pointIn(event))
  }
  const onPointerLeave = (event: PointerEvent<HTMLButtonElement>) => {
    if (isHover(event.pointerType)) setZoom(null)
  }
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A mouse zooms on hover already; taps and the keyboard (detail 0) toggle.
    const isKeyboard = event.detail === 0
    if (!isKeyboard && isHover(pointerType.current)) return
    setZoom((current) => (current ? null : isKeyboard ? { x: 50, y: 50 } : pointIn(event)))
  }

  return (
    <button
      type="button"
      className="zoom"
      data-zoomed={zoom ? '' : undefined}
      aria-label={zoom ? `Zoom out of ${alt}` : `Zoom in on ${alt}`}
      aria-pressed={zoom !== null}
      style={{ touchAction: zoom ? 'none' : 'manipulation' }}
      onPointerDown={(event) => (pointerType.current = event.pointerType)}
      onPointerEnter={onPointerMove}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      onClick={onClick}
    >
      <img
        className="zoom__image"
        src={src}
        alt={alt}
        width={PRODUCT_IMAGE_SIZE}
        height={PRODUCT_IMAGE_SIZE}
        decoding="async"
        fetchPriority="high"
        draggable={false}
        style={
          zoom
            ? { transform: `scale(${ZOOM_FACTOR})`, transformOrigin: `${zoom.x}% ${zoom.y}%` }
            : undefined
        }
      />
      {/* The hint's words begin the button's name, so saying what is seen works by voice. */}
      <span className="zoom__hint" aria-hidden="true">
        {zoom ? <ZoomOut size={16} /> : <ZoomIn size={16} />}
        {zoom ? 'Zoom out' : 'Zoom in'}
      </span>
    </button>
  )
}
