import { type PointerEvent, useRef, useState } from 'react'
import type { ProductImage } from '#src/modules/catalog/browser.ts'
import { largestImageUrl, responsiveImage } from '#src/modules/catalog/browser.ts'
import { ImageZoom } from './image-zoom.tsx'
import { usePictureZoom } from './use-picture-zoom.ts'

/** A horizontal move this long (px), and longer than it is tall, is a swipe; anything less is a tap or a scroll. */
const SWIPE_PX = 40

/**
 * The product's pictures: the main one, thumbnails to choose, a swipe on a phone to the next or
 * previous, zoom in place (pinch or double-tap on a phone, hover with a mouse: issue 45), and a tap,
 * click or Enter to see it large with Zoom buttons (issue 22). The hint names the gestures of the
 * device (CSS pointer queries). Before the page's script runs, the main picture is a link to its largest copy.
 */
export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [selected, setSelected] = useState(0)
  const [zoomOpen, setZoomOpen] = useState(false)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const zoom = usePictureZoom()
  // A lone tap opens the large view only once it is clearly not the first of a double-tap.
  const opening = useRef<ReturnType<typeof setTimeout>>(undefined)
  const touched = useRef(false)
  const main = images[selected] ?? images[0]
  const count = images.length
  const show = (index: number) => {
    zoom.reset()
    setSelected((index + count) % count)
  }
  const skipClick = () => {
    swipeStart.current = { x: Number.NaN, y: Number.NaN } // the click that follows does not open the large view
  }

  const onPointerDown = (event: PointerEvent) => {
    touched.current = event.pointerType !== 'mouse'
    zoom.down(event)
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (zoom.up(event)) {
      clearTimeout(opening.current)
      return skipClick()
    }
    if (!start) return
    if (Number.isNaN(start.x)) return skipClick()
    if (count < 2 || zoom.zoomed) return
    const dx = event.clientX - start.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return
    show(selected + (dx < 0 ? 1 : -1))
    skipClick()
  }

  return (
    <div>
      <div className="card overflow-hidden">
        {main ? (
          <a
            href={largestImageUrl(main.url)}
            aria-label={`Zoom in: ${main.alt}${count > 1 ? ` (image ${selected + 1} of ${count})` : ''}`}
            className={`group block cursor-zoom-in ${zoom.zoomed ? 'touch-none' : 'touch-pan-y'}`}
            onPointerDown={onPointerDown}
            onPointerMove={(event) => {
              // A pinch, or a zoomed picture moved about, is no swipe and opens nothing.
              if (zoom.move(event)) skipClick()
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={(event) => {
              zoom.cancel(event)
              swipeStart.current = null
            }}
            onClick={(event) => {
              event.preventDefault()
              if (swipeStart.current && Number.isNaN(swipeStart.current.x)) {
                swipeStart.current = null
                return
              }
              clearTimeout(opening.current)
              if (touched.current) opening.current = setTimeout(() => setZoomOpen(true), zoom.DOUBLE_TAP_MS)
              else setZoomOpen(true)
            }}
          >
            <img
              src={main.url}
              {...responsiveImage(main.url, '(min-width: 1024px) 600px, 100vw')}
              alt={main.alt}
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-contain duration-150 motion-safe:transition-transform pointer-fine:group-hover:scale-200"
              style={zoom.style ?? { transformOrigin: 'var(--zoom-x, 50%) var(--zoom-y, 50%)' }}
              fetchPriority="high"
              draggable={false}
            />
          </a>
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center text-slate-500">No image of {name} yet</div>
        )}
      </div>
      {main ? (
        <p className="mt-2 text-center text-xs text-slate-600">
          {count > 1 ? `Image ${selected + 1} of ${count} · ` : ''}
          {/* The gestures of the device in hand: a touch screen's by default, a mouse's where the pointer is fine. */}
          <span className="pointer-fine:hidden">
            {count > 1 ? 'swipe or choose below · ' : ''}pinch or double-tap to zoom, tap to see it large
          </span>
          <span className="hidden pointer-fine:inline">{count > 1 ? 'choose below · ' : ''}hover to magnify, click to see it large</span>
        </p>
      ) : null}
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${count}: ${image.alt}`}
                className={`block w-full overflow-hidden rounded-lg border-2 bg-white ${
                  index === selected ? 'border-brand-700' : 'border-transparent hover:border-slate-300'
                }`}
              >
                <img
                  src={image.url}
                  {...responsiveImage(image.url, '150px')}
                  alt=""
                  width={200}
                  height={150}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomOpen && main ? (
        <ImageZoom images={images} index={selected} name={name} onShow={show} onClose={() => setZoomOpen(false)} />
      ) : null}
    </div>
  )
}
