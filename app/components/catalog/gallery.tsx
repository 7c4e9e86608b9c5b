import { type PointerEvent, useRef, useState } from 'react'
import type { ProductImage } from '#src/modules/catalog/browser.ts'
import { largestImageUrl, responsiveImage } from '#src/modules/catalog/browser.ts'
import { ImageZoom } from './image-zoom.tsx'

/** A horizontal move this long (px), and longer than it is tall, is a swipe; anything less is a tap or a scroll. */
const SWIPE_PX = 40

/**
 * The product's pictures: the main one, thumbnails to choose, a swipe on a phone to the next or
 * previous, and a tap (or Enter) to see it large and zoom in (issue 22). Before the page's script
 * runs, the main picture is a link to its largest copy.
 */
export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [selected, setSelected] = useState(0)
  const [zoomOpen, setZoomOpen] = useState(false)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const main = images[selected] ?? images[0]
  const count = images.length
  const show = (index: number) => setSelected((index + count) % count)

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start || count < 2) return
    const dx = event.clientX - start.x
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return
    show(selected + (dx < 0 ? 1 : -1))
    swipeStart.current = { x: Number.NaN, y: Number.NaN } // the click that follows a swipe does not open the zoom
  }

  return (
    <div>
      <div className="card overflow-hidden">
        {main ? (
          <a
            href={largestImageUrl(main.url)}
            aria-label={`Zoom in: ${main.alt}${count > 1 ? ` (image ${selected + 1} of ${count})` : ''}`}
            className="block cursor-zoom-in touch-pan-y"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null
            }}
            onClick={(event) => {
              event.preventDefault()
              if (swipeStart.current && Number.isNaN(swipeStart.current.x)) {
                swipeStart.current = null
                return
              }
              setZoomOpen(true)
            }}
          >
            <img
              src={main.url}
              {...responsiveImage(main.url, '(min-width: 1024px) 600px, 100vw')}
              alt={main.alt}
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-contain"
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
          {count > 1 ? `Image ${selected + 1} of ${count} · swipe or choose below · ` : ''}tap the picture to zoom
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
