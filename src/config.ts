import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/**
 * PostgreSQL connections per server process unless DATABASE_POOL says otherwise. Every worker of every
 * instance holds up to this many: with WORKERS a core each, a large machine or several instances can
 * reach the database's max_connections (100 by default), so operators size it there. Fewer than 10
 * slowed the listing's short queries at 100,000 products by 10–16% (decision 049).
 */
export const DEFAULT_DATABASE_POOL = 10

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite database)')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  /**
   * Uploaded pictures in a directory every instance mounts. Unset: in the PostgreSQL database when
   * DATABASE_URL is set (so every instance has them), else under DATA_DIR/uploads.
   */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Server processes on this machine (node:cluster); 1 runs a single process. Defaults to the core count. */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** PostgreSQL connections each server process may hold. */
  DATABASE_POOL: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * The demo shop: seed the sample catalogue and the demo sign-ins on the first start of an empty
   * database, and take online payments through the test gateway. On by default outside production.
   */
  DEMO: boolean.optional(),
  /** Seed the sample catalogue on the first start of an empty database (defaults to DEMO). */
  SEED_CATALOGUE: boolean.optional(),
  /**
   * The built-in test gateway (a page where the payer chooses success or failure). Defaults to DEMO.
   * In production it is a hole unless the site is a staging copy, so there it must be asked for.
   */
  PAYMENT_TEST_GATEWAY: boolean.optional(),
  /**
   * `light`: new password hashes at scrypt N=2^14 instead of OWASP's N=2^17 (an eighth of the work), for
   * test shops that sign up hundreds of people. Only where no real money moves (the test gateway on,
   * no Razorpay): a real shop always hashes at OWASP's cost (decision 055).
   */
  PASSWORD_HASH_COST: z.enum(['owasp', 'light']).default('owasp'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs session cookies. Required in production: at least 32 random characters. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The shop's public address: every absolute URL (emails, canonical links, Open Graph, the sitemap) is
   * built from it, never from a request's Host. Required in production; a demo or development start
   * defaults it to http://localhost:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** smtp://user:pass@host:587 to send email; unset, email is kept in the outbox table only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Deccan Digital <no-reply@deccandigital.in>'),
  /** Razorpay keys: when both are set, online payments go through Razorpay instead of the test gateway. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /**
   * Where Razorpay's API is: https://api.razorpay.com unless a staging shop or a test points the shop
   * at a stand-in (the refund kill test runs a fake Razorpay on loopback).
   */
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Stripe keys: when both are set (and Razorpay's are not), online payments go through Stripe's Payment Element. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_… or pk_live_…')
    .optional(),
  /** The webhook endpoint's signing secret (whsec_…); without it Stripe's webhooks are refused and no order is paid. */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Stripe's API elsewhere than https://api.stripe.com: the local fake's, for tests and the demo (test keys only). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Stripe.js elsewhere than https://js.stripe.com/v3: the local fake's, for tests and the demo (test keys only). */
  STRIPE_JS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Trust X-Forwarded-For from a reverse proxy for the client address (rate limits). */
  TRUST_PROXY: boolean.default(false),
  /** Seconds an anonymous visitor's page or API answer may be reused; 0 turns the cache off. */
  RESPONSE_CACHE_TTL: z.coerce.number().min(0).max(300).default(5),
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Megabytes the cached answers of one process may hold together, compressed copies included. */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /**
   * Seconds a catalogue page shared by shoppers (their own header filled in per request) may be reused;
   * 0 renders every shopper's page in full. Bounded by RESPONSE_CACHE_ENTRIES and _MB, separately.
   */
  SHARED_PAGE_TTL: z.coerce.number().min(0).max(300).default(5),
  /** Live-cart connections (server-sent events) one process keeps open; past it, a tab gets no live updates. */
  LIVE_STREAMS: z.coerce.number().int().min(0).max(100_000).default(2000),
  /** Posts of one form (contact, newsletter, sign-up, password reset) per client address in 10 minutes. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Seconds to let open requests finish on SIGTERM before closing them. */
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(0).max(120).default(10),
  /** Turns on GET /metrics for a scraper sending `Authorization: Bearer <token>`; unset, it is 404 (decision 081). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,}$/, 'must be 32 or more printable characters, no spaces (openssl rand -hex 32)')
    .optional(),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  databaseUrl: string | undefined
  /** PostgreSQL connections per process (DATABASE_POOL); see DEFAULT_DATABASE_POOL. */
  databasePool: number
  dataDir: string
  sqliteFile: string
  /** Where uploaded pictures live: a directory, or the shared database. */
  uploads: { kind: 'directory'; directory: string } | { kind: 'database' }
  /**
   * Where sellers' documents live (decision 079): the shared database with PostgreSQL, otherwise
   * DATA_DIR/private/seller-documents; never UPLOADS_DIR or anywhere else files are served from.
   */
  documents: { kind: 'directory'; directory: string } | { kind: 'database' }
  workers: number
  /** The demo shop (DEMO): sample catalogue, demo sign-ins, test payments. */
  demo: boolean
  seedCatalogue: boolean
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  shutdownTimeoutMs: number
  responseCacheTtlMs: number
  responseCacheEntries: number
  responseCacheBytes: number
  /** How long a catalogue page shoppers share is reused (SHARED_PAGE_TTL); 0: never shared. */
  sharedPageTtlMs: number
  liveStreams: number
  /** Null in a demo start without AUTH_SECRET: the server keeps a generated one in DATA_DIR. */
  authSecret: string | null
  /** PUBLIC_URL, or http://localhost:PORT in a demo or development start: the only origin absolute URLs use. */
  publicUrl: string
  /**
   * The Host headers this shop answers as itself: PUBLIC_URL's, and with PUBLIC_URL unset the loopback
   * names on PORT. Only a request for one of them may be served from, or fill, the response cache.
   */
  publicHosts: string[]
  smtpUrl: string | undefined
  mailFrom: string
  trustProxy: boolean
  /** Posts of one form per client address per window (src/modules/rate-limit). */
  formRateLimit: number
  razorpay: { keyId: string; keySecret: string; webhookSecret?: string; apiBase?: string } | null
  /** Stripe, when its keys are set: the API and Stripe.js at Stripe, or at the local fake in a test shop. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret?: string; apiBase?: string; jsUrl: string } | null
  /** The test gateway takes online payments (never when Razorpay or Stripe is configured). */
  testGateway: boolean
  /** The scrypt cost of new password hashes (password-hash.ts). */
  passwordHashCost: 'owasp' | 'light'
  /** METRICS_TOKEN: /metrics answers only a request bearing it; null, there is no /metrics. */
  metricsToken: string | null
}

// Only for development and tests: a production start needs AUTH_SECRET (a demo one keeps a generated secret).
const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-not-for-production-use'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Storage = Pick<Config, 'databaseUrl' | 'dataDir' | 'sqliteFile' | 'uploads' | 'documents'>

/**
 * Where the shop keeps what it stores: its database, uploaded pictures and sellers' private documents,
 * from DATABASE_URL, DATA_DIR and UPLOADS_DIR alone. The server and `npm run backup` both read it here.
 */
export function storageOf(e: { DATABASE_URL?: string | undefined; DATA_DIR: string; UPLOADS_DIR?: string | undefined }): Storage {
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sqliteFile: path.join(dataDir, 'deccan-digital.sqlite'),
    uploads: e.UPLOADS_DIR
      ? { kind: 'directory', directory: path.resolve(e.UPLOADS_DIR) }
      : e.DATABASE_URL
        ? { kind: 'database' }
        : { kind: 'directory', directory: path.join(dataDir, 'uploads') },
    documents: e.DATABASE_URL ? { kind: 'database' } : { kind: 'directory', directory: path.join(dataDir, 'private', 'seller-documents') },
  }
}

/** The storage settings of an environment, checked as the server checks them, without the rest a server needs. */
export function loadStorage(env: Record<string, string | undefined> = process.env): Storage {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true, UPLOADS_DIR: true }).safeParse(present)
  if (!result.success) throw new ConfigError(configProblems(result.error, present))
  return storageOf(result.data)
}

function configProblems(error: z.ZodError, present: Record<string, string | undefined>): string {
  const lines = error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(present[String(i.path[0])])})`)
  return `Invalid configuration:\n${lines.join('\n')}`
}

/** Reads the environment once at start-up; a bad value stops the server with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(present)
  if (!result.success) throw new ConfigError(configProblems(result.error, present))
  const e = result.data
  const demo = e.DEMO ?? e.NODE_ENV !== 'production'
  if (e.NODE_ENV === 'production' && !demo && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: is required in production (at least 32 random characters)')
  }
  // With no configured address a production shop would have to take its own from each request's Host
  // header, which anyone can set: links in emails, canonicals and cached pages would name their host.
  if (e.NODE_ENV === 'production' && !demo && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: is required in production (the https:// address shoppers use)')
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both, or neither')
  }
  const stripe = stripeConfig(e)
  const testGateway = !razorpayConfigured(e) && !stripe && (e.PAYMENT_TEST_GATEWAY ?? demo)
  if (e.PASSWORD_HASH_COST === 'light' && !testGateway) {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_COST: light is only for a test shop (the test gateway on, no Razorpay or Stripe); a real shop hashes at owasp',
    )
  }
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          ...(e.RAZORPAY_API_URL ? { apiBase: e.RAZORPAY_API_URL.replace(/\/+$/, '') } : {}),
        }
      : null
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databasePool: e.DATABASE_POOL ?? DEFAULT_DATABASE_POOL,
    ...storageOf(e),
    workers: e.WORKERS ?? availableParallelism(),
    demo,
    seedCatalogue: e.SEED_CATALOGUE ?? demo,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL * 1000,
    responseCacheEntries: e.RESPONSE_CACHE_ENTRIES,
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    sharedPageTtlMs: e.SHARED_PAGE_TTL * 1000,
    liveStreams: e.LIVE_STREAMS,
    authSecret: e.AUTH_SECRET ?? (e.NODE_ENV === 'production' ? null : DEVELOPMENT_AUTH_SECRET),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicHosts: e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).host] : ['localhost', '127.0.0.1', '[::1]'].map((name) => `${name}:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    formRateLimit: e.FORM_RATE_LIMIT,
    razorpay,
    stripe,
    testGateway,
    passwordHashCost: e.PASSWORD_HASH_COST,
    metricsToken: e.METRICS_TOKEN ?? null,
  }
}

const razorpayConfigured = (e: { RAZORPAY_KEY_ID?: string; RAZORPAY_KEY_SECRET?: string }) =>
  Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET)

/** Stripe's keys, both or neither; the fake's addresses only beside test keys, so live money never goes to a stand-in. */
function stripeConfig(e: z.infer<typeof envSchema>): Config['stripe'] {
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY))
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both, or neither')
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY) return null
  const live = e.STRIPE_SECRET_KEY.startsWith('sk_live_')
  if (live !== e.STRIPE_PUBLISHABLE_KEY.startsWith('pk_live_'))
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: both test keys, or both live keys')
  if (live && (e.STRIPE_API_BASE || e.STRIPE_JS_URL))
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_API_BASE and STRIPE_JS_URL: only with test keys (they point at a stand-in for Stripe)',
    )
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE,
    jsUrl: e.STRIPE_JS_URL ?? 'https://js.stripe.com/v3',
  }
}

/**
 * The secret that signs sessions. A demo start without AUTH_SECRET keeps a random one beside its
 * database, so sessions survive a restart and every worker signs with the same one; the first process
 * to start writes it, and whoever loses that race reads it.
 */
export function authSecretOf(config: Pick<Config, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret
  const file = path.join(config.dataDir, 'auth-secret')
  if (!existsSync(file)) {
    // Written whole under another name, then linked into place: a reader never sees half a secret.
    mkdirSync(config.dataDir, { recursive: true })
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 })
    try {
      linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      unlinkSync(draft)
    }
  }
  return readFileSync(file, 'utf8').trim()
}
