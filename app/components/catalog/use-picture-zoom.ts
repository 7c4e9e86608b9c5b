import { type PointerEvent, useRef, useState } from 'react'

/** Two taps within this long (ms), and this close (px), are a double-tap; a lone tap waits this long to open the large view. */
const DOUBLE_TAP_MS = 300
const DOUBLE_TAP_PX = 30
const MAX_SCALE = 4

type Zoom = { scale: number; x: number; y: number }
const WHOLE: Zoom = { scale: 1, x: 50, y: 50 }

/**
 * Zoom of the product picture in place, with CSS transforms only (the product page's script budget is
 * tight, decision 047): on a touch screen two fingers pinch it from 1× to 4×, a double-tap toggles 2× at
 * the tap and one finger then moves the view; with a mouse, hovering magnifies it 2× where the pointer is
 * (CSS, through --zoom-x/--zoom-y). A click or Enter still opens the large view, which has Zoom buttons.
 */
export function usePictureZoom() {
  const [zoom, setZoom] = useState(WHOLE)
  const touches = useRef(new Map<number, { x: number; y: number }>())
  const pressedAt = useRef({ x: 0, y: 0 })
  const pinch = useRef<{ distance: number; scale: number } | null>(null)
  const lastTap = useRef({ at: 0, x: 0, y: 0 })

  const percent = (event: PointerEvent, box: DOMRect) => ({
    x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
    y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
  })
  const spread = () => {
    const [a, b] = [...touches.current.values()]
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : null
  }

  return {
    zoomed: zoom.scale > 1,
    style: zoom.scale > 1 ? { transform: `scale(${zoom.scale})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined,
    reset: () => setZoom(WHOLE),
    down(event: PointerEvent) {
      if (event.pointerType === 'mouse') return
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
      pressedAt.current = { x: event.clientX, y: event.clientY }
      const two = spread()
      if (two) pinch.current = { distance: two.distance, scale: zoom.scale }
    },
    /** True while the move is the zoom's (a pinch, or panning a zoomed picture): not a swipe. */
    move(event: PointerEvent): boolean {
      const box = event.currentTarget.getBoundingClientRect()
      const at = percent(event, box)
      if (event.pointerType === 'mouse') {
        const style = (event.currentTarget as HTMLElement).style
        style.setProperty('--zoom-x', `${at.x}%`)
        style.setProperty('--zoom-y', `${at.y}%`)
        return false
      }
      if (!touches.current.has(event.pointerId)) return false
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
      const two = spread()
      if (two && pinch.current) {
        const scale = Math.min(MAX_SCALE, Math.max(1, (pinch.current.scale * two.distance) / pinch.current.distance))
        setZoom({ scale, x: ((two.x - box.left) / box.width) * 100, y: ((two.y - box.top) / box.height) * 100 })
        return true
      }
      if (zoom.scale > 1) setZoom({ ...zoom, ...at })
      return zoom.scale > 1
    },
    /** True when this lift ends a double-tap (the zoom toggled): the click that follows opens nothing. */
    up(event: PointerEvent): boolean {
      const pinched = touches.current.size > 1 || pinch.current !== null
      touches.current.delete(event.pointerId)
      if (touches.current.size === 0) pinch.current = null
      if (event.pointerType === 'mouse' || pinched) return pinched
      const previous = lastTap.current
      // A finger that moved (a swipe) is no tap, and starts no double-tap.
      const moved = Math.hypot(event.clientX - pressedAt.current.x, event.clientY - pressedAt.current.y) >= DOUBLE_TAP_PX
      lastTap.current = { at: moved ? 0 : event.timeStamp, x: event.clientX, y: event.clientY }
      if (moved) return false
      const double =
        event.timeStamp - previous.at < DOUBLE_TAP_MS && Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < DOUBLE_TAP_PX
      if (!double) return false
      lastTap.current.at = 0
      setZoom(zoom.scale > 1 ? WHOLE : { scale: 2, ...percent(event, event.currentTarget.getBoundingClientRect()) })
      return true
    },
    cancel(event: PointerEvent) {
      touches.current.delete(event.pointerId)
      pinch.current = null
    },
    DOUBLE_TAP_MS,
  }
}
