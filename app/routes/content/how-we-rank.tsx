import { Link } from 'react-router'
import { LegalPage, type LegalSection } from '#app/components/legal-page.tsx'
import { listedPageMeta } from '#app/lib/meta.ts'
import { LISTING_COUNT_CAP, PRICE_FILTER, SORT_LABELS } from '#src/modules/catalog/browser.ts'
import type { Route } from './+types/how-we-rank'

/** When this page's text last changed (it describes the orderings of listing-filter.repository.ts and listing-search.repository.ts; change both together). */
const UPDATED = '2026-11-25'

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'How we rank products',
    description: 'The main parameters that decide the order of products in our listing and search results, and what never does.',
    path: '/how-we-rank',
  })
}

const indian = new Intl.NumberFormat('en-IN')

// The main parameters of ranking, as Consumer Protection (E-Commerce) Rules 2020 rule 5(3) asks a
// marketplace to publish (decision 041). Each section is one sort of the listing, as the code orders it.
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'popularity',
    title: SORT_LABELS.popularity,
    content: (
      <p>
        The listing's default. Products with more published customer reviews come first; products with the same number keep the order in
        which they were added to the shop, earliest first. Reviews count only when a customer who bought the product wrote them.
      </p>
    ),
  },
  {
    id: 'relevance',
    title: SORT_LABELS.relevance,
    content: (
      <>
        <p>
          When you search, every word you type must match a product. Matches in the product's name count most, then its brand, its category,
          its specifications, and last its description. Ties keep the order in which products were added.
        </p>
        <p>
          A search matching more than {indian.format(LISTING_COUNT_CAP)} products is ordered by popularity instead, and the page says so.
        </p>
      </>
    ),
  },
  {
    id: 'price',
    title: `${SORT_LABELS['price-asc']} and ${SORT_LABELS['price-desc']}`,
    content: (
      <p>
        By the price you pay: the offer price when there is one, with GST included, exactly as each product card shows it. The price filter
        (from ₹{indian.format(PRICE_FILTER.min)} to ₹{indian.format(PRICE_FILTER.max)}) compares the same price.
      </p>
    ),
  },
  {
    id: 'newest',
    title: SORT_LABELS.newest,
    content: <p>The products most recently added to the shop first.</p>,
  },
  {
    id: 'never',
    title: 'What never changes the order',
    content: (
      <p>
        No seller pays for a place in the listing or in search results, and no seller's products are moved up or down for being that
        seller's. Filters (category, brand, price, specifications, country of origin) only leave products out; they do not reorder what
        remains. The New Arrivals and Featured shelves on the home page are chosen by our staff and say so.
      </p>
    ),
  },
]

export default function HowWeRank() {
  return (
    <LegalPage title="How we rank products" updated={UPDATED} sections={SECTIONS}>
      <p>
        This page sets out the main parameters that decide the order in which products appear in our <Link to="/products">listing</Link> and
        search results. You choose the order with the listing's Sort menu.
      </p>
    </LegalPage>
  )
}
