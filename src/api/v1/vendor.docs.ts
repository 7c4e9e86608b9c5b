import { z } from 'zod'
import { CATEGORIES, productInputSchema } from '#src/modules/catalog/index.ts'
import { priceShape } from './catalogue.docs.ts'
import { messageAnswer, named, rupees } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'
import { orderStatus, paymentStatus } from './orders.docs.ts'
import { OWN_ORDERS_QUERY, OWN_PRODUCTS_QUERY, PUBLISH_BODY } from './vendor.api.ts'

// What a seller's own products and orders take and answer (vendor.api.ts).

/** The product form's fields, with pictures as base64 (`productSave`). */
const productSave = z.intersection(
  productInputSchema,
  z.object({
    images: z
      .array(z.object({ fileName: z.string().optional(), data: z.string().meta({ description: "The picture's bytes, base64." }) }))
      .optional()
      .meta({ description: 'New pictures, JPEG, PNG or WebP.' }),
    imageOrder: z
      .array(z.string())
      .optional()
      .meta({ description: "On an edit, the pictures in order: 'saved:<url>' for a kept one, 'new:<n>' for images[n]." }),
  }),
)

const saved = named('ProductSaved', z.object({ id: z.string(), slug: z.string(), message: z.string() }))

const specValues = z
  .looseObject({})
  .meta({ description: 'The typed spec values shoppers filter by (memory, storage, processor, screen, weight).' })

export const VENDOR = {
  listProducts: {
    id: 'listOwnProducts',
    summary: "My store's products",
    tag: 'Seller products',
    who: 'seller',
    paged: true,
    query: OWN_PRODUCTS_QUERY,
    answers: {
      200: z.object({
        products: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            slug: z.string(),
            category: z.string(),
            stock: z.int(),
            isPublished: z.boolean(),
            onSale: z.boolean().meta({ description: 'Published and its seller approved, so in the shop.' }),
            imageUrl: z.string().nullable(),
            hasOrders: z.boolean(),
            ...priceShape,
          }),
        ),
      }),
    },
  },
  createProduct: {
    id: 'createOwnProduct',
    summary: 'Add a product to my store',
    description: "The product form's fields; pictures as base64. A published listing needs its M.R.P. and declarations.",
    tag: 'Seller products',
    who: 'seller',
    body: productSave,
    answers: { 201: saved },
  },
  getProduct: {
    id: 'getOwnProduct',
    summary: 'One of my products, as its edit form shows it',
    tag: 'Seller products',
    who: 'seller',
    answers: {
      200: z.object({
        product: z.object({
          id: z.string(),
          vendorId: z.string(),
          name: z.string(),
          slug: z.string(),
          description: z.string(),
          category: z.enum(CATEGORIES),
          brand: z.string(),
          mrp: rupees.nullable(),
          sellingPrice: rupees,
          stock: z.int(),
          specs: z.array(z.object({ label: z.string(), value: z.string() })),
          isNew: z.boolean(),
          isPublished: z.boolean(),
          isFeatured: z.boolean(),
          nonReturnable: z.string().nullable(),
          specChoices: specValues,
          specRead: specValues,
          declarations: z.record(z.string(), z.string().nullable()),
          images: z.array(z.object({ url: z.string(), alt: z.string() })),
        }),
      }),
    },
    errors: [404],
  },
  replaceProduct: {
    id: 'replaceOwnProduct',
    summary: 'Save an edit of a product',
    description: 'Every field, as the edit form sends them.',
    tag: 'Seller products',
    who: 'seller',
    body: productSave,
    answers: { 200: saved },
    errors: [404],
  },
  publishProduct: {
    id: 'publishOwnProduct',
    summary: 'Publish or withdraw a product',
    tag: 'Seller products',
    who: 'seller',
    body: PUBLISH_BODY,
    answers: { 200: messageAnswer },
    errors: [404],
  },
  deleteProduct: {
    id: 'deleteOwnProduct',
    summary: 'Delete a product',
    description: 'Only one that was never ordered; withdraw the others.',
    tag: 'Seller products',
    who: 'seller',
    answers: { 200: messageAnswer },
    errors: [404, 409],
  },
  listOrders: {
    id: 'listOwnOrders',
    summary: "My store's orders",
    description: 'One page of 20, newest first, with only my own lines. `collectPaise` is the cash my courier collects.',
    tag: 'Seller orders',
    who: 'seller',
    paged: true,
    query: OWN_ORDERS_QUERY,
    answers: {
      200: z.object({
        orders: z.array(
          z.looseObject({
            id: z.string(),
            number: z.string(),
            createdAt: z.string(),
            status: orderStatus,
            paymentStatus,
            collectPaise: z.int().nullable(),
            parcel: z.looseObject({ id: z.string(), status: orderStatus, totalPaise: z.int() }),
            lines: z.array(z.looseObject({ productId: z.string(), name: z.string(), quantity: z.int() })),
          }),
        ),
        page: z.int(),
        pageCount: z.int(),
        total: z.int(),
      }),
    },
  },
} satisfies Record<string, OperationDoc>
