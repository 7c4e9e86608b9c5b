import { useEffect, useRef, useState } from 'react'
import { IMAGE_LIMITS } from '#src/modules/catalog/browser.ts'

type Item = { key: string; kind: 'saved'; url: string; alt: string } | { key: string; kind: 'new'; file: File; preview: string }

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp']

/**
 * The product's pictures: saved ones and newly chosen files in one list that can be reordered
 * (the first is the main image) and trimmed. The chosen files travel in the form's own file input,
 * and `imageOrder` tells the server the final order. Without JavaScript the file input works as a
 * plain one: saved images stay and new files are added after them.
 */
export function ImageEditor({ saved, error }: { saved: Array<{ url: string; alt: string }>; error?: string }) {
  const [items, setItems] = useState<Item[]>(() => saved.map((image) => ({ key: image.url, kind: 'saved', ...image })))
  const [enhanced, setEnhanced] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => setEnhanced(true), [])

  // The file input must hold exactly the new files still listed, in their listed order.
  useEffect(() => {
    if (!enhanced || !input.current) return
    const transfer = new DataTransfer()
    for (const item of items) if (item.kind === 'new') transfer.items.add(item.file)
    input.current.files = transfer.files
  }, [items, enhanced])

  // Previews live as long as the page; each is released when its file is removed or the page goes.
  const previews = useRef(new Set<string>())
  useEffect(() => {
    const urls = previews.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [])

  function remove(key: string) {
    setItems((current) =>
      current.filter((item) => {
        if (item.key !== key) return true
        if (item.kind === 'new') URL.revokeObjectURL(item.preview)
        return false
      }),
    )
  }

  function addFiles(files: FileList | null) {
    const chosen = Array.from(files ?? [])
    const refused: string[] = []
    const fresh: Item[] = []
    for (const file of chosen) {
      if (!ACCEPTED.includes(file.type)) refused.push(`${file.name} is not a JPEG, PNG or WebP image.`)
      else if (file.size > IMAGE_LIMITS.maxBytes) refused.push(`${file.name} is larger than 5 MB. Please choose a smaller image.`)
      else {
        const preview = URL.createObjectURL(file)
        previews.current.add(preview)
        fresh.push({ key: `${file.name}-${file.size}-${crypto.randomUUID()}`, kind: 'new', file, preview })
      }
    }
    setItems((current) => {
      const room = IMAGE_LIMITS.maxImages - current.length
      if (fresh.length > room) refused.push(`A product may have at most ${IMAGE_LIMITS.maxImages} images.`)
      return [...current, ...fresh.slice(0, Math.max(0, room))]
    })
    setNotice(refused.length > 0 ? refused.join(' ') : null)
  }

  function move(index: number, by: -1 | 1) {
    setItems((current) => {
      const next = [...current]
      const [item] = next.splice(index, 1)
      if (item) next.splice(index + by, 0, item)
      return next
    })
  }

  let newIndex = 0
  const tokens = items.map((item) => (item.kind === 'saved' ? `saved:${item.url}` : `new:${newIndex++}`))
  const problem = notice ?? error
  return (
    <fieldset aria-describedby="images-hint" className="min-w-0">
      <legend className="field-label">Images</legend>
      <p id="images-hint" className="text-xs text-slate-600">
        JPEG, PNG or WebP, up to 5 MB each and {IMAGE_LIMITS.maxImages} in all. The first image is the main one.
      </p>
      {enhanced ? tokens.map((token) => <input key={token} type="hidden" name="imageOrder" value={token} />) : null}
      {enhanced ? <input type="hidden" name="galleryOrdered" value="1" /> : null}
      {items.length > 0 ? (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item, index) => {
            const label = item.kind === 'saved' ? `Image ${index + 1}` : `${item.file.name} (new)`
            return (
              <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-2">
                <img
                  src={item.kind === 'saved' ? item.url : item.preview}
                  alt={item.kind === 'saved' ? item.alt : `New image ${item.file.name}`}
                  className="aspect-square w-full rounded object-contain"
                />
                <p className="mt-1 truncate text-xs text-slate-700">{index === 0 ? `Main · ${label}` : label}</p>
                {enhanced ? (
                  <div className="mt-1 flex flex-wrap gap-1">
                    <button
                      type="button"
                      className="btn-small"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Move ${label} earlier`}
                    >
                      ←
                    </button>
                    <button
                      type="button"
                      className="btn-small"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Move ${label} later`}
                    >
                      →
                    </button>
                    <button
                      type="button"
                      className="btn-small text-red-700"
                      onClick={() => remove(item.key)}
                      aria-label={`Remove ${label}`}
                    >
                      Remove
                    </button>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ol>
      ) : null}
      <div className="mt-3">
        <input
          ref={input}
          id="field-images"
          name="images"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className={enhanced ? 'peer sr-only' : 'mt-1 block text-sm'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'images-error' : undefined}
          // Read the choice; the effect above then refills the input with the whole list.
          onChange={(event) => addFiles(event.currentTarget.files)}
        />
        <label
          htmlFor="field-images"
          className={
            enhanced
              ? 'btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600'
              : 'sr-only'
          }
        >
          {enhanced ? 'Add images' : 'Choose images'}
        </label>
      </div>
      {problem ? (
        <p id="images-error" className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  )
}
