import { defaultPincode } from '#src/modules/accounts/index.ts'
import { type DeliveryPromise, deliveryPromise } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'

const PIN_COOKIE = 'deccan.pin'
const PIN_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export type DeliveryCheck = { pincode: string; promise: DeliveryPromise | null; error: string | null }

/**
 * "Deliver to" on the product page and in the cart: the PIN the shopper just typed (`?pin=`), else
 * the one they typed before (a cookie), else their default saved address's. A valid typed PIN is
 * remembered for a year; the answer is the same rule checkout applies.
 */
export async function deliveryCheck(request: Request, ctx: ServiceContext): Promise<{ check: DeliveryCheck; setCookie: string | null }> {
  const { pincode, typed, remembered } = await deliveryPincode(new URL(request.url), request.headers.get('cookie'), ctx)
  if (pincode === '') return { check: { pincode, promise: null, error: null }, setCookie: null }
  const answer = await deliveryPromise(ctx, pincode)
  if (!answer.ok) return { check: { pincode, promise: null, error: answer.message }, setCookie: null }
  const setCookie =
    typed !== null && typed !== remembered
      ? `${PIN_COOKIE}=${answer.pincode}; Path=/; Max-Age=${PIN_COOKIE_MAX_AGE}; SameSite=Lax${ctx.secureCookies ? '; Secure' : ''}`
      : null
  return { check: { pincode: answer.pincode, promise: answer, error: null }, setCookie }
}

/** Which PIN "Deliver to" answers for: typed, remembered, or the default saved address's ('' for none). */
export async function deliveryPincode(url: URL, cookie: string | null | undefined, ctx: ServiceContext) {
  const typed = url.searchParams.get('pin')
  const remembered = /(?:^|;\s*)deccan\.pin=(\d{6})/.exec(cookie ?? '')?.[1]
  const fromAddress = typed === null && !remembered && ctx.actor ? await defaultPincode(ctx) : undefined
  return { pincode: typed ?? remembered ?? fromAddress ?? '', typed, remembered }
}
