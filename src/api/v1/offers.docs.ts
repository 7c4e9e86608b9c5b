import { z } from 'zod'
import { applyCodeSchema, codesBatchSchema, MAX_BATCH, offerInputSchema, REFUSAL_REASONS } from '#src/modules/offers/index.ts'
import { instant, named, rupees } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'

// What offers take and answer (offers.api.ts, decision 083). The cart's offers are the handler's own
// JSON, in rupees; an owner's offers are the offer pages' own views, in paise, whose fields are listed
// and which may carry more.

export const refusalReason = z.enum(REFUSAL_REASONS).meta({ description: 'Why the code gives nothing.' })

const cartOffersShape = {
  code: z.string().nullable().meta({ description: 'The code kept on the cart (upper case), checked again each time; null for none.' }),
  refusal: z.object({ reason: refusalReason, message: z.string() }).nullable().meta({
    description: 'Why the kept code gives nothing now (the cart changed, or the offer ended); null when it applies or there is none.',
  }),
  offers: z.array(
    z.object({
      name: z.string(),
      code: z.string().nullable().meta({ description: 'The code it came with; null for an automatic offer.' }),
      fundedBy: z.string().meta({ description: '`store`, or the id of the seller that runs it and pays for it.' }),
      discount: rupees,
      lines: z.array(z.object({ productId: z.string(), discount: rupees })).meta({ description: "Each line's share, to the paisa." }),
    }),
  ),
  itemsTotal: rupees.meta({ description: "The lines' prices with GST, before offers." }),
  discount: rupees.meta({ description: 'What the offers take off in all.' }),
  subtotal: rupees.meta({ description: "The taxable value after the sellers' own discounts." }),
  tax: rupees,
  total: rupees.meta({ description: 'What the order would cost now.' }),
  currency: z.literal('INR'),
}

const withinReach = z
  .array(
    z.object({
      name: z.string(),
      terms: z.string().meta({ description: 'What it takes off, in a shopper\'s words ("10% off, up to ₹1,500").' }),
      code: z.string().nullable().meta({ description: 'The code to type; null for an automatic offer, which applies by itself.' }),
      addMore: rupees.meta({ description: 'How much more of the items it covers the cart needs; 0 when it could be used as the cart is.' }),
      covers: z.object({ kind: z.enum(['order', 'categories', 'brands', 'chosen']), names: z.array(z.string()) }),
      saves: rupees.meta({ description: 'The least it would add to the saving once used.' }),
      endsAt: instant.nullable().meta({ description: 'Its end, only when it has one.' }),
      words: z.string().meta({ description: 'The sentence the cart page shows.' }),
    }),
  )
  .meta({ description: 'The offers the cart could still get, each only when true (decision 088).' })

const cartOffers = named('CartOffers', z.object({ ...cartOffersShape, withinReach }))
const cartOffersChanged = named(
  'CartOffersChanged',
  z.object({ message: z.string().meta({ description: 'What a person reads.' }), ...cartOffersShape }),
)

const offerStatus = z.enum(['scheduled', 'live', 'ended', 'used up'])
const paise = (description: string) => z.int().meta({ description: `Paise. ${description}` })
const paymentCondition = z
  .union([
    z.object({
      method: z.literal('card'),
      networks: z.array(z.string()).meta({ description: 'Empty: any network.' }),
      banks: z.array(z.string()).meta({ description: 'Empty: any issuing bank.' }),
    }),
    z.object({ method: z.literal('upi') }),
  ])
  .nullable()
  .meta({ description: "A bank offer's condition on how the order is paid; null: any way." })

/** An offer's terms, as the owner's pages read them. */
const termsShape = {
  id: z.string(),
  vendorId: z.string().nullable().meta({ description: "null: the store's own offer, funded by the store." }),
  name: z.string(),
  kind: z.enum(['code', 'automatic']),
  discountType: z.enum(['percent', 'amount']),
  percent: z.int().nullable(),
  amountPaise: z.int().nullable().meta({ description: 'Paise, for an amount offer.' }),
  capPaise: z.int().nullable().meta({ description: 'Paise: the most a percent offer takes off an order; null for no cap.' }),
  minOrderPaise: paise('What the lines it covers must come to.'),
  appliesTo: z.enum(['order', 'categories', 'brands', 'sellers', 'products']),
  targets: z.array(z.string()),
  startsAt: instant,
  endsAt: instant.nullable().meta({ description: 'When it ends (not included); null runs until ended.' }),
  useLimit: z.int().nullable(),
  perCustomerLimit: z.int().nullable(),
  budgetPaise: z.int().nullable(),
  combinable: z.boolean(),
  usesCount: z.int().meta({ description: 'Orders that use it now.' }),
  givenPaise: paise('The discount those orders carry, against the budget.'),
  paymentCondition,
  status: offerStatus,
}

const offerListed = named(
  'OfferListed',
  z.looseObject({
    ...termsShape,
    words: z.string().meta({ description: 'What it takes off, in a shopper\'s words: "10% off, up to ₹1,500".' }),
    codes: z.looseObject({
      shared: z.string().nullable().meta({ description: 'The shared code, or null.' }),
      single: z.int().meta({ description: 'How many single-use codes it has.' }),
    }),
    orders: z.int().meta({ description: 'Orders it touched, their uses still counting.' }),
  }),
)

const offer = named(
  'Offer',
  z.object({
    offer: z.looseObject({
      ...termsShape,
      codes: z.array(
        z.looseObject({
          id: z.string(),
          code: z.string(),
          useLimit: z.int().nullable().meta({ description: '1 for a single-use code of a batch; null for the shared code.' }),
          usesCount: z.int(),
          createdAt: instant,
        }),
      ),
      used: z.boolean().meta({ description: 'Whether an order used it: what it takes off and covers can then no longer change.' }),
      report: z.looseObject({
        orders: z.int(),
        salesPaise: paise('What the lines it touched cost before offers.'),
        discountPaise: paise('The discount it gave.'),
        bySeller: z.array(
          z.looseObject({ vendorId: z.string(), sellerName: z.string(), orders: z.int(), discountPaise: z.int(), salesPaise: z.int() }),
        ),
      }),
    }),
  }),
)

const done = z.object({ ok: z.literal(true), message: z.string().meta({ description: 'What a person reads.' }) })
const offerMade = named('OfferMade', done.extend({ id: z.string().meta({ description: "The new offer's id." }) }))
const offerChanged = named('OfferChanged', done)
const codesMade = named('OfferCodesMade', done.extend({ count: z.int() }))

const OFFER_FIELDS =
  "Percent offers take 1–90% with an optional cap (`capRupees`), amount offers whole rupees (`amountRupees`). Days (`startsOn`, `endsOn`) are India's calendar days, the end day included, or exact moments. A bank offer (`paidBy` `card` or `upi`, with `networks` and `banks`) is a code offer."

type Area = 'store' | 'own'

/** The six operations of an owner's offers: the store's for an admin, a seller's own for it. */
function ownerDocs(area: Area) {
  const store = area === 'store'
  const who = store ? 'admin' : 'seller'
  const tag = store ? 'Admin: offers' : 'Seller offers'
  const Area = store ? 'Store' : 'Own'
  return {
    list: {
      id: `list${Area}Offers`,
      summary: store ? "The store's offers" : 'My offers',
      description: 'Newest first, each with its status, codes and the orders it touched.',
      tag,
      who,
      answers: { 200: z.object({ offers: z.array(offerListed) }) },
    },
    create: {
      id: `create${Area}Offer`,
      summary: store ? 'Set up a store offer' : 'Set up an offer of mine',
      description: store
        ? `Funded by the store; on any products. ${OFFER_FIELDS}`
        : `On my own products only, funded by me: my discount lowers my sale and the GST on it. Not \`appliesTo: sellers\`. ${OFFER_FIELDS}`,
      tag,
      who,
      body: offerInputSchema,
      answers: { 201: offerMade },
    },
    get: {
      id: `get${Area}Offer`,
      summary: store ? 'One store offer, with its report' : 'One offer of mine, with its report',
      description: 'Its terms, codes and what it did: orders, sales and discount, by seller.',
      tag,
      who,
      answers: { 200: offer },
      errors: [404],
    },
    update: {
      id: `change${Area}Offer`,
      summary: store ? 'Change a store offer' : 'Change an offer of mine',
      description: `The whole offer again; \`kind\` stays as it was made. Once an order used it, what it takes off and what it covers stay (409); its name, end, limits, budget and combining may change. ${OFFER_FIELDS}`,
      tag,
      who,
      body: offerInputSchema,
      answers: { 200: offerChanged },
      errors: [404, 409],
    },
    end: {
      id: `end${Area}Offer`,
      summary: store ? 'End a store offer now' : 'End an offer of mine now',
      description: 'It applies to no cart from now on; orders placed with it keep it. An offer that has ended stays as it is.',
      tag,
      who,
      answers: { 200: offerChanged },
      errors: [404],
    },
    codes: {
      id: `make${Area}OfferCodes`,
      summary: store ? 'Make single-use codes for a store offer' : 'Make single-use codes for an offer of mine',
      description: `\`count\` codes, 1 to ${MAX_BATCH.toLocaleString('en-IN')} at a time (its digits as text are read too), each usable once besides the offer's own limits: to hand out one per customer. A code offer only.`,
      tag,
      who,
      body: codesBatchSchema,
      answers: { 200: codesMade },
      errors: [404],
    },
  } satisfies Record<string, OperationDoc>
}

export const OFFERS = {
  cart: {
    getCartOffers: {
      id: 'getCartOffers',
      summary: "The cart's offers",
      description:
        "The offers the cart gets now, for this customer: the code kept on it and the automatic offers, each with its lines' shares, and what the order would cost.",
      tag: 'Cart',
      who: 'public',
      answers: { 200: cartOffers },
    },
    applyOfferCode: {
      id: 'applyOfferCode',
      summary: 'Apply an offer code',
      description:
        'Checked against the cart as it is, for this customer, now. One code per order: it replaces any other. A code that gives nothing is refused (422 `offer_refused`, with its `reason`) and the cart keeps what it had.',
      tag: 'Cart',
      who: 'public',
      body: applyCodeSchema,
      answers: { 200: cartOffersChanged },
      errors: [422],
    },
    removeOfferCode: {
      id: 'removeOfferCode',
      summary: 'Take the offer code off',
      tag: 'Cart',
      who: 'public',
      answers: { 200: cartOffersChanged },
    },
  },
  store: ownerDocs('store'),
  own: ownerDocs('own'),
} satisfies Record<string, Record<string, OperationDoc>>
