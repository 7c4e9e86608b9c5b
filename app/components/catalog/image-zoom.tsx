import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import type { ProductImage } from '#src/modules/catalog/browser.ts'
import { largestImageUrl } from '#src/modules/catalog/browser.ts'

/**
 * One picture as large as the screen allows, in a modal dialog: zoom in twice over where it was
 * tapped (or with the button, then scroll or pan around it), arrows and buttons for the other
 * pictures, Escape or Close to go back to the page with focus where it was.
 */
export function ImageZoom({
  images,
  index,
  name,
  onShow,
  onClose,
}: {
  images: ProductImage[]
  index: number
  name: string
  onShow: (index: number) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const frame = useRef<HTMLDivElement>(null)
  const [zoomed, setZoomed] = useState(false)
  const image = images[index] ?? images[0]
  const count = images.length

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    dialog.current?.showModal()
    return () => opener?.focus()
  }, [])

  // Another picture starts whole.
  const go = (to: number) => {
    setZoomed(false)
    onShow(to)
  }

  const zoomAt = (x: number, y: number) => {
    setZoomed(true)
    requestAnimationFrame(() => {
      const box = frame.current
      if (!box) return
      box.scrollLeft = x * box.scrollWidth - box.clientWidth / 2
      box.scrollTop = y * box.scrollHeight - box.clientHeight / 2
    })
  }
  const onImageClick = (event: MouseEvent<HTMLImageElement>) => {
    if (zoomed) return setZoomed(false)
    const rect = event.currentTarget.getBoundingClientRect()
    zoomAt((event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
  }

  if (!image) return null
  return (
    <dialog
      ref={dialog}
      aria-label={`${name}: image ${index + 1} of ${count}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 backdrop:bg-slate-900/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-2">
          <p className="truncate px-2 text-sm text-slate-700">
            {image.alt} · {index + 1} of {count}
          </p>
          <div className="flex shrink-0 gap-2">
            <button type="button" className="btn-secondary" onClick={() => (zoomed ? setZoomed(false) : zoomAt(0.5, 0.5))}>
              {zoomed ? 'Zoom out' : 'Zoom in'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
        </div>
        <div ref={frame} className={`relative flex-1 ${zoomed ? 'overflow-auto' : 'flex items-center justify-center overflow-hidden'}`}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the Zoom in and Zoom out button does the same by keyboard */}
          <img
            src={largestImageUrl(image.url)}
            alt={image.alt}
            className={zoomed ? 'max-w-none cursor-zoom-out' : 'max-h-full max-w-full cursor-zoom-in object-contain'}
            style={zoomed ? { width: '200%' } : undefined}
            onClick={onImageClick}
          />
        </div>
        {count > 1 ? (
          <div className="flex justify-between gap-2 border-t border-slate-200 p-2">
            <button type="button" className="btn-secondary" onClick={() => go(index - 1)}>
              ← Previous image
            </button>
            <button type="button" className="btn-secondary" onClick={() => go(index + 1)}>
              Next image →
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  )
}
