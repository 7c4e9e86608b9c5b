import { Link } from 'react-router'
import { COMPARE_MAX } from '#src/modules/compare/browser.ts'
import type { TrayItem } from '#src/modules/compare/index.ts'
import { CompareForm } from './compare-form.tsx'

export const compareHref = (items: ReadonlyArray<Pick<TrayItem, 'slug'>>) => `/compare?ids=${items.map((item) => item.slug).join(',')}`

/**
 * The products a shopper has chosen to compare, on every storefront page while there are any. On
 * phones a strip under the header (the bottom edge belongs to the product page's Add to cart | Buy
 * now bar, decision 019) that opens into the list; from `md` up a bar fixed to the bottom of the
 * screen. Only one of the two is displayed at a time.
 */
export function CompareTray({ items }: { items: TrayItem[] }) {
  if (items.length === 0) return null
  const title = `Compare (${items.length} of ${COMPARE_MAX})`
  return (
    <>
      <section aria-label="Compare tray" className="relative z-30 border-b border-slate-200 bg-brand-50 md:hidden print:hidden">
        <div className="container-page flex items-center gap-2 py-1.5">
          <details className="group min-w-0 flex-1">
            <summary className="flex w-fit cursor-pointer list-none items-center gap-1.5 rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
              {title}
              <span aria-hidden="true" className="text-xs group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-lg">
              <TrayList items={items} />
              <CompareForm intent="clear" className="mt-2 text-right">
                <button type="submit" className="rounded-md px-2 py-2 text-sm font-medium text-red-700 hover:underline">
                  Clear compare list
                </button>
              </CompareForm>
            </div>
          </details>
          <Link to={compareHref(items)} className="btn-primary shrink-0 px-3 py-1.5 text-sm">
            Compare now
          </Link>
        </div>
      </section>

      <section
        aria-label="Compare tray"
        className="fixed inset-x-0 bottom-0 z-30 hidden border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:block print:hidden"
      >
        <div className="container-page flex items-center gap-4 py-3">
          <h2 className="shrink-0 text-sm font-semibold text-slate-900">{title}</h2>
          <div className="min-w-0 flex-1">
            <TrayList items={items} wide />
          </div>
          <Link to={compareHref(items)} className="btn-primary shrink-0">
            Compare now
          </Link>
          <CompareForm intent="clear" className="shrink-0">
            <button type="submit" className="btn-secondary">
              Clear
            </button>
          </CompareForm>
        </div>
      </section>
    </>
  )
}

function TrayList({ items, wide = false }: { items: TrayItem[]; wide?: boolean }) {
  return (
    <ul aria-label="Products to compare" className={wide ? 'grid grid-cols-4 gap-3' : 'divide-y divide-slate-200'}>
      {items.map((item) => (
        <li key={item.id} className={`flex min-w-0 items-center gap-2 ${wide ? 'rounded-lg border border-slate-200 p-1.5' : 'py-1.5'}`}>
          {item.image ? (
            <img src={item.image.url} alt="" width={48} height={36} className="h-9 w-12 shrink-0 rounded bg-slate-100 object-contain" />
          ) : null}
          <Link
            to={`/products/${item.slug}`}
            title={item.name}
            className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 hover:text-brand-700"
          >
            {item.name}
          </Link>
          <CompareForm intent="remove" productId={item.id} className="shrink-0">
            <button
              type="submit"
              className="flex h-9 w-9 items-center justify-center rounded-md text-lg leading-none text-slate-600 hover:bg-slate-100 hover:text-red-700"
              aria-label={`Remove ${item.name} from compare`}
            >
              ×
            </button>
          </CompareForm>
        </li>
      ))}
      {wide
        ? Array.from({ length: COMPARE_MAX - items.length }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: empty places have nothing else to tell them apart
              key={i}
              aria-hidden="true"
              className="flex items-center justify-center rounded-lg border border-dashed border-slate-300 p-1.5 text-xs text-slate-500"
            >
              Add a product
            </li>
          ))
        : null}
    </ul>
  )
}
