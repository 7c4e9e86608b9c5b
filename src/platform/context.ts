import type { Database, DialectName } from '#db/database.ts'
import type { Role } from '#db/schema.ts'
import type { Auth } from '#src/modules/accounts/index.ts'
import type { UploadStore } from '#src/modules/catalog/index.ts'
import type { Mailer } from '#src/modules/email/index.ts'
import type { Razorpay, Stripe } from '#src/modules/payments/index.ts'
import type { DocumentStore } from '#src/modules/sellers/index.ts'
import type { EventBus } from '#src/platform/events/event-bus.ts'
import type { Logger } from '#src/platform/logger.ts'

/** The signed-in user a request acts for. */
export interface Actor {
  id: string
  name: string
  email: string
  role: Role
}

/** What the running shop holds for every request: the database, logging, sign-in and email. */
export interface AppServices {
  db: Database
  dialect: DialectName
  log: Logger
  auth: Auth
  mail: Mailer
  /** Cookies get the Secure flag (the shop is served over https). */
  secureCookies: boolean
  /** Change notifications for live pages (the cart). */
  events: EventBus
  /** Razorpay, when its keys are configured; otherwise online payments use the built-in test gateway. */
  razorpay: Razorpay | null
  /** Stripe, when its keys are configured (and Razorpay's are not, for checkout; its refunds go through it either way). */
  stripe: Stripe | null
  /** The built-in test gateway takes online payments (DEMO or PAYMENT_TEST_GATEWAY; never beside Razorpay or Stripe). */
  testGateway: boolean
  /** Where uploaded product images are kept (served at /uploads/): the shared database or a directory. */
  uploads: UploadStore
  /** Where sellers' documents are kept, privately (decision 079): never served as files, only through the sellers module. */
  documents: DocumentStore
  /** Posts of one form allowed per client address per window (FORM_RATE_LIMIT). */
  formRateLimit: number
  /** The public address (PUBLIC_URL, or the demo's default) for canonical links and the sitemap; never a request's Host. */
  siteUrl: string
  /**
   * The time the shop acts at: the wall clock, unless set. Only the demo's history sets it, to place and
   * move its orders in the weeks before the demo starts through the same services real sales use.
   */
  clock?: () => Date
}

/** Now, by the services' clock. */
export function nowFor(services: { clock?: () => Date }): Date {
  return services.clock?.() ?? new Date()
}

/**
 * What every service call receives first. Pages and the JSON API build the same context, so both run
 * the same rules and the same permission checks.
 */
export interface ServiceContext extends AppServices {
  /** Who is asking; null for a signed-out visitor. */
  actor: Actor | null
  /** The request's headers (the session cookie lives here) for the sign-in library. */
  headers: Headers
  /** The client's address, for rate limits. */
  clientIp: string
  /** The visitor's cart id from the cart cookie, when they have one. */
  cartId: string | null
}
