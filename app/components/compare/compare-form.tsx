import { type ReactNode, useEffect, useState } from 'react'
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router'
import type { TrayItem } from '#src/modules/compare/index.ts'

/** What POST /compare answers a fetcher (without JavaScript it redirects back instead). */
export type CompareActionData = { ok: boolean; intent: string; productId: string; message: string }

/**
 * Every compare form shares one fetcher, so the layout's live region can announce whichever answered
 * last, and a card knows at once (optimistically) that its product is going in or out.
 */
export const COMPARE_FETCHER = 'compare'

/** The compare list from the storefront layout's loader (the tray), for the Compare buttons. */
export function useCompareItems(): TrayItem[] {
  const layout = useRouteLoaderData('routes/storefront/layout') as { compare?: TrayItem[] } | undefined
  return layout?.compare ?? []
}

/**
 * A small form posting to /compare. Without JavaScript it is an ordinary post that comes back to this
 * page (`back`); once the page is interactive it says so (`js`) and the answer is data for the fetcher.
 */
export function CompareForm({
  intent,
  productId = '',
  className,
  children,
}: {
  intent: 'add' | 'remove' | 'clear'
  productId?: string
  className?: string
  children: ReactNode
}) {
  const fetcher = useFetcher<CompareActionData>({ key: COMPARE_FETCHER })
  const location = useLocation()
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  return (
    <fetcher.Form method="post" action="/compare" className={className} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {interactive ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  )
}

/**
 * "Compare" on a product card or page: a toggle (aria-pressed) that puts the product in or out of the
 * compare list. A refusal (the list is full) is shown beside it; the layout's live region reads it out.
 */
export function CompareToggle({ productId, name, className = '' }: { productId: string; name: string; className?: string }) {
  const items = useCompareItems()
  const fetcher = useFetcher<CompareActionData>({ key: COMPARE_FETCHER })
  const pending = fetcher.formData?.get('productId') === productId ? fetcher.formData.get('intent') : null
  const inList = pending ? pending === 'add' : items.some((item) => item.id === productId)
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && fetcher.data.productId === productId
  return (
    <CompareForm intent={inList ? 'remove' : 'add'} productId={productId} className={`relative z-10 ${className}`}>
      <button
        type="submit"
        aria-pressed={inList}
        className="inline-flex min-h-9 items-center gap-2 rounded-md px-1 py-1 text-sm font-medium text-slate-700 hover:text-brand-700"
      >
        <span
          aria-hidden="true"
          className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border text-[0.7rem] leading-none font-bold ${
            inList ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-500 bg-white'
          }`}
        >
          {inList ? '✓' : ''}
        </span>
        Compare
        <span className="sr-only">: {name}</span>
      </button>
      {refused ? <p className="mt-1 text-xs text-red-700">{fetcher.data?.message}</p> : null}
    </CompareForm>
  )
}

/** One polite live region for every compare answer (a tray's remove button may vanish with its item). */
export function CompareAnnouncer() {
  const fetcher = useFetcher<CompareActionData>({ key: COMPARE_FETCHER })
  const [count, setCount] = useState(0)
  const data = fetcher.data
  // A new node per answer, so the same words twice ("list is full") are read out twice.
  useEffect(() => {
    if (data) setCount((n) => n + 1)
  }, [data])
  return (
    <div role="status" aria-live="polite" className="sr-only">
      {data ? <span key={count}>{data.message}</span> : null}
    </div>
  )
}
