import { LISTING_COUNT_CAP, type ProductPage } from '#src/modules/catalog/browser.ts'

const CAP = LISTING_COUNT_CAP.toLocaleString('en-IN')

/**
 * "Showing N products" (the spec's text) while the count is exact; above the cap the count stops,
 * and the page says so rather than show a made-up figure: "Showing 1,000+ products".
 */
export function ResultCount({ result, suffix = '' }: { result: Pick<ProductPage, 'total' | 'totalExact'>; suffix?: string }) {
  const count = result.totalExact ? `${result.total} ${result.total === 1 ? 'product' : 'products'}` : `${CAP}+ products`
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      Showing {count}
      {suffix}
    </p>
  )
}

/** Why a broad result reads the way it does: its order, and where paging stops. */
export function BroadResultNotes({ result, searched }: { result: ProductPage; searched: boolean }) {
  if (result.totalExact) return null
  const lastPage = result.page === result.pageCount
  return (
    <div className="mb-5 space-y-1 text-sm text-slate-600">
      {searched && result.sort === 'popularity' ? (
        <p>More than {CAP} products match, so they are sorted by popularity: add a word to sort by relevance.</p>
      ) : null}
      {lastPage ? <p>Only the first {CAP} products are listed here. Add a search word or a filter to see the rest.</p> : null}
    </div>
  )
}
