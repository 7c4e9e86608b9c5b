import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'

/**
 * Table types as the application sees them (camelCase; CamelCasePlugin maps them to snake_case columns).
 * Portability rules, so one set of migrations and queries runs on SQLite and PostgreSQL:
 * booleans are integers 0/1, timestamps are ISO-8601 text (sortable), money is integer paise.
 */
export interface VendorTable {
  id: string
  name: string
  slug: string
  city: string
  userId: ColumnType<string | null, string | null | undefined, string | null>
  /** The vendor's own low-stock level for the daily notice; null: the spec's 10. */
  lowStockThreshold: ColumnType<number | null, number | null | undefined, number | null>
  createdAt: string
}

export type SellerStatus = 'incomplete' | 'submitted' | 'approved' | 'rejected' | 'suspended'
type Nullable = ColumnType<string | null, string | null | undefined, string | null>

/** A seller of record (decision 038): who sells, invoices and is paid in its own name; owned by the sellers module. */
export interface SellerProfileTable {
  vendorId: string
  /** 1 for the store itself: its details are the store's own (Settings). */
  isStore: ColumnType<number, number | undefined, number>
  status: ColumnType<SellerStatus, SellerStatus | undefined, SellerStatus>
  /** Why it was rejected or suspended, as the seller is told. */
  statusReason: Nullable
  legalName: Nullable
  addressLine1: Nullable
  addressLine2: Nullable
  city: Nullable
  state: Nullable
  stateCode: Nullable
  pincode: Nullable
  gstin: Nullable
  pan: Nullable
  email: Nullable
  carePhone: Nullable
  grievanceName: Nullable
  grievanceDesignation: Nullable
  grievanceEmail: Nullable
  grievancePhone: Nullable
  bankAccountHolder: Nullable
  bankIfsc: Nullable
  bankAccountNumber: Nullable
  /** The seller's own invoice series, 2 to 5 letters or digits; unique across sellers. */
  invoicePrefix: Nullable
  submittedAt: Nullable
  reviewedAt: Nullable
  /** Raised each time the seller changes what an admin reviews; a review applies only to the version it saw (0049). */
  version: ColumnType<number, number | undefined, number>
  createdAt: string
  updatedAt: string
}

/** What an admin's review page showed of one version of a seller's profile (JSON; the bank account masked). */
export interface SellerProfileVersionTable {
  vendorId: string
  version: number
  details: string
  createdAt: string
}

export type SellerDocumentKindName = 'gst_certificate' | 'pan_card' | 'cancelled_cheque'

/** A seller's current document of one kind, for review (0050, decision 079); its bytes are kept privately under `storageKey`. */
export interface SellerDocumentTable {
  vendorId: string
  kind: SellerDocumentKindName
  /** The name the file had on the seller's computer, as a label only (never a path). */
  fileName: string
  /** What the bytes are (PDF, JPEG, PNG or WebP), known from the bytes themselves. */
  mediaType: string
  sizeBytes: number
  /** A random name in the private store; never derived from the seller or the kind. */
  storageKey: string
  uploadedAt: string
  /** The user who uploaded it. */
  uploadedBy: string
}

/** A seller document's bytes, when the private store is the shared database (PostgreSQL). */
export interface SellerDocumentFileTable {
  storageKey: string
  bytes: Uint8Array
  createdAt: string
}

/** An admin's decision on a seller (0050): who, the move, why, and the profile version it was made on. */
export interface SellerReviewTable {
  id: string
  vendorId: string
  move: string
  fromStatus: SellerStatus
  toStatus: SellerStatus
  version: number
  /** The reason the seller was told (reject, suspend), or the admin's note (approve, reinstate); null when none. */
  reason: string | null
  decidedBy: string
  /** The admin's name when deciding, kept as it was. */
  decidedByName: string
  decidedAt: string
}

/** One money event in the ledger (decision 040); owned by the ledger module. */
export interface LedgerJournalTable {
  id: string
  /** What the event is, once: `payment:<order id>`, `payable:<parcel id>`, `payout:<payout id>`… */
  eventKey: string
  kind: string
  orderId: string | null
  vendorId: string | null
  memo: string
  /** The net taxable value of the supply it settles (payable +, returned −); null for money that is no supply. */
  taxablePaise: ColumnType<number | null, number | null | undefined, never>
  /** The fixed fee inside the journal's commission (migration 0036); null before it was recorded. */
  feePaise: ColumnType<number | null, number | null | undefined, never>
  occurredAt: string
  createdAt: string
}

/** A debit (+) or credit (−) to one account; a journal's entries sum to zero. Never updated or deleted. */
export interface LedgerEntryTable {
  id: string
  journalId: string
  account: string
  vendorId: string | null
  amountPaise: number
  occurredAt: string
}

/** A commission rate from a date on: a category's, or one seller's over all categories (decision 040). */
export interface CommissionRateTable {
  id: string
  category: string | null
  vendorId: string | null
  /** Basis points of the line's taxable value: 500 is 5%. */
  rateBp: number
  /** Charged once per parcel. */
  fixedFeePaise: ColumnType<number, number | undefined, number>
  effectiveFrom: string
  createdBy: string
  createdAt: string
}

/** One settlement period, unique by its cut-off (decision 040); owned by the ledger module. */
export interface SettlementRunTable {
  id: string
  cutoff: string
  startedAt: string
  finishedAt: string | null
}

export type PayoutStatus = 'pending' | 'approved' | 'paid' | 'failed' | 'carried'

/** A seller's statement for one run and the payout it asks for. */
export interface PayoutTable {
  id: string
  runId: string
  vendorId: string
  /** ST-<seller prefix>-<yymmdd>: what the seller and the bank transfer quote. */
  statementNumber: string
  cutoff: string
  amountPaise: number
  /** What earlier statements left (a negative carried forward), included in the amount. */
  broughtForwardPaise: number
  status: PayoutStatus
  /** The bank transfer's unique transaction reference, once paid. */
  utr: string | null
  failureReason: string | null
  approvedBy: string | null
  approvedAt: string | null
  paidAt: string | null
  version: ColumnType<number, number | undefined, number>
  createdAt: string
  updatedAt: string
}

export interface PayoutJournalTable {
  journalId: string
  payoutId: string
}

/** The store's monthly tax invoice to one seller for its commission and fees (decision 040); owned by the ledger module. */
export interface CommissionInvoiceTable {
  id: string
  vendorId: string
  /** The calendar month in India it invoices, YYYY-MM; one invoice per seller and month. */
  month: string
  /** DDC/<financial year>/<number>, e.g. DDC/2627/00001. */
  invoiceNumber: string
  /** 2627 for April 2026 to March 2027. */
  financialYear: string
  /** The month's last day, YYYY-MM-DD. */
  invoiceDate: string
  /** The taxable value of the commission (without the fee). */
  commissionPaise: number
  /** The taxable value of the fixed fees per parcel. */
  feePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
  /** The store's legal details as issued (JSON). */
  supplierJson: string
  /** The seller's legal details as issued (JSON). */
  recipientJson: string
  createdAt: string
}

/** The last number of the commission invoice series per financial year. */
export interface CommissionInvoiceCounterTable {
  financialYear: string
  lastNumber: number
}

export interface ProductTable {
  id: string
  vendorId: string
  name: string
  slug: string
  description: string
  category: string
  brand: string
  /**
   * The taxable value of one unit: derived from the selling price (lib/tax.ts taxableOf), never entered
   * (decision 068). The listing's price filters, sorts and indexes read it: its order is the selling price's.
   */
  pricePaise: number
  /** No longer used (null): the listing indexes read `coalesce(discount_price_paise, price_paise)` (migration 0041). */
  discountPricePaise: ColumnType<number | null, number | null | undefined, number | null>
  /** The selling price of one unit with GST, as the seller enters it: what the shopper pays. */
  sellingPricePaise: number
  /** The M.R.P. inclusive of all taxes as declared on the pack; null when the seller has not declared one. */
  mrpPaise: ColumnType<number | null, number | null | undefined, number | null>
  stock: number
  rating: number
  reviewCount: number
  isFeatured: ColumnType<number, number | undefined, number>
  isNew: ColumnType<number, number | undefined, number>
  /** 0 a draft, 1 on sale, 2 published but held: its seller is not approved or is suspended (decision 038). */
  isPublished: ColumnType<number, number | undefined, number>
  /** JSON object of label to text. */
  specs: string
  /** The catalogue's list order: 'newest' sorts by it, descending. */
  listPosition: number
  createdAt: string
  updatedAt: string
  /** On the refund policy's non-returnable list (decision 018): why, or null when returnable. */
  nonReturnable: ColumnType<string | null, string | null | undefined, string | null>
  /** Typed spec values for filters and compare (decision 025, spec-values.ts); null when not known. */
  ramGb: ColumnType<number | null, number | null | undefined, number | null>
  storageGb: ColumnType<number | null, number | null | undefined, number | null>
  storageType: ColumnType<string | null, string | null | undefined, string | null>
  cpuBrand: ColumnType<string | null, string | null | undefined, string | null>
  cpuFamily: ColumnType<string | null, string | null | undefined, string | null>
  gpu: ColumnType<string | null, string | null | undefined, string | null>
  screenTenths: ColumnType<number | null, number | null | undefined, number | null>
  weightGrams: ColumnType<number | null, number | null | undefined, number | null>
  /** What the listing declares (Packaged Commodities Rules rule 6(10), decision 041); null until the seller says. */
  manufacturerName: ColumnType<string | null, string | null | undefined, string | null>
  manufacturerAddress: ColumnType<string | null, string | null | undefined, string | null>
  /** For imported goods. */
  importerName: ColumnType<string | null, string | null | undefined, string | null>
  importerAddress: ColumnType<string | null, string | null | undefined, string | null>
  /** ISO 3166-1 alpha-2 ("IN", "CN"). */
  countryOfOrigin: ColumnType<string | null, string | null | undefined, string | null>
  genericName: ColumnType<string | null, string | null | undefined, string | null>
  netQuantity: ColumnType<string | null, string | null | undefined, string | null>
  consumerCare: ColumnType<string | null, string | null | undefined, string | null>
}

export interface ProductImageTable {
  productId: string
  position: number
  url: string
  alt: string
}

export interface ContactMessageTable {
  id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  handledAt: string | null
}

export interface NewsletterSubscriberTable {
  email: string
  createdAt: string
}

export interface AppMetaTable {
  key: string
  value: string
}

export type Role = 'customer' | 'vendor' | 'admin'

/** better-auth owns the shape of users/sessions/accounts/verifications; these are the columns we read. */
export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: boolean | number
  image: string | null
  role: Role
  /** Set when an admin disables the account: it can no longer sign in. */
  disabledAt: ColumnType<string | null, string | null | undefined, string | null>
  /** Set when the account was erased at its owner's request (DPDP s.12, decision 042): never signs in again. */
  erasedAt: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: Date | string
  updatedAt: Date | string
}

export interface SessionTable {
  id: string
  token: string
  userId: string
  expiresAt: Date | string
  createdAt: Date | string
  updatedAt: Date | string
  ipAddress: string | null
  userAgent: string | null
}

export interface AccountTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  password: string | null
  createdAt: Date | string
  updatedAt: Date | string
}

export interface AddressTable {
  id: string
  userId: string
  fullName: string
  addressLine1: string
  addressLine2: string | null
  city: string
  state: string
  /** GST state code; null for an old row whose typed state could not be mapped (its owner is asked to fix it). */
  stateCode: ColumnType<string | null, string | null | undefined, string | null>
  pincode: string
  phone: string
  /** A business buyer's GSTIN and business name, reused at checkout; null for a home address. */
  gstin: ColumnType<string | null, string | null | undefined, string | null>
  businessName: ColumnType<string | null, string | null | undefined, string | null>
  isDefault: number
  createdAt: string
  updatedAt: string
}

export interface EmailOutboxTable {
  id: string
  toAddress: string
  subject: string
  textBody: string
  kind: string
  createdAt: string
  sentAt: string | null
  error: string | null
}

export interface LoginAttemptTable {
  key: string
  failures: number
  windowStartedAt: string
  /** An account-and-address pair is held back until then (ISO time), after repeated failures. */
  blockedUntil: string | null
}

/** Posts per client address and form within a window (rate-limit.repository.ts). */
export interface RateLimitTable {
  key: string
  hits: number
  windowStartedAt: string
}

export interface CartTable {
  id: string
  userId: string | null
  /** The offer code the shopper applied, as typed (upper case); checked again whenever the cart is priced. */
  offerCode: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: string
  updatedAt: string
}

export interface CartItemTable {
  cartId: string
  productId: string
  quantity: number
  addedAt: string
}

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled'
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded'
export type PaymentMethod = 'online' | 'cod'

export interface OrderTable {
  id: string
  userId: string
  userEmail: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentProvider: string
  paymentStatus: PaymentStatus
  paymentReference: string | null
  subtotalPaise: number
  taxPaise: number
  /** Payable total minus (subtotal + tax): the "Round off" to whole rupees (decision 013). */
  roundOffPaise: ColumnType<number, number | undefined, number>
  /** The payable total, whole rupees. */
  totalPaise: number
  /** The order's human number, DD-YYMM-NNNNNN (every row has one since migration 0014). */
  orderNumber: ColumnType<string, string, never>
  shipFullName: string
  shipAddressLine1: string
  shipAddressLine2: string | null
  shipCity: string
  shipState: string
  /** GST state code of the place of supply; null only for old orders whose typed state could not be mapped. */
  shipStateCode: ColumnType<string | null, string | null | undefined, string | null>
  shipPincode: string
  shipPhone: string
  idempotencyKey: string
  /** 1 while the order holds its units; 0 after an unpaid online order released them. */
  stockHeld: ColumnType<number, number | undefined, number>
  invoiceNumber: string | null
  /** When the tax invoice was issued: the sale became certain (paid online, or dispatched for cash on delivery). */
  invoicedAt: ColumnType<string | null, string | null | undefined, string | null>
  gatewayOrderId: ColumnType<string | null, string | null | undefined, string | null>
  /** Bumped by every lifecycle move: a move applies only to the version it was planned from. */
  version: ColumnType<number, number | undefined, number>
  /** The delivery dates promised at placement (India's calendar days, YYYY-MM-DD); null on older orders. */
  deliveryFrom: ColumnType<string | null, string | null | undefined, string | null>
  deliveryTo: ColumnType<string | null, string | null | undefined, string | null>
  /** A hash of the checkout request that placed the order, checked when its idempotency key comes again. */
  requestFingerprint: ColumnType<string | null, string | null | undefined, string | null>
  /** A business buyer's GSTIN and name, printed on the invoice (checked at checkout); null for consumers. */
  buyerGstin: ColumnType<string | null, string | null | undefined, string | null>
  buyerBusinessName: ColumnType<string | null, string | null | undefined, string | null>
  /** The seller's details as they were when the invoice was issued (JSON): a reprint never changes. */
  sellerJson: ColumnType<string | null, string | null | undefined, string | null>
  /** The part of the total paid with store credit at checkout; the provider or the courier takes the rest. */
  storeCreditPaise: ColumnType<number, number | undefined, number>
  /** What offers took off its lines’ prices with GST (decision 083): all offers, whoever funds them. */
  discountPaise: ColumnType<number, number | undefined, never>
  /** The part of discountPaise the store funds: paid to the seller by the store, not by the buyer. */
  storeDiscountPaise: ColumnType<number, number | undefined, never>
  createdAt: string
  updatedAt: string
}

export type Fulfilment = 'pending' | 'processing' | 'shipped'

export interface OrderItemTable {
  orderId: string
  productId: string
  vendorId: string
  name: string
  slug: string
  imageUrl: string | null
  /** The taxable value of one unit. */
  unitPricePaise: number
  /** What one unit cost the shopper, GST included; null for lines ordered before migration 0041. */
  unitPriceWithGstPaise: ColumnType<number | null, number | null | undefined, never>
  /** The M.R.P. the listing declared when it was ordered; null before migration 0041 or when none was declared. */
  mrpPaise: ColumnType<number | null, number | null | undefined, never>
  quantity: number
  /**
   * The line's taxable value: unitPricePaise × quantity, less the taxable value of a discount its seller
   * funds (decision 083: GST is charged on the discounted value, CGST Act s.15(3)(a)).
   */
  lineTotalPaise: number
  /** What offers took off its price with GST (decision 083): all offers, whoever funds them. */
  discountPaise: ColumnType<number, number | undefined, never>
  /** The part of discountPaise the store funds: paid to the seller by the store, not by the buyer. */
  storeDiscountPaise: ColumnType<number, number | undefined, never>
  /**
   * What its parcel's give-backs (cancellation, refunds, part refunds; not returns) gave back of what the
   * buyer paid for it, a running total (migration 0058, decision 084): the credit notes and the books
   * split each give-back of the line from it.
   */
  refundedPaise: ColumnType<number, number | undefined, number>
  hsnCode: ColumnType<string, string | undefined, string>
  /** The product's category when it was ordered (its commission rate's); null for a line whose product was gone by migration 0037. */
  category: ColumnType<string | null, string | null | undefined, string | null>
  fulfilment: ColumnType<Fulfilment, Fulfilment | undefined, Fulfilment>
  courier: ColumnType<string | null, string | null | undefined, string | null>
  trackingNumber: ColumnType<string | null, string | null | undefined, string | null>
}

/**
 * One seller's parcel of an order (decision 039): its status, shipment, share of the order's money and
 * its own tax invoice. Owned by the orders module; only the lifecycle changes it after placement.
 */
export interface ParcelTable {
  id: string
  orderId: string
  vendorId: string
  /** 1-based, "Parcel 1 of 2". */
  position: number
  status: OrderStatus
  courier: ColumnType<string | null, string | null | undefined, string | null>
  trackingNumber: ColumnType<string | null, string | null | undefined, string | null>
  /** The e-way bill it moved with (rule 138: required above ₹50,000), 12 digits. */
  ewayBillNumber: ColumnType<string | null, string | null | undefined, string | null>
  shippedAt: ColumnType<string | null, string | null | undefined, string | null>
  deliveredAt: ColumnType<string | null, string | null | undefined, string | null>
  /** Why it was cancelled, as the customer reads it. */
  cancelReason: ColumnType<string | null, string | null | undefined, string | null>
  /** Who cancelled it: customer, vendor, admin, system. */
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>
  subtotalPaise: number
  taxPaise: number
  roundOffPaise: ColumnType<number, number | undefined, number>
  /** Its part of the order's payable total, whole rupees (the parcels add up to the order's total). */
  totalPaise: number
  /** Its part of the store credit spent at checkout (pro rata, remainder to the last parcel). */
  storeCreditPaise: ColumnType<number, number | undefined, number>
  /** What offers took off its lines’ prices with GST (decision 083): all offers, whoever funds them. */
  discountPaise: ColumnType<number, number | undefined, never>
  /** The part of discountPaise the store funds: paid to the seller by the store, not by the buyer. */
  storeDiscountPaise: ColumnType<number, number | undefined, never>
  /** Cash the courier collected for it on delivery. */
  collectedPaise: ColumnType<number, number | undefined, number>
  /** Money and store credit given back for it (refunds and cancellations). */
  refundedPaise: ColumnType<number, number | undefined, number>
  /** Its tax invoice, in its seller's series; null before the sale is certain and on orders invoiced whole before parcels. */
  invoiceNumber: ColumnType<string | null, string | null | undefined, string | null>
  invoicedAt: ColumnType<string | null, string | null | undefined, string | null>
  /** The seller of record's details as issued on the invoice (JSON). */
  sellerJson: ColumnType<string | null, string | null | undefined, string | null>
  /** When its lines were made payable to the seller in the ledger (delivered, return window closed, no return open). */
  payableAt: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: string
  updatedAt: string
}

/** A seller's numbering of its invoices and credit notes per financial year. */
export interface SellerDocumentCounterTable {
  vendorId: string
  kind: 'invoice' | 'credit_note'
  financialYear: string
  lastNumber: number
}

export interface PaymentRefundTable {
  id: string
  /** One refund per claim: `order:<id>` for a whole order's refund. */
  claimKey: string
  orderId: string
  amountPaise: number
  provider: string
  /** Pending: written, not yet confirmed by the gateway (to send, or being sent); then succeeded or failed. */
  status: 'pending' | 'succeeded' | 'failed'
  /** The gateway's refund id, once it has answered. */
  reference: string | null
  /** What the gateway de-duplicates the request by (migration 0043); null on refunds sent before records. */
  idempotencyKey: string | null
  /** The gateway's payment the money goes back to (Razorpay's pay_…). */
  paymentId: string | null
  attempts: Generated<number>
  /** Until when a sender holds the record; after it, the job takes it up again. */
  leaseUntil: string | null
  /** The gateway's reason for refusing it. */
  failureReason: string | null
  createdAt: string
  updatedAt: string
}

/** A gateway's webhook event the shop acted on (migration 0047): a second delivery of it changes nothing. */
export interface GatewayEventTable {
  /** 'stripe'. */
  provider: string
  /** The gateway's event id (Stripe's evt_…). */
  eventId: string
  type: string
  orderId: string | null
  handledAt: string
}

/** A courier's remittance of cash collected on delivery, as the bank statement shows it (migration 0044). */
export interface CodRemittanceTable {
  id: string
  courier: string
  /** The bank credit's UTR: one remittance per credit. */
  utr: string
  /** The day the bank received it (YYYY-MM-DD, India). */
  receivedOn: string
  amountPaise: number
  recordedBy: string
  createdAt: string
}

/** A line of the store's bank statement matched to an order paid by bank transfer (migration 0046). */
export interface BankTransferTable {
  id: string
  orderId: string
  /** The bank's reference for the credit: each line is entered once. */
  utr: string
  /** The day the bank received it (YYYY-MM-DD, India). */
  receivedOn: string
  amountPaise: number
  /** The statement line's words, with the reference the payer gave. */
  narration: string
  recordedBy: string
  createdAt: string
}

/** Which parcels' cash a remittance brought: each parcel's once. */
export interface CodRemittanceParcelTable {
  remittanceId: string
  parcelId: string
  amountPaise: number
}

/** A day the reconciliation with the payment gateway ran for (migration 0045), with what it read. */
export interface GatewayReconciliationTable {
  /** YYYY-MM-DD, India. */
  day: string
  /** The gateway reconciled (a day is done once per gateway): `razorpay` or `stripe`. */
  gateway: string
  ranAt: string
  payments: number
  refunds: number
  settlements: number
  differences: number
}

/** A difference between the gateway and the shop, once per kind and gateway reference. */
export interface GatewayDifferenceTable {
  id: string
  day: string
  /** Where it was found: `razorpay` or `stripe`. */
  gateway: string
  kind: string
  /** The gateway's id of the payment, refund or settlement. */
  reference: string
  orderId: string | null
  expectedPaise: number | null
  seenPaise: number | null
  detail: string
  /** Open; fixed by the reconciliation itself (a lost payment recorded); resolved by an admin with a note. */
  status: 'open' | 'fixed' | 'resolved'
  resolution: string | null
  resolvedBy: string | null
  resolvedAt: string | null
  createdAt: string
}

export interface OrderEventTable {
  id: string
  orderId: string
  status: string
  note: string | null
  /** Who took the step (migration 0042): customer, seller, admin, job, gateway; null on older steps. */
  actorKind: ColumnType<ActorKind | null, ActorKind | null | undefined, ActorKind | null>
  /** The seller's store name or the admin's name as it was then; null for the others and older steps. */
  actorName: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: string
}

/** Who acted on an order, as its timeline names them (decision 067). */
export type ActorKind = 'customer' | 'seller' | 'admin' | 'job' | 'gateway'

export interface PaymentMethodTable {
  id: string
  name: string
  type: 'offline' | 'digital'
  provider: string
  enabled: number
  position: number
  /** Gateway credentials (stripe, razorpay); never sent back to a browser. */
  apiKey: ColumnType<string | null, string | null | undefined, string | null>
  apiSecret: ColumnType<string | null, string | null | undefined, string | null>
  /** Account details shown to shoppers paying by bank transfer. */
  bankDetails: ColumnType<string | null, string | null | undefined, string | null>
}

export interface AuditLogTable {
  id: string
  actorId: string
  actorEmail: string
  /** What was done, as a verb phrase: 'user.role-changed', 'order.refunded'. */
  action: string
  entity: string
  entityId: string
  beforeJson: string | null
  afterJson: string | null
  createdAt: string
}

export interface OrderNumberCounterTable {
  month: string
  lastNumber: number
}

export interface InvoiceCounterTable {
  financialYear: string
  lastNumber: number
}

/** One returned order line and where it stands (decision 018); owned by the orders module. */
export interface OrderReturnTable {
  id: string
  rmaNumber: string
  orderId: string
  productId: string
  vendorId: string
  quantity: number
  reason: 'dead_on_arrival' | 'defective' | 'wrong_item' | 'change_of_mind'
  outcome: 'replacement' | 'store_credit' | 'exchange'
  description: string
  status: 'requested' | 'approved' | 'rejected' | 'received' | 'replaced' | 'refunded' | 'credited'
  pickupInstructions: string | null
  rejectionReason: string | null
  /** Set when received: 1 puts the units back in stock. */
  resaleable: number | null
  /** The line's price and GST for these units less their share of its discounts: what a refund or store credit gives back. */
  amountPaise: number
  /** These units' share of the discount the store funded: it goes back to the store, not to the buyer (decision 083). */
  storeDiscountPaise: ColumnType<number, number | undefined, never>
  refundReference: string | null
  /** The customer's photos of the item (JSON list of uploaded file URLs); null when none. */
  photosJson: ColumnType<string | null, string | null | undefined, string | null>
  version: ColumnType<number, number | undefined, number>
  createdAt: string
  updatedAt: string
}

export interface RmaCounterTable {
  month: string
  lastNumber: number
}

/** Store credit as signed entries: credit issued (+) and spent (-); a return's credit is unique. */
export interface StoreCreditEntryTable {
  id: string
  userId: string
  amountPaise: number
  returnId: string | null
  /** What the entry is for, written once: spend:<order id>, restore:<order id>, refund:<return id>. */
  reference: ColumnType<string | null, string | null | undefined, string | null>
  note: string
  createdAt: string
}

/** The customer's store credit balance: what the ledger adds up to, never below zero (checked by the database). */
export interface StoreCreditBalanceTable {
  userId: string
  balancePaise: number
}

/** A customer's review of a product (decision 024); owned by the reviews module. */
export interface ProductReviewTable {
  id: string
  productId: string
  userId: string
  /** As shown: first name and initial, fixed when written. */
  authorName: string
  /** The delivered order that makes it a verified purchase. */
  orderId: string | null
  rating: number
  title: string | null
  body: string
  helpfulCount: ColumnType<number, number | undefined, number>
  hiddenReason: string | null
  hiddenAt: string | null
  createdAt: string
  updatedAt: string
}

export interface ReviewVoteTable {
  reviewId: string
  userId: string
  createdAt: string
}

/** A GST credit note against an issued invoice (decision 018); owned by the orders module. */
export interface CreditNoteTable {
  id: string
  number: string
  orderId: string
  /** The return it settles, or null for a whole order cancelled or refunded. */
  returnId: string | null
  /** The parcel whose invoice it credits; null for orders invoiced whole (before parcels). */
  parcelId: ColumnType<string | null, string | null | undefined, string | null>
  invoiceNumber: string
  /** JSON array of { name, hsnCode, quantity, unitPricePaise, taxablePaise }. */
  linesJson: string
  taxablePaise: number
  taxPaise: number
  roundOffPaise: number
  /** The value credited: taxable value, GST and round off. */
  totalPaise: number
  /** The part of totalPaise the store's offer had paid: it goes back to the store, the rest to the buyer (decision 083). */
  storeDiscountPaise: ColumnType<number, number | undefined, never>
  reason: string
  createdAt: string
}

export interface CreditNoteCounterTable {
  financialYear: string
  lastNumber: number
}

/** An uploaded picture in the shared database, so every instance serves it (decision 010). */
export interface UploadedFileTable {
  name: string
  contentType: string
  bytes: Uint8Array
  createdAt: string
}

/** A scheduled job's lease: one runner at a time across all workers and machines (decision 010). */
export interface JobLeaseTable {
  name: string
  holder: string | null
  lockedUntil: string
  nextRunAt: string
  ticks: Generated<number>
  /** When a tick last finished without failing (migration 0052); null before the first. */
  lastSucceededAt: ColumnType<string | null, string | null | undefined, string | null>
}

/** A delivery zone: PIN prefixes (comma-separated) to days in transit and whether COD is collected (migration 0016). */
export interface DeliveryZoneTable {
  id: string
  name: string
  pinPrefixes: string
  minDays: number
  maxDays: number
  codAllowed: number
  position: number
}

export type GrievanceAbout = 'order' | 'product' | 'seller' | 'site'
export type GrievanceStatus = 'open' | 'acknowledged' | 'resolved'

/** A complaint and its clock (decision 042); owned by the grievances module. */
export interface GrievanceTable {
  id: string
  /** GRV-2026-000123: gapless per calendar year (India's time). */
  ticketNumber: string
  about: GrievanceAbout
  orderId: string | null
  parcelId: string | null
  productId: string | null
  /** The seller whose queue it is in; null: the store's own (the marketplace's Grievance Officer). */
  vendorId: string | null
  /** What it is about, in words, as filed: "Order DD-2611-000123, parcel 1 of 2 (Sold by …)". */
  subjectLabel: string
  userId: string | null
  name: string
  email: string
  phone: string | null
  description: string
  status: GrievanceStatus
  receivedAt: string
  acknowledgeBy: string
  resolveBy: string
  acknowledgedAt: string | null
  resolvedAt: string | null
  /** When the clock ran out and the admin was told; set once. */
  escalatedAt: string | null
  updatedAt: string
}

export type GrievanceAuthor = 'customer' | 'seller' | 'store' | 'system'

export interface GrievanceMessageTable {
  id: string
  grievanceId: string
  author: GrievanceAuthor
  authorName: string
  body: string
  createdAt: string
}

export interface GrievanceCounterTable {
  year: string
  lastNumber: number
}

export type ConsentPurpose = 'marketing-email' | 'newsletter'

/** One consent given for one purpose under one notice version (decision 042); owned by the privacy module. */
export interface ConsentTable {
  id: string
  userId: string | null
  email: string
  purpose: ConsentPurpose
  noticeVersion: string
  /** Where it was given: registration, account, newsletter-form. */
  source: string
  givenAt: string
  withdrawnAt: string | null
  /** account, unsubscribe-link, account-erased. */
  withdrawnVia: string | null
}

export type OfferKind = 'code' | 'automatic'
export type OfferDiscountType = 'percent' | 'amount'
export type OfferScope = 'order' | 'categories' | 'brands' | 'sellers' | 'products'

/** A promotion (decision 083): the store's (vendorId null, funded by the store) or a seller's; owned by the offers module. */
export interface OfferTable {
  id: string
  vendorId: string | null
  /** What shoppers read: "10% off laptops". */
  name: string
  kind: OfferKind
  discountType: OfferDiscountType
  /** Whole percent off, for a percent offer. */
  percent: number | null
  /** Rupees off (in paise, whole rupees), for an amount offer. */
  amountPaise: number | null
  /** The most a percent offer takes off an order; null for no cap. */
  capPaise: number | null
  /** What the lines it applies to must come to, before offers. */
  minOrderPaise: ColumnType<number, number | undefined, number>
  appliesTo: OfferScope
  /** JSON array: the categories, brands, vendor ids or product ids it applies to (empty for the whole order). */
  targetsJson: ColumnType<string, string | undefined, string>
  startsAt: string
  /** When it ends (exclusive); null runs until ended. An admin or seller ending it sets it to that moment. */
  endsAt: string | null
  useLimit: number | null
  perCustomerLimit: number | null
  budgetPaise: number | null
  /** 1: combines with other offers (at most one code, and the automatic offers that allow it). */
  combinable: ColumnType<number, number | undefined, number>
  /** A bank offer's condition on the payment (JSON PaymentCondition, migration 0052); null: any way of paying. */
  paymentCondition: ColumnType<string | null, string | null | undefined, string | null>
  /** Orders that use it now (taken in the order's transaction, given back when it is cancelled unpaid). */
  usesCount: ColumnType<number, number | undefined, number>
  /** The discount those orders carry, against the budget. */
  givenPaise: ColumnType<number, number | undefined, number>
  createdBy: string
  createdAt: string
  updatedAt: string
}

export interface OfferCodeTable {
  id: string
  offerId: string
  code: string
  useLimit: number | null
  usesCount: ColumnType<number, number | undefined, number>
  createdAt: string
}

export interface OfferCustomerUseTable {
  offerId: string
  userId: string
  usesCount: ColumnType<number, number | undefined, number>
}

/** One order line's share of one offer: who, which order, parcel and line, how much, funded by whom. */
export interface OfferUseTable {
  id: string
  offerId: string
  codeId: string | null
  orderId: string
  parcelId: string
  productId: string
  userId: string
  /** 'store', or the vendor id of the seller that funds it. */
  fundedBy: string
  amountPaise: number
  takenAt: string
  /** When the use was given back (the order cancelled unpaid, its payment failed or its hold lapsed); null while it counts. */
  givenBackAt: ColumnType<string | null, string | null | undefined, string | null>
}

/** A product a shopper saved, and the alerts they asked for on it (decision 089); owned by the wishlist module. */
export interface WishlistItemTable {
  userId: string
  productId: string
  savedAt: string
  /** What one unit cost, GST included, when saved. */
  savedPricePaise: number
  /** Tell me when the price drops below this (the price when asked); null: no price alert. */
  priceAlertPaise: ColumnType<number | null, number | null | undefined, number | null>
  /** 1 while the price was last seen below `priceAlertPaise`: the email for this crossing is sent. */
  priceAlertBelow: ColumnType<number, number | undefined, number>
  /** 1: tell me when it is back in stock. */
  stockAlert: ColumnType<number, number | undefined, number>
  /** 1 while the product was last seen out of stock. */
  stockAlertOut: ColumnType<number, number | undefined, number>
}

/** The read-only link to a shopper's wishlist, when they share it; owned by the wishlist module. */
export interface WishlistShareTable {
  userId: string
  token: string
  createdAt: string
}

export type AnswerMark = 'seller' | 'buyer'

/** A shopper's question on a product page (decision 087); owned by the questions module. */
export interface ProductQuestionTable {
  id: string
  productId: string
  userId: string
  /** As shown: first name and initial, fixed when asked ("Former customer" after an erasure). */
  authorName: string
  /** As asked, phone numbers and emails masked. */
  body: string
  createdAt: string
  hiddenAt: ColumnType<string | null, string | null | undefined, string | null>
  hiddenReason: ColumnType<string | null, string | null | undefined, string | null>
}

/** An answer by the listing's seller or by a customer who received the product; owned by the questions module. */
export interface ProductAnswerTable {
  id: string
  questionId: string
  userId: string
  authorName: string
  mark: AnswerMark
  body: string
  votes: ColumnType<number, number | undefined, number>
  createdAt: string
  hiddenAt: ColumnType<string | null, string | null | undefined, string | null>
  hiddenReason: ColumnType<string | null, string | null | undefined, string | null>
}

export interface AnswerVoteTable {
  answerId: string
  userId: string
  createdAt: string
}

export interface DB {
  vendors: VendorTable
  sellerProfiles: SellerProfileTable
  sellerProfileVersions: SellerProfileVersionTable
  sellerDocuments: SellerDocumentTable
  sellerDocumentFiles: SellerDocumentFileTable
  sellerReviews: SellerReviewTable
  sellerApiKeys: SellerApiKeyTable
  ledgerJournals: LedgerJournalTable
  ledgerEntries: LedgerEntryTable
  commissionRates: CommissionRateTable
  settlementRuns: SettlementRunTable
  payouts: PayoutTable
  payoutJournals: PayoutJournalTable
  commissionInvoices: CommissionInvoiceTable
  commissionInvoiceCounters: CommissionInvoiceCounterTable
  products: ProductTable
  productImages: ProductImageTable
  contactMessages: ContactMessageTable
  newsletterSubscribers: NewsletterSubscriberTable
  appMeta: AppMetaTable
  users: UserTable
  sessions: SessionTable
  accounts: AccountTable
  addresses: AddressTable
  emailOutbox: EmailOutboxTable
  loginAttempts: LoginAttemptTable
  rateLimits: RateLimitTable
  carts: CartTable
  cartItems: CartItemTable
  orders: OrderTable
  orderItems: OrderItemTable
  parcels: ParcelTable
  sellerDocumentCounters: SellerDocumentCounterTable
  orderEvents: OrderEventTable
  paymentRefunds: PaymentRefundTable
  gatewayEvents: GatewayEventTable
  codRemittances: CodRemittanceTable
  codRemittanceParcels: CodRemittanceParcelTable
  gatewayReconciliations: GatewayReconciliationTable
  gatewayDifferences: GatewayDifferenceTable
  bankTransfers: BankTransferTable
  paymentMethods: PaymentMethodTable
  invoiceCounters: InvoiceCounterTable
  orderNumberCounters: OrderNumberCounterTable
  auditLog: AuditLogTable
  uploadedFiles: UploadedFileTable
  orderReturns: OrderReturnTable
  rmaCounters: RmaCounterTable
  storeCreditEntries: StoreCreditEntryTable
  storeCreditBalances: StoreCreditBalanceTable
  creditNotes: CreditNoteTable
  creditNoteCounters: CreditNoteCounterTable
  jobLeases: JobLeaseTable
  deliveryZones: DeliveryZoneTable
  productReviews: ProductReviewTable
  reviewVotes: ReviewVoteTable
  grievances: GrievanceTable
  grievanceMessages: GrievanceMessageTable
  grievanceCounters: GrievanceCounterTable
  consents: ConsentTable
  offers: OfferTable
  offerCodes: OfferCodeTable
  offerCustomerUses: OfferCustomerUseTable
  offerUses: OfferUseTable
  wishlistItems: WishlistItemTable
  wishlistShares: WishlistShareTable
  productQuestions: ProductQuestionTable
  productAnswers: ProductAnswerTable
  answerVotes: AnswerVoteTable
}

/** A seller's API key (migration 0055): only the secret's SHA-256 is kept. */
export interface SellerApiKeyTable {
  id: string
  vendorId: string
  userId: string
  name: string
  scope: 'read' | 'write'
  prefix: string
  secretHash: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

export type ProductRow = Selectable<ProductTable>
export type NewProductRow = Insertable<ProductTable>
