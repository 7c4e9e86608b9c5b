import {
  createStoreOffer,
  endStoreOffer,
  listStoreOffers,
  makeStoreOfferCodes,
  storeOffer,
  updateStoreOffer,
} from '#src/modules/admin/index.ts'
import {
  applyOfferCode,
  cartOffersWithinReach,
  type OfferedCart,
  offeredCart,
  removeOfferCode,
  withinReachWords,
} from '#src/modules/offers/index.ts'
import { createOwnOffer, endOwnOffer, listOwnOffers, makeOwnOfferCodes, ownOffer, updateOwnOffer } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import type { Result } from '#src/platform/failure.ts'
import { type ApiResult, apiError, apiFailure, ok, PRIVATE } from './api-result.ts'

// Offers over JSON (decision 083): the cart's code, and the store's and sellers' own offers, through the
// same services as the pages. Amounts are rupees, as everywhere in the API.

const rupees = (paise: number) => paise / 100

function offersJson(offered: OfferedCart) {
  return {
    code: offered.cart.offerCode,
    refusal: offered.pricing.refusal,
    offers: offered.pricing.applied.map((a) => ({
      name: a.name,
      code: a.code,
      fundedBy: a.fundedBy,
      discount: rupees(a.amountPaise),
      lines: a.lines.map((l) => ({ productId: l.productId, discount: rupees(l.amountPaise) })),
    })),
    itemsTotal: rupees(offered.cart.totalPaise),
    discount: rupees(offered.pricing.discountPaise),
    subtotal: rupees(offered.subtotalPaise),
    tax: rupees(offered.taxPaise),
    total: rupees(offered.payablePaise),
    currency: 'INR',
  }
}

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined

export async function getCartOffersApi(ctx: ServiceContext): Promise<ApiResult> {
  const offered = await offeredCart(ctx)
  // The offers it could still get (decision 088): how much more of what, and what each would add to the saving.
  const withinReach = (await cartOffersWithinReach(ctx, offered)).map((o) => ({
    name: o.name,
    terms: o.words,
    code: o.code,
    addMore: rupees(o.addPaise),
    covers: o.covers,
    saves: rupees(o.savesPaise),
    endsAt: o.endsAt,
    words: withinReachWords(o, offered.pricing.discountPaise > 0),
  }))
  return ok({ ...offersJson(offered), withinReach }, PRIVATE)
}

export async function applyCodeApi(ctx: ServiceContext, body: unknown): Promise<ApiResult> {
  const outcome = await applyOfferCode(ctx, { code: field(body, 'code') })
  if (!outcome.ok)
    return { ...apiFailure(outcome), body: { ...(apiFailure(outcome).body as object), reason: outcome.reason ?? null }, headers: PRIVATE }
  return ok({ message: outcome.message, ...offersJson(outcome.offered) }, PRIVATE)
}

export async function removeCodeApi(ctx: ServiceContext): Promise<ApiResult> {
  const outcome = await removeOfferCode(ctx)
  return ok({ message: outcome.message, ...offersJson(outcome.offered) }, PRIVATE)
}

const answer = (outcome: Result<{ message: string; id?: string }>, created = false): ApiResult =>
  outcome.ok ? { status: created ? 201 : 200, body: outcome, headers: PRIVATE } : { ...apiFailure(outcome), headers: PRIVATE }

/** An owner's offers: the store's for an admin, a seller's own for it. */
function ownerApi(owner: 'store' | 'seller') {
  const ops =
    owner === 'store'
      ? {
          list: listStoreOffers,
          one: storeOffer,
          create: createStoreOffer,
          update: updateStoreOffer,
          end: endStoreOffer,
          codes: makeStoreOfferCodes,
        }
      : { list: listOwnOffers, one: ownOffer, create: createOwnOffer, update: updateOwnOffer, end: endOwnOffer, codes: makeOwnOfferCodes }
  return {
    list: async (ctx: ServiceContext) => ok({ offers: await ops.list(ctx) }, PRIVATE),
    create: async (ctx: ServiceContext, body: unknown) => answer(await ops.create(ctx, body), true),
    get: async (ctx: ServiceContext, id: string) => {
      const offer = await ops.one(ctx, id)
      return offer ? ok({ offer }, PRIVATE) : apiError(404, 'not_found', 'Offer not found')
    },
    update: async (ctx: ServiceContext, id: string, body: unknown) => answer(await ops.update(ctx, id, body)),
    end: async (ctx: ServiceContext, id: string) => answer(await ops.end(ctx, id)),
    codes: async (ctx: ServiceContext, id: string, body: unknown) => answer(await ops.codes(ctx, id, field(body, 'count'))),
  }
}

export const storeOffersApi = ownerApi('store')
export const sellerOffersApi = ownerApi('seller')
