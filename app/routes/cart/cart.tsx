import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { type CartActionData, QuantityControls } from '#app/components/cart-quantity.tsx'
import { DeliverTo } from '#app/components/deliver-to.tsx'
import { FormSuccess, OutcomeMessage } from '#app/components/form-bits.tsx'
import { OfferCodeForm } from '#app/components/offers/offer-code-form.tsx'
import { OfferTotals } from '#app/components/offers/offer-totals.tsx'
import { OffersWithinReach } from '#app/components/offers/offers-within-reach.tsx'
import { YouSave } from '#app/components/order-bits.tsx'
import { Price } from '#app/components/product-bits.tsx'
import { SoldBy } from '#app/components/sold-by.tsx'
import { services } from '#app/context.ts'
import { deliveryCheck } from '#app/lib/delivery-pin.server.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { cartCookieHeader } from '#src/api/cookies.ts'
import { formatInr } from '#src/lib/money.ts'
import { addToCart, buyNowPath, buyNowSelection, type CartOutcome, clearCart, getCart, setCartQuantity } from '#src/modules/cart/index.ts'
import { applyOfferCode, cartOffersWithinReach, offeredCart, removeOfferCode } from '#src/modules/offers/index.ts'
import { sellerBadges } from '#src/modules/sellers/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/cart'

export const meta = () => noindexMeta('Shopping Cart')

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = services(context)
  const [cart, { check, setCookie }] = await Promise.all([getCart(ctx), deliveryCheck(request, ctx)])
  const [sellers, offered] = await Promise.all([
    sellerBadges(ctx, [...new Set(cart.lines.map((line) => line.vendorId))]).then(Object.fromEntries),
    offeredCart(ctx, cart),
  ])
  const withinReach = await cartOffersWithinReach(ctx, offered)
  return data(
    { cart, offered, withinReach, signedIn: ctx.actor !== null, delivery: check, sellers },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  )
}

export type { CartActionData }

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = services(context)
  const { intent = '', productId = '', quantity, code } = await formValues(request)
  // Apply coupon and its removal (decision 083): the offers module checks the code against this cart.
  if (intent === 'apply-code') {
    const applied = await applyOfferCode(ctx, { code: code ?? '' })
    return data<CartActionData>({ ok: applied.ok, intent, message: applied.message }, { status: applied.ok ? 200 : httpStatusOf(applied) })
  }
  if (intent === 'remove-code') return data<CartActionData>({ ok: true, intent, message: (await removeOfferCode(ctx)).message })
  // Buy now checks this product out alone, leaving the cart as it is: checkout, or sign in first and then checkout.
  if (intent === 'buy') {
    const chosen = await buyNowSelection(ctx, productId, quantity)
    if (!chosen.ok) return data<CartActionData>({ ok: false, intent, message: chosen.message }, { status: httpStatusOf(chosen) })
    const checkout = buyNowPath(chosen)
    throw redirect(ctx.actor ? checkout : `/login?${new URLSearchParams({ redirect: checkout })}`)
  }
  let outcome: CartOutcome
  let done = ''
  switch (intent) {
    case 'add':
      outcome = await addToCart(ctx, productId, quantity)
      done = 'Added to your cart.'
      break
    case 'set':
      outcome = await setCartQuantity(ctx, productId, quantity)
      done = 'Cart updated.'
      break
    case 'remove':
      outcome = await setCartQuantity(ctx, productId, '0')
      done = 'Removed from your cart.'
      break
    case 'clear':
      outcome = await clearCart(ctx)
      done = 'Your cart has been cleared.'
      break
    default:
      return data<CartActionData>({ ok: false, intent, message: 'Unknown request' }, { status: 400 })
  }
  const headers = new Headers()
  if (outcome.ok) for (const cookie of cartCookieHeader(outcome.cartCookie, ctx.secureCookies)) headers.append('Set-Cookie', cookie)
  return data<CartActionData>(
    { ok: outcome.ok, intent, message: outcome.ok ? done : outcome.message },
    { status: outcome.ok ? 200 : httpStatusOf(outcome), headers },
  )
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, offered, withinReach, signedIn, delivery, sellers } = loaderData
  const kept = offered.pricing.applied.find((a) => a.code !== null && a.code === cart.offerCode)
  const busy = useNavigation().state !== 'idle'

  if (cart.lines.length === 0) {
    return (
      <div className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Your cart is empty</h1>
        <p className="mt-3 text-slate-600">Browse our laptops, gaming rigs and desktops and add what you like.</p>
        {actionData?.ok ? (
          <div className="mt-4">
            <FormSuccess message={actionData.message} />
          </div>
        ) : null}
        <Link to="/products" className="btn-primary mt-8">
          Continue Shopping
        </Link>
      </div>
    )
  }

  return (
    <div className={`container-page py-10 ${signedIn ? 'pb-28 lg:pb-10' : ''}`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Shopping Cart</h1>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="clear" />
          <button type="submit" className="btn-secondary text-red-700" disabled={busy}>
            Clear All
          </button>
        </Form>
      </div>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul aria-label="Items in your cart" className="space-y-4">
          {cart.lines.map((line) => (
            <li key={line.productId} className="card flex gap-4 p-4">
              {line.image ? (
                <img
                  src={line.image.url}
                  alt={line.image.alt}
                  width={120}
                  height={90}
                  className="h-20 w-28 shrink-0 rounded-lg bg-slate-100 object-cover sm:h-24 sm:w-32"
                />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <Link to={`/products/${line.slug}`} className="font-semibold text-slate-900 hover:text-brand-700">
                  {line.name}
                </Link>
                {sellers[line.vendorId] ? <SoldBy seller={sellers[line.vendorId] ?? null} fallbackName="" /> : null}
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
                  <div>
                    <dt className="text-xs text-slate-600">Unit price</dt>
                    <dd>
                      <Price sellingPricePaise={line.sellingPricePaise} mrpPaise={line.mrpPaise} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">Line total</dt>
                    {/* With GST, like the unit price; the summary breaks the whole cart into taxable value and GST. */}
                    <dd className="font-bold text-slate-900">{formatInr(line.lineTotalWithGstPaise)}</dd>
                  </div>
                </dl>
                <div className="flex flex-wrap items-center gap-3">
                  <QuantityControls productId={line.productId} name={line.name} quantity={line.quantity} stock={line.stock} busy={busy} />
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="productId" value={line.productId} />
                    <button
                      type="submit"
                      className="text-sm font-medium text-red-700 hover:underline"
                      disabled={busy}
                      aria-label={`Remove ${line.name}`}
                    >
                      Remove
                    </button>
                  </Form>
                </div>
                {line.quantity >= line.stock ? <p className="text-xs text-amber-800">Only {line.stock} in stock</p> : null}
              </div>
            </li>
          ))}
        </ul>

        <aside aria-labelledby="summary-heading" className="card h-fit p-6 lg:sticky lg:top-20">
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            Order Summary
          </h2>
          <div className="mt-4">
            <OfferTotals offered={offered} />
            <YouSave savingsPaise={cart.savingsPaise} />
          </div>
          <OfferCodeForm code={cart.offerCode} saved={kept?.amountPaise ?? 0} refusal={offered.pricing.refusal?.message ?? null} />
          <OffersWithinReach offers={withinReach} more={offered.pricing.discountPaise > 0} />
          {signedIn ? (
            // On phones the button stays at the bottom of the screen, with the total beside it.
            <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:static lg:mt-6 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
              <p className="shrink-0 text-sm lg:hidden">
                <span className="block text-xs text-slate-600">Total</span>
                <span className="font-bold text-slate-900">{formatInr(offered.payablePaise)}</span>
              </p>
              <Link to="/checkout" className="btn-primary flex-1">
                Proceed to Checkout
              </Link>
            </div>
          ) : (
            <div className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
              <p>Please log in or create an account to check out. Your cart comes with you.</p>
              <div className="mt-3 flex gap-2">
                <Link to="/login?redirect=checkout" className="btn-primary flex-1">
                  Log In
                </Link>
                <Link to="/register?redirect=checkout" className="btn-secondary flex-1">
                  Register
                </Link>
              </div>
            </div>
          )}
          <Link to="/products" className="mt-4 block text-center text-sm font-medium text-brand-700 hover:underline">
            Continue Shopping
          </Link>
          <div className="mt-6">
            <DeliverTo check={delivery} orderTotalPaise={offered.payablePaise} />
          </div>
        </aside>
      </div>
    </div>
  )
}
