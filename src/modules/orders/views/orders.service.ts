import type { OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'
import { type Shipment, shipmentsOf } from '#src/lib/couriers.ts'
import { discountsOfOrders } from '#src/modules/offers/index.ts'
import type { StoreDetails } from '#src/modules/settings/index.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { moveOrder, stateOf } from '../lifecycle/order-lifecycle.service.ts'
import { adminStatusChoices, isCancellable, planMove } from '../lifecycle/order-state.ts'
import { orderClosed, orderStatusWords } from '../parcels/parcel-state.ts'
import { findParcels } from '../parcels/parcels.repository.ts'
import { type ParcelView, parcelViews } from '../parcels/parcels.service.ts'
import * as repo from '../records/orders.repository.ts'
import { returnRefundsOfOrders } from '../records/returns.repository.ts'
import { transferInstructions } from '../records/transfer-instructions.service.ts'
import { moneyOfOrders, type OrderMoneyView } from '../refunds/refunds.service.ts'
import type { LineStruck, RefundShown } from '../refunds/refunds-shown.ts'

export interface OrderSummary {
  id: string
  /** The human order number shown everywhere (DD-YYMM-NNNNNN); the id stays internal. */
  number: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  /** Who takes the payment: a gateway, bank transfer (paid from the shopper's bank), cod, store credit. */
  paymentProvider: string
  paymentStatus: PaymentStatus
  subtotalPaise: number
  taxPaise: number
  roundOffPaise: number
  /** The payable total in whole rupees, decided at placement. */
  totalPaise: number
  /** Store credit spent on the order; the rest is paid online or in cash. */
  storeCreditPaise: number
  /** What offers took off its lines' prices (decision 083), and the part of that the store pays its sellers. */
  discountPaise: number
  storeDiscountPaise: number
  /** A business buyer's GSTIN and registered name (checked at checkout); null for a consumer. */
  buyer: { gstin: string; businessName: string } | null
  itemCount: number
  createdAt: string
  invoiceNumber: string | null
  /** When the invoice was issued (the sale became certain); null before. */
  invoicedAt: string | null
  /** The delivery dates promised at placement (India's calendar days); null on orders from before. */
  delivery: { from: string; to: string } | null
  shipping: {
    fullName: string
    addressLine1: string
    addressLine2: string | null
    city: string
    state: string
    /** GST state code of the place of supply (null only for an old order whose state could not be mapped). */
    stateCode: string | null
    pincode: string
    phone: string
  }
  items: Array<{
    productId: string
    /** The seller whose parcel carries it. */
    vendorId: string
    name: string
    slug: string
    imageUrl: string | null
    /** The taxable value of one unit. */
    unitPricePaise: number
    /** What one unit cost with GST; null for lines ordered before prices were entered with GST (line-money.ts). */
    unitPriceWithGstPaise: number | null
    /** The M.R.P. the listing declared when it was ordered, or null. */
    mrpPaise: number | null
    quantity: number
    /** Its taxable value, after the discount its seller funds. */
    lineTotalPaise: number
    /** What offers took off it, and the part of that the store funds (decision 083). */
    discountPaise: number
    storeDiscountPaise: number
    hsnCode: string
    /** Struck out: its parcel was cancelled, or it was refunded whole; null while it counts. */
    struck: LineStruck | null
  }>
  /** The parcels shipped so far, each with its courier, tracking number and tracking link. */
  shipments: Shipment[]
  /** One parcel per seller (decision 039). */
  parcels: ParcelView[]
  /** The order's status in words, where its parcels differ ("Partly shipped", "Partly cancelled"). */
  statusWords: string
  /** Every parcel cancelled or refunded: no further move is offered. */
  closed: boolean
  /** Cash the courier collects for the whole order now: the parcels' amounts due on delivery. */
  dueOnDeliveryPaise: number
  /** What its parcels' refunds and its returns gave back so far (to the payment method or as store credit). */
  refundedPaise: number
  /** Each refund, oldest first, with its amount, where it went and its credit note (decision 067). */
  refunds: RefundShown[]
  /** Cash on delivery that cancelled parcels no longer ask for. */
  notCollectedPaise: number
  /** What the customer paid in the end: online, store credit and cash collected, less what went back. */
  netPaidPaise: number
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>

function summarise(
  row: OrderRow,
  items: Awaited<ReturnType<typeof repo.findItems>>,
  parcels: ParcelView[],
  returnedPaise: number,
  money: OrderMoneyView | undefined,
): OrderSummary {
  const lines = items.filter((i) => i.orderId === row.id)
  const mine = lines.map(({ orderId: _o, courier: _c, trackingNumber: _t, ...item }) => ({
    ...item,
    struck: money?.struck[item.productId] ?? null,
  }))
  return {
    id: row.id,
    number: row.orderNumber,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentProvider: row.paymentProvider,
    paymentStatus: row.paymentStatus,
    subtotalPaise: row.subtotalPaise,
    taxPaise: row.taxPaise,
    roundOffPaise: row.roundOffPaise,
    totalPaise: row.totalPaise,
    storeCreditPaise: row.storeCreditPaise,
    discountPaise: Number(row.discountPaise),
    storeDiscountPaise: Number(row.storeDiscountPaise),
    buyer: row.buyerGstin ? { gstin: row.buyerGstin, businessName: row.buyerBusinessName ?? '' } : null,
    itemCount: mine.reduce((n, i) => n + i.quantity, 0),
    createdAt: row.createdAt,
    invoiceNumber: row.invoiceNumber,
    invoicedAt: row.invoicedAt,
    delivery: row.deliveryFrom && row.deliveryTo ? { from: row.deliveryFrom, to: row.deliveryTo } : null,
    shipping: {
      fullName: row.shipFullName,
      addressLine1: row.shipAddressLine1,
      addressLine2: row.shipAddressLine2,
      city: row.shipCity,
      state: row.shipState,
      stateCode: row.shipStateCode,
      pincode: row.shipPincode,
      phone: row.shipPhone,
    },
    items: mine,
    shipments: shipmentsOf(lines),
    parcels,
    statusWords: parcels.length > 0 ? orderStatusWords(parcels) : row.status,
    closed: orderClosed(parcels),
    dueOnDeliveryPaise: parcels.reduce((sum, p) => sum + p.dueOnDeliveryPaise, 0),
    refundedPaise: parcels.reduce((sum, p) => sum + p.refundedPaise, 0) + returnedPaise,
    refunds: money?.refunds ?? [],
    notCollectedPaise: money?.notCollectedPaise ?? 0,
    netPaidPaise: money?.netPaidPaise ?? 0,
  }
}

/** The signed-in user's orders, newest first. */
export async function listMyOrders(ctx: ServiceContext): Promise<OrderSummary[]> {
  if (!ctx.actor) throw new Error('User not authenticated. Cannot fetch orders.')
  const rows = await repo.findOrdersOfUser(ctx.db, ctx.actor.id)
  const items = await repo.findItems(
    ctx.db,
    rows.map((r) => r.id),
  )
  const [parcels, returned] = await Promise.all([
    parcelViews(ctx, rows, items),
    returnRefundsOfOrders(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ])
  const money = await moneyOfOrders(ctx.db, rows, parcels, items)
  return rows.map((row) => summarise(row, items, parcels.get(row.id) ?? [], returned.get(row.id) ?? 0, money.get(row.id)))
}

/** One order with its timeline, for its owner or an admin; anyone else gets null (a 404). */
export async function getOrder(ctx: ServiceContext, orderId: string) {
  if (!ctx.actor || !repo.isOrderId(orderId)) return null
  const row = await repo.findOrder(ctx.db, orderId)
  if (!row || (row.userId !== ctx.actor.id && ctx.actor.role !== 'admin')) return null
  const [items, events, parcelRows, returnRefunds] = await Promise.all([
    repo.findItems(ctx.db, [orderId]),
    repo.findEvents(ctx.db, orderId),
    findParcels(ctx.db, [orderId]),
    returnRefundsOfOrders(ctx.db, [orderId]),
  ])
  const state = stateOf(row, parcelRows)
  const views = await parcelViews(ctx, [row], items)
  const parcels = views.get(row.id) ?? []
  const money = (await moneyOfOrders(ctx.db, [row], views, items)).get(row.id)
  const admin = { kind: 'admin' } as const
  // What the lifecycle allows from here, so pages offer only moves that will be accepted.
  return {
    ...summarise(row, items, parcels, returnRefunds.get(orderId) ?? 0, money),
    /** Each offer the order got, with its lines' shares (decision 083). */
    discounts: (await discountsOfOrders(ctx.db, [orderId])).get(orderId) ?? [],
    events,
    /** Paid by bank transfer: where to pay, the reference, how much is left and by when (decision 074). */
    transfer: row.paymentProvider === 'bank' ? await transferInstructions(ctx, row) : null,
    cancellable: isCancellable(state),
    adminChoices: adminStatusChoices(state),
    /** Per parcel: what the customer and the admin may do to it now. */
    parcelMoves: Object.fromEntries(
      parcels.map((p) => [
        p.id,
        {
          customerCancel: parcels.length > 1 && isCancellable(state, p.id),
          adminCancel: planMove(state, 'cancel', admin, { parcelId: p.id }).ok,
          refundable: planMove(state, 'refund', admin, { parcelId: p.id }).ok,
          adminDeliver: planMove(state, 'deliver', admin, { parcelId: p.id }).ok,
        },
      ]),
    ) as Record<string, { customerCancel: boolean; adminCancel: boolean; refundable: boolean; adminDeliver: boolean }>,
  }
}

/**
 * The seller's details for an order's invoice and credit notes: the copy kept when the invoice was issued.
 * Invoices issued before copies were kept (migration 0018) show the current details, as they always did.
 */
export async function invoiceSeller(ctx: ServiceContext, orderId: string, parcelId?: string | null): Promise<StoreDetails> {
  // A parcel's invoice and credit notes are its seller's, as issued (decision 039).
  const parcels = repo.isOrderId(orderId) ? await findParcels(ctx.db, [orderId]) : []
  const parcel = parcels.find((p) => (parcelId ? p.id === parcelId : p.sellerJson !== null))
  if (parcel?.sellerJson) return JSON.parse(parcel.sellerJson) as StoreDetails
  const row = repo.isOrderId(orderId) ? await repo.findOrder(ctx.db, orderId) : undefined
  return row?.sellerJson ? (JSON.parse(row.sellerJson) as StoreDetails) : getStoreDetails(ctx)
}

export type CancelOutcome = Result

/** The owner cancels before shipping: the lifecycle refunds a paid order and returns the stock. */
export async function cancelMyOrder(ctx: ServiceContext, orderId: string, parcelId?: string): Promise<CancelOutcome> {
  // Only the customer who placed it cancels here (admins cancel through the admin order service).
  const order = ctx.actor && repo.isOrderId(orderId) ? await repo.findOrder(ctx.db, orderId) : undefined
  if (!order || order.userId !== ctx.actor?.id) return fail('not_found', 'Order not found')
  const moved = await moveOrder(ctx, orderId, 'cancel', { kind: 'customer' }, parcelId ? { parcelId } : {})
  if (moved.ok) return { ok: true }
  if (moved.code === 'refund_failed') {
    ctx.log.error({ orderId, reason: moved.message }, 'customer cancellation stopped: refund failed')
    return fail(
      'refund_failed',
      'We could not start your refund just now, so the order is not cancelled yet. Please try again or contact us.',
    )
  }
  if (moved.code === 'illegal_transition')
    return fail(
      'not_cancellable',
      parcelId
        ? 'This parcel has already shipped and can no longer be cancelled.'
        : 'This order has already shipped and can no longer be cancelled.',
    )
  return moved
}
