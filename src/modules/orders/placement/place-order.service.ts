// Placing an order: the checkout's one way in (decision 012). Reading, listing and cancelling one's
// orders are in orders.service.ts.
import { randomUUID } from 'node:crypto'
import type { PaymentMethod, PaymentStatus } from '#db/schema.ts'
import { formatInr } from '#src/lib/money.ts'
import { addAddress } from '#src/modules/accounts/index.ts'
import { buyNowSelection, type CartView, emptyCartOfUser, getCart, setCartOfferCode } from '#src/modules/cart/index.ts'
import { SoldOut, takeUnits, vendorsOfProducts } from '#src/modules/catalog/index.ts'
import * as templates from '#src/modules/email/index.ts'
import { conditionWords, OfferGone, offeredCart, takeUses } from '#src/modules/offers/index.ts'
import { deliveryPromise, noCodMessage, onlineGateway, unserviceableMessage } from '#src/modules/settings/index.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { cartChanged, SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { postCreditSpent } from '../books/order-books.service.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { INITIAL } from '../lifecycle/order-state.ts'
import { parcelsOfCart } from '../parcels/parcels.service.ts'
import { notifyVendorsOfOrder } from '../parcels/vendor-notices.service.ts'
import * as repo from '../records/orders.repository.ts'
import { transferDetails, transferInstructions } from '../records/transfer-instructions.service.ts'
import { spendOnOrder, storeCreditBalance } from '../store-credit/store-credit.service.ts'
import { checkoutSchema } from './checkout.schemas.ts'
import { COD_LIMIT_PAISE, codWithinLimit } from './cod-limit.ts'
import { orderedLines, orderItemRows } from './order-lines.ts'
import { nextOrderNumber } from './order-number.service.ts'
import { enabledPaymentMethods } from './payment-offers.service.ts'
import { fingerprintOf, type PlaceOrderOutcome, repeated } from './repeated-checkout.service.ts'

export { IDEMPOTENCY_MISMATCH } from './repeated-checkout.service.ts'

export const NOT_SIGNED_IN = 'User not authenticated. Please login to place an order.'
export const GENERIC_FAILURE = 'An unexpected error occurred while placing your order.'

export const CREDIT_GONE =
  'Your store credit changed while you were checking out, so nothing was ordered. Please review your order and place it again.'

/** Thrown inside the placing transaction when the balance no longer covers the credit to spend. */
class CreditGone extends Error {}

const REVIEW = 'Nothing was ordered: please review your order and place it again.'
export const PRICE_CHANGED = 'The total of your order changed since you saw it (a price or an offer changed).'

/**
 * Places the signed-in user's cart as an order, or with Buy now one product alone (the cart then stays
 * as it is). The server prices every line from the database
 * (nothing the browser says about prices, totals or payment status is read), checks the address,
 * and in one transaction takes the stock and writes the order. A repeated request with the same
 * idempotency key returns the first order instead of making a second. The tax invoice is issued later,
 * when the sale is certain (order-state.ts).
 */
export async function placeOrder(ctx: ServiceContext, input: unknown): Promise<PlaceOrderOutcome> {
  const actor = ctx.actor
  if (!actor) return fail('not_signed_in', NOT_SIGNED_IN)
  const parsed = checkoutSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please check your shipping details.', fieldErrors(parsed.error))
  const { idempotencyKey, ...request } = parsed.data
  const { paymentMethod: chosenMethod, saveAddress, useStoreCredit, buy, quantity, expectedTotalPaise, ...address } = request
  const fingerprint = fingerprintOf(request)

  const earlier = await repo.findOrderByIdempotencyKey(ctx.db, actor.id, idempotencyKey)
  if (earlier) return repeated(ctx, earlier, fingerprint, buy !== undefined)

  const offers = await enabledPaymentMethods(ctx)
  if (!offers.some((o) => o.id === chosenMethod))
    return fail('invalid_input', 'That payment method is not available. Please choose another.')

  let cart: CartView
  if (buy) {
    const chosen = await buyNowSelection(ctx, buy, quantity)
    if (!chosen.ok) return chosen
    cart = chosen.cart
  } else cart = await getCart(ctx)
  if (cart.lines.length === 0) {
    // The same request, sent twice at once (a double click), may have placed its order and emptied the
    // cart since the key was looked for: that order is the answer, not an empty cart.
    const raced = await repo.findOrderByIdempotencyKey(ctx.db, actor.id, idempotencyKey)
    if (raced) return repeated(ctx, raced, fingerprint, buy !== undefined)
    return fail('invalid_input', 'Your cart is empty.')
  }
  // The offers the cart gets now, priced by the server (decision 083); a code that stopped applying since
  // the shopper saw it is taken off the cart and nothing is ordered at a price they did not see.
  const offered = await offeredCart(ctx, cart)
  if (offered.pricing.refusal) {
    await setCartOfferCode(ctx, null)
    return fail('offer_refused', `${offered.pricing.refusal.message} ${REVIEW}`)
  }
  const totalPaise = offered.payablePaise
  if (expectedTotalPaise !== undefined && expectedTotalPaise !== totalPaise) return fail('conflict', `${PRICE_CHANGED} ${REVIEW}`)
  const lines = orderedLines(cart.lines, offered.pricing.lines)
  // Store credit pays first, as much as the total needs; the chosen method pays the rest. An order it pays
  // for in full is paid at once, through the lifecycle like any payment.
  const storeCreditPaise = useStoreCredit ? Math.min(await storeCreditBalance(ctx.db, actor.id), totalPaise) : 0
  const duePaise = totalPaise - storeCreditPaise
  // Bank transfer is paid before dispatch, as online payments are, through its own provider (decision 074).
  const paymentMethod: PaymentMethod = duePaise === 0 || chosenMethod === 'bank' ? 'online' : chosenMethod
  // Online payments go through the shop's one online gateway (checkout refused online without one).
  const paymentProvider =
    duePaise === 0 ? 'store_credit' : chosenMethod === 'bank' ? 'bank' : paymentMethod === 'cod' ? 'cod' : (onlineGateway(ctx) ?? 'test')
  // A bank offer is for a way of paying through the gateway (decision 083): not cash, a transfer or store credit alone.
  const bankOffer = offered.pricing.applied.find((a) => a.paymentCondition)
  if (bankOffer?.paymentCondition && !['test', 'razorpay', 'stripe'].includes(paymentProvider))
    return fail(
      'offer_refused',
      `${bankOffer.name} is for ${conditionWords(bankOffer.paymentCondition).replace(/^paying/, 'payments')}: choose to pay online, or remove the code.`,
    )
  // Stripe does not say which bank issued a card, so no Stripe payment can meet a bank offer: refused
  // before any money moves, never taken and refunded (decision 089).
  if (bankOffer?.paymentCondition && paymentProvider === 'stripe')
    return fail(
      'offer_refused',
      `${bankOffer.name} cannot be checked with our card payments at the moment, so it cannot be used: please remove the code.`,
    )
  if (paymentMethod === 'cod' && !codWithinLimit(totalPaise)) {
    return fail(
      'invalid_input',
      `Cash on delivery is not available for orders of ${formatInr(COD_LIMIT_PAISE)} or more. Please pay online.`,
    )
  }

  const placedAt = nowFor(ctx)
  // The same rule the product page and cart show: where we deliver, when, and where cash is collected.
  const delivery = await deliveryPromise(ctx, address.pincode, placedAt)
  if (!delivery.ok) return delivery
  if (!delivery.serviceable) {
    const message = unserviceableMessage(delivery.pincode)
    return fail('invalid_input', message, { pincode: message })
  }
  if (paymentMethod === 'cod' && !delivery.codAllowed) return fail('invalid_input', noCodMessage(delivery.pincode))

  const orderId = randomUUID()
  const now = placedAt.toISOString()
  let orderNumber = ''
  let parcels: Awaited<ReturnType<typeof parcelsOfCart>> = []
  try {
    await transact(ctx.db, async (trx) => {
      await takeUnits(trx, cart.lines)
      const vendors = await vendorsOfProducts(
        trx,
        cart.lines.map((l) => l.productId),
      )
      orderNumber = await nextOrderNumber(trx, placedAt)
      if (storeCreditPaise > 0) {
        const spent = await spendOnOrder(trx, { userId: actor.id, orderId, orderNumber, amountPaise: storeCreditPaise, at: now })
        if (!spent) throw new CreditGone()
      }
      await repo.insertOrder(trx, {
        id: orderId,
        orderNumber,
        invoiceNumber: null,
        userId: actor.id,
        userEmail: actor.email,
        ...INITIAL,
        paymentMethod,
        paymentProvider,
        paymentReference: null,
        subtotalPaise: offered.subtotalPaise,
        taxPaise: offered.taxPaise,
        roundOffPaise: cart.roundOffPaise,
        totalPaise,
        discountPaise: offered.pricing.discountPaise,
        storeDiscountPaise: offered.pricing.storeDiscountPaise,
        shipFullName: address.fullName,
        shipAddressLine1: address.addressLine1,
        shipAddressLine2: address.addressLine2,
        shipCity: address.city,
        shipState: address.state,
        shipStateCode: address.stateCode,
        shipPincode: address.pincode,
        shipPhone: address.phone,
        deliveryFrom: delivery.from,
        deliveryTo: delivery.to,
        buyerGstin: address.gstin,
        buyerBusinessName: address.businessName,
        storeCreditPaise,
        idempotencyKey,
        requestFingerprint: fingerprint,
        createdAt: now,
        updatedAt: now,
      })
      await repo.insertOrderItems(trx, orderItemRows(orderId, lines, vendors))
      // One parcel per seller, each with its share of the order's money (decision 039).
      parcels = await parcelsOfCart(trx, {
        orderId,
        order: { taxPaise: offered.taxPaise, totalPaise },
        lines,
        vendors,
        storeCreditPaise,
        at: now,
      })
      // The uses of its offers, each against the stored counts, or the order rolls back (decision 083).
      const parcelOf = new Map(parcels.map((p) => [p.vendorId, p.id]))
      await takeUses(trx, { orderId, userId: actor.id, at: now, parcelOf }, offered.pricing.applied)
      // The credit spent is now held for the order's sellers, like money paid (decision 040).
      await postCreditSpent(trx, { id: orderId, orderNumber, storeCreditPaise }, now)
      await repo.insertEvent(trx, {
        id: randomUUID(),
        orderId,
        status: 'pending',
        note: 'Order placed',
        createdAt: now,
        actorKind: 'customer',
      })
      if (!buy) await emptyCartOfUser(trx, actor.id)
    })
  } catch (error) {
    if (error instanceof CreditGone) return fail('conflict', CREDIT_GONE)
    if (error instanceof OfferGone) {
      if (error.code && error.code === cart.offerCode) await setCartOfferCode(ctx, null)
      return fail('offer_refused', `${error.message} ${REVIEW}`)
    }
    if (error instanceof SoldOut) {
      const next = buy ? 'Please choose a smaller quantity.' : 'Please update your cart.'
      return fail('sold_out', `Sorry, ${error.productName} has just sold out in the quantity you chose. ${next}`)
    }
    // The same key raced in from a double click: the other request made the order.
    const raced = await repo.findOrderByIdempotencyKey(ctx.db, actor.id, idempotencyKey)
    if (raced) return repeated(ctx, raced, fingerprint, buy !== undefined)
    ctx.log.error({ err: error, userId: actor.id }, 'order could not be placed')
    throw error
  }
  ctx.events.publish(SHOP_EVENTS.productChanged) // stock changed
  ctx.events.publish(SHOP_EVENTS.orderChanged)
  if (!buy) ctx.events.publish(cartChanged(`user:${actor.id}`)) // the cart emptied
  ctx.log.info({ orderId, orderNumber, userId: actor.id, totalPaise, storeCreditPaise, paymentMethod }, 'order placed')
  let paymentStatus: PaymentStatus = INITIAL.paymentStatus
  if (duePaise === 0) {
    const paid = await moveOrder(
      ctx,
      orderId,
      'pay',
      { kind: 'gateway', via: 'store-credit' },
      { paymentReference: 'store_credit', note: 'Paid with store credit' },
    )
    if (paid.ok) paymentStatus = 'paid'
    else ctx.log.error({ orderId, code: paid.code }, 'order paid in full with store credit could not be marked paid')
  }

  if (saveAddress) {
    const saved = await addAddress(ctx, address)
    if (!saved.ok) ctx.log.warn({ userId: actor.id, errors: saved.errors }, 'shipping address not saved')
  }
  await ctx.mail.send(
    templates.orderPlaced(actor.email, {
      id: orderId,
      number: orderNumber,
      fullName: address.fullName,
      totalPaise,
      storeCreditPaise,
      paymentMethod,
      ...(paymentProvider === 'bank'
        ? {
            bankTransfer: transferDetails(
              await transferInstructions(ctx, { id: orderId, orderNumber, totalPaise, storeCreditPaise, createdAt: now }),
            ),
          }
        : {}),
      lines: cart.lines,
      discounts: offered.pricing.applied,
      parcels: parcels.map((p) => ({
        label: `Parcel ${p.position} of ${parcels.length}`,
        sellerName: p.sellerName,
        sellerUrl: p.sellerSlug ? `${ctx.siteUrl}/sellers/${p.sellerSlug}` : null,
        itemCount: p.itemCount,
        dueOnDeliveryPaise: p.totalPaise - p.storeCreditPaise,
      })),
    }),
  )
  // Cash on delivery can be prepared at once; an online order is announced to its vendors when paid.
  if (paymentMethod === 'cod') await notifyVendorsOfOrder(ctx, orderId)
  return { ok: true, orderId, paymentMethod, paymentProvider, paymentStatus }
}
