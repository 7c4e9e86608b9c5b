import { useState } from 'react'
import type { ProductImage } from '#src/modules/catalog/browser.ts'
import { uploadedSrcSet } from '#src/modules/catalog/browser.ts'

export function Gallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [selected, setSelected] = useState(0)
  const main = images[selected] ?? images[0]
  return (
    <div>
      <div className="card overflow-hidden">
        {main ? (
          <img
            src={main.url}
            srcSet={uploadedSrcSet(main.url)}
            sizes="(min-width: 1024px) 600px, 100vw"
            alt={main.alt}
            width={800}
            height={600}
            className="aspect-[4/3] w-full object-contain"
            fetchPriority="high"
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center text-slate-500">No image of {name} yet</div>
        )}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
                className={`block w-full overflow-hidden rounded-lg border-2 bg-white ${
                  index === selected ? 'border-brand-700' : 'border-transparent hover:border-slate-300'
                }`}
              >
                <img
                  src={image.url}
                  srcSet={uploadedSrcSet(image.url)}
                  sizes="150px"
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
    </div>
  )
}
