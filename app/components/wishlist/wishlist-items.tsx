import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import type { SharedWishlistItem, WishlistItem } from '#src/modules/wishlist/browser.ts'
import { StockBadge } from '../product-bits.tsx'
import { QuickAdd } from '../product-card.tsx'
import { WishForm } from './wish-form.tsx'

const small =
  'inline-flex min-h-9 items-center rounded-md border px-2.5 py-1 text-sm font-medium hover:border-brand-600 hover:text-brand-700'
const pressed = (on: boolean) => (on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-800')

/** When it was saved and at what price, and how far the price has moved since: a fall in green. */
function PriceSince({ item }: { item: WishlistItem }) {
  const { pricePaise: now, savedPricePaise: saved } = item
  if (now === saved) return <p className="text-sm text-slate-700">Saved on {formatDate(item.savedAt)}, at the same price as now</p>
  const less = now < saved
  return (
    <>
      <p className="text-sm text-slate-700">
        {formatInr(saved)} when you saved it on {formatDate(item.savedAt)}
      </p>
      <p className={`text-sm font-medium ${less ? 'text-green-800' : 'text-slate-700'}`}>
        {formatInr(Math.abs(now - saved))} {less ? 'less' : 'more'} than when you saved it
      </p>
    </>
  )
}

/** A saved product's picture, name and link: the same on the shopper's list and on a shared one. */
function ItemHead({ item }: { item: SharedWishlistItem }) {
  return (
    <div className="flex min-w-0 gap-3 sm:gap-4">
      <div className="h-20 w-24 shrink-0 overflow-hidden rounded-md bg-slate-100 sm:h-24 sm:w-32">
        {item.image ? (
          <img src={item.image.url} alt={item.image.alt} width={128} height={96} loading="lazy" className="h-full w-full object-contain" />
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium tracking-wide text-slate-600 uppercase">
          {item.brand} · {item.category}
        </p>
        <h2 className="text-base font-semibold leading-snug text-slate-900">
          {item.onSale ? (
            <Link to={`/products/${item.slug}`} className="hover:text-brand-700 hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold text-slate-900">{formatInr(item.pricePaise)}</span>
          {item.onSale ? <StockBadge stock={item.stock} /> : <span className="text-sm text-slate-700">No longer on sale</span>}
        </p>
      </div>
    </div>
  )
}

/** The shopper's saved products: price now and when saved, stock, alerts, and what to do with each. */
export function WishlistItems({ items }: { items: WishlistItem[] }) {
  return (
    <ul aria-label="Saved products" className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item.productId} className="card p-4 sm:p-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1">
              <ItemHead item={item} />
              <PriceSince item={item} />
            </div>
            <div className="flex shrink-0 flex-col gap-2 sm:w-48">
              {item.onSale ? <QuickAdd productId={item.productId} name={item.name} inStock={item.stock > 0} /> : null}
              <WishForm intent="remove" productId={item.productId}>
                <button type="submit" className={`${small} w-full justify-center border-slate-300 text-slate-800`}>
                  Remove<span className="sr-only">: {item.name}</span>
                </button>
              </WishForm>
            </div>
          </div>
          {item.onSale ? (
            <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
              <WishForm intent={item.priceAlertPaise !== null ? 'price-alert-off' : 'price-alert-on'} productId={item.productId}>
                <button
                  type="submit"
                  aria-pressed={item.priceAlertPaise !== null}
                  className={`${small} ${pressed(item.priceAlertPaise !== null)}`}
                >
                  Tell me when the price drops<span className="sr-only">: {item.name}</span>
                </button>
              </WishForm>
              {item.stock <= 0 || item.stockAlert ? (
                <WishForm intent={item.stockAlert ? 'stock-alert-off' : 'stock-alert-on'} productId={item.productId}>
                  <button type="submit" aria-pressed={item.stockAlert} className={`${small} ${pressed(item.stockAlert)}`}>
                    Tell me when it is back<span className="sr-only">: {item.name}</span>
                  </button>
                </WishForm>
              ) : null}
              {item.priceAlertPaise !== null ? (
                <p className="self-center text-sm text-slate-600">
                  We email you once when it goes below {formatInr(item.priceAlertPaise)}.
                </p>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** A shared wishlist as its link shows it: read-only, nothing of its owner. */
export function SharedItems({ items }: { items: SharedWishlistItem[] }) {
  return (
    <ul aria-label="Products on this wishlist" className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item.productId} className="card p-4 sm:p-5">
          <ItemHead item={item} />
        </li>
      ))}
    </ul>
  )
}

/** Sharing: make the read-only link, show it to copy, or stop it (the old link then stops working). */
export function ShareBox({ token, site, empty }: { token: string | null; site: string; empty: boolean }) {
  const id = useId()
  const [interactive, setInteractive] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setInteractive(true), [])
  if (empty && !token) return null
  const url = token ? `${site}/wishlist/shared/${token}` : ''
  return (
    <section aria-labelledby={`${id}-heading`} className="card mt-8 p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Share your wishlist
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A read-only link: anyone who has it sees the products and their prices today, never your name, the prices when you saved them, or
        your alerts.
      </p>
      {token ? (
        <div className="mt-3 space-y-3">
          <label htmlFor={`${id}-link`} className="field-label">
            Your wishlist's link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input id={`${id}-link`} readOnly value={url} className="field-input" onFocus={(e) => e.currentTarget.select()} />
            {interactive ? (
              <button
                type="button"
                className="btn-secondary shrink-0"
                onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
              >
                Copy link
              </button>
            ) : null}
          </div>
          <p role="status" className="text-sm text-slate-700">
            {copied ? 'Link copied.' : ''}
          </p>
          <WishForm intent="unshare">
            <button type="submit" className="text-sm font-semibold text-brand-700 underline">
              Stop sharing
            </button>
          </WishForm>
        </div>
      ) : (
        <WishForm intent="share" className="mt-3">
          <button type="submit" className="btn-secondary">
            Create a link
          </button>
        </WishForm>
      )}
    </section>
  )
}
