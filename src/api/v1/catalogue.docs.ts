import { z } from 'zod'
import { CATEGORIES, productQueryShape, SORTS } from '#src/modules/catalog/index.ts'
import { COMPARE_MAX } from '#src/modules/compare/index.ts'
import { named, rupees } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'

// What the catalogue's operations take and answer (products.api.ts, compare.api.ts, search.api.ts).

/** The price fields every product carries (`priceFields`, decision 068). */
export const priceShape = {
  currency: z.literal('INR'),
  mrp: rupees.nullable().meta({ description: 'The M.R.P. inclusive of all taxes, as the seller declared it; null when not declared.' }),
  priceWithGst: rupees.meta({ description: 'The selling price a shopper pays.' }),
  taxableValue: rupees.meta({ description: 'The value before GST inside the price, to the paisa, as invoices show it.' }),
  gstRate: z.number().meta({ description: 'GST, per cent.' }),
  percentOff: z.number().nullable().meta({ description: 'Off the M.R.P., per cent; null without an M.R.P.' }),
}

const category = z.enum(CATEGORIES)
const sort = z.enum([...SORTS, 'relevance'])

const productCard = named(
  'ProductCard',
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    ...priceShape,
    category,
    brand: z.string(),
    stock: z.int(),
    rating: z.number(),
    reviews: z.int(),
    isNew: z.boolean(),
    isFeatured: z.boolean(),
    image: z.string().nullable().meta({ description: "The main picture's address." }),
  }),
)

const declarations = z.object({
  manufacturerName: z.string().nullable(),
  manufacturerAddress: z.string().nullable(),
  importerName: z.string().nullable(),
  importerAddress: z.string().nullable(),
  countryOfOrigin: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2.' }),
  genericName: z.string().nullable(),
  netQuantity: z.string().nullable(),
  consumerCare: z.string().nullable(),
})

const specs = z.record(z.string(), z.string())

const { image: _image, ...cardShape } = productCard.shape
const productDetail = named(
  'Product',
  z.object({
    ...cardShape,
    description: z.string(),
    specs,
    images: z.array(z.string()),
    vendorId: z.string(),
    vendorName: z.string(),
    declarations: declarations.meta({ description: 'What the listing declares (rule 6(10)); null where the seller has not.' }),
  }),
)

const facet = <T extends z.ZodType>(value: T) => z.array(z.object({ value, count: z.int() }))

const suggestion = z.object({ name: z.string(), url: z.string() })

export const CATALOGUE = {
  listProducts: {
    id: 'listProducts',
    summary: 'List products',
    description:
      'One page of 24 published products, filtered and sorted as the catalogue page does. An unknown, repeated or malformed parameter is a 400 naming it.',
    tag: 'Catalogue',
    who: 'public',
    query: productQueryShape,
    answers: {
      200: z.object({
        products: z.array(productCard),
        total: z.int().meta({ description: 'Exact when totalExact; otherwise the cap (1,000), and more products match.' }),
        totalExact: z.boolean(),
        page: z.int(),
        pageCount: z.int(),
        sort,
      }),
    },
  },
  productFacets: {
    id: 'productFacets',
    summary: "The listing's facets",
    description: "Each spec facet's values and how many products have each, under the same filters as the listing.",
    tag: 'Catalogue',
    who: 'public',
    query: productQueryShape,
    answers: {
      200: z.object({
        facets: z.object({
          ram: facet(z.number()).meta({ description: 'GB.' }),
          storage: facet(z.number()).meta({ description: 'GB.' }),
          screen: facet(z.number()).meta({ description: 'Inches.' }),
          cpu: facet(z.string()),
          gpu: facet(z.string()),
          origin: facet(z.string()).meta({ description: 'Countries of origin by ISO code.' }),
        }),
      }),
    },
  },
  compare: {
    id: 'compareProducts',
    summary: 'Compare products',
    description: `Up to ${COMPARE_MAX} products side by side, by slug or id. Unknown and withdrawn ones are listed in \`skipped\`.`,
    tag: 'Catalogue',
    who: 'public',
    query: { ids: z.string().meta({ description: 'Slugs or ids, comma-separated.', examples: ['dell-xps-14,hp-victus-15'] }) },
    answers: {
      200: z.object({
        products: z.array(
          z.object({
            id: z.string(),
            slug: z.string(),
            name: z.string(),
            brand: z.string(),
            category,
            ...priceShape,
            stock: z.int(),
            stockLevel: z.enum(['in-stock', 'low-stock', 'out-of-stock']),
            rating: z.number(),
            reviews: z.int(),
            image: z.string().nullable(),
            specs,
          }),
        ),
        rows: z.array(
          z.object({
            key: z.string(),
            label: z.string(),
            kind: z.enum(['price', 'seller', 'stock', 'rating', 'spec']),
            values: z.array(z.string().nullable()).meta({ description: 'One per product; null where it does not state this.' }),
            differs: z.boolean(),
          }),
        ),
        skipped: z.array(z.string()),
      }),
    },
  },
  searchSuggestions: {
    id: 'searchSuggestions',
    summary: 'Search suggestions',
    description: "What the header's search box offers as the shopper types.",
    tag: 'Catalogue',
    who: 'public',
    query: { q: productQueryShape.search },
    answers: { 200: z.object({ products: z.array(suggestion), categories: z.array(suggestion), brands: z.array(suggestion) }) },
  },
  getProduct: {
    id: 'getProduct',
    summary: 'One product',
    tag: 'Catalogue',
    who: 'public',
    params: { slug: z.string().regex(/^[a-z0-9-]{1,120}$/) },
    answers: { 200: z.object({ product: productDetail }) },
    errors: [400, 404],
  },
} satisfies Record<string, OperationDoc>
