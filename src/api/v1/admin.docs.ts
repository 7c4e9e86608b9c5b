import { z } from 'zod'
import { newUserSchema, userChangeSchema } from '#src/modules/admin/index.ts'
import { shipmentSchema } from '#src/modules/orders/index.ts'
import { ORDERS_QUERY, PRODUCTS_QUERY, USERS_QUERY } from './admin.api.ts'
import { instant, messageAnswer, named, pageOfRows } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'
import { orderStatus, paymentStatus } from './orders.docs.ts'

// What the back office takes and answers (admin.api.ts). Lists and the overview are the admin pages'
// own views: their main fields are listed, and rows may carry more.

const userChanged = named('UserChanged', z.object({ message: z.string(), userId: z.string() }))
const role = z.enum(['customer', 'vendor', 'admin'])
const reason = z.string().trim().min(5).max(300).meta({ description: 'Why: the customer reads it.' })

const parcelMove = (id: string, summary: string, body: z.ZodType) =>
  ({ id, summary, tag: 'Admin: store', who: 'admin', body, answers: { 200: messageAnswer }, errors: [404, 409, 502] }) as const

export const ADMIN = {
  overview: {
    id: 'storeOverview',
    summary: "The dashboard's figures",
    tag: 'Admin: store',
    who: 'admin',
    answers: {
      200: z.looseObject({
        revenuePaise: z.int(),
        ordersByStatus: z.record(orderStatus, z.int()),
        customers: z.int(),
        vendors: z.int(),
        products: z.int(),
        unreadMessages: z.int(),
        subscribers: z.int(),
        lowStock: z.array(z.object({ id: z.string(), name: z.string(), stock: z.int(), vendorName: z.string() })),
        recentOrders: z.array(z.looseObject({ id: z.string(), number: z.string(), status: orderStatus })),
        unfulfilled: z.array(z.looseObject({ id: z.string(), number: z.string(), status: orderStatus })),
        daily: z.array(z.looseObject({})),
      }),
    },
  },
  listUsers: {
    id: 'listUsers',
    summary: 'Accounts',
    tag: 'Admin: store',
    who: 'admin',
    paged: true,
    query: USERS_QUERY,
    answers: {
      200: pageOfRows(
        'users',
        z.looseObject({ id: z.string(), name: z.string(), email: z.string(), role, disabled: z.boolean(), createdAt: instant }),
      ),
    },
  },
  createUser: {
    id: 'createUser',
    summary: 'Make an account',
    description: 'Any role; a vendor gets its store at once (`storeName`, `city`).',
    tag: 'Admin: store',
    who: 'admin',
    body: newUserSchema,
    answers: { 201: userChanged },
    errors: [409],
  },
  updateUser: {
    id: 'updateUser',
    summary: 'Change an account, or disable or enable it',
    tag: 'Admin: store',
    who: 'admin',
    body: z.union([z.object({ disabled: z.boolean() }), userChangeSchema]),
    answers: { 200: userChanged },
    errors: [404, 409],
  },
  deleteUser: {
    id: 'deleteUser',
    summary: 'Delete an account',
    description: 'Not one that has orders or sales: disable it instead.',
    tag: 'Admin: store',
    who: 'admin',
    answers: { 200: userChanged },
    errors: [404, 409],
  },
  listProducts: {
    id: 'listAllProducts',
    summary: 'Every product, of every seller',
    tag: 'Admin: store',
    who: 'admin',
    paged: true,
    query: PRODUCTS_QUERY,
    answers: {
      200: pageOfRows('products', z.looseObject({ id: z.string(), name: z.string(), isPublished: z.boolean(), isFeatured: z.boolean() })),
    },
  },
  updateProduct: {
    id: 'updateAnyProduct',
    summary: 'Feature, publish or restock a product',
    description: 'One change a request: the first of `isFeatured`, `isPublished` and `stock` given.',
    tag: 'Admin: store',
    who: 'admin',
    body: z.union([
      z.object({ isFeatured: z.boolean() }),
      z.object({ isPublished: z.boolean() }),
      z.object({ stock: z.union([z.int().min(0).max(100_000), z.string().regex(/^\s*\d+\s*$/)]) }),
    ]),
    answers: { 200: messageAnswer },
    errors: [404],
  },
  listOrders: {
    id: 'listAllOrders',
    summary: 'Every order',
    tag: 'Admin: store',
    who: 'admin',
    paged: true,
    query: ORDERS_QUERY,
    answers: {
      200: pageOfRows(
        'orders',
        z.looseObject({ id: z.string(), number: z.string(), status: orderStatus, paymentStatus, customerName: z.string().nullable() }),
      ),
    },
  },
  getOrder: {
    id: 'getAnyOrder',
    summary: 'One order, with its customer and payment',
    tag: 'Admin: store',
    who: 'admin',
    answers: { 200: z.object({ order: z.looseObject({ id: z.string(), number: z.string(), status: orderStatus, paymentStatus }) }) },
    errors: [404],
  },
  updateOrder: {
    id: 'moveAnyOrder',
    summary: "Move an order's status",
    description: 'To `shipped` with the courier and its tracking number; the lifecycle refuses a move its state does not allow (409).',
    tag: 'Admin: store',
    who: 'admin',
    body: z.union([z.intersection(z.object({ status: z.literal('shipped') }), shipmentSchema), z.object({ status: orderStatus })]),
    answers: { 200: messageAnswer },
    errors: [404, 409, 502],
  },
  refundOrder: {
    id: 'refundAnyOrder',
    summary: 'Refund an order whole',
    tag: 'Admin: store',
    who: 'admin',
    answers: { 200: messageAnswer },
    errors: [404, 409, 502],
  },
  cancelParcel: parcelMove('cancelAnyParcel', "Cancel one seller's parcel", z.object({ reason })),
  refundParcel: parcelMove(
    'refundParcelPart',
    'Refund part of a parcel',
    z.object({ amount: z.union([z.number().positive(), z.string().regex(/^\d{1,7}(\.\d{1,2})?$/)]).meta({ description: 'Rupees.' }) }),
  ),
  refundParcelLine: parcelMove('refundParcelLine', 'Refund one item of a parcel whole', z.object({ productId: z.string() })),
} satisfies Record<string, OperationDoc>
