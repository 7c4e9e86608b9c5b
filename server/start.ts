import cluster from 'node:cluster'
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from 'react-router'
import { type DatabaseHandle, openDatabase, pingDatabase } from '#db/database.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { authSecretOf, type Config, ConfigError, loadConfig } from '#src/config.ts'
import { createAuth, seedDemoAccountsOnce } from '#src/modules/accounts/index.ts'
import { DatabaseUploads, DirectoryUploads } from '#src/modules/catalog/index.ts'
import { seedDemoHistory } from '#src/modules/demo/index.ts'
import { createMailer } from '#src/modules/email/index.ts'
import { postOpeningEntries } from '#src/modules/orders/index.ts'
import { createRazorpay, createStripe } from '#src/modules/payments/index.ts'
import { DatabaseDocuments, DirectoryDocuments } from '#src/modules/sellers/index.ts'
import type { AppServices } from '#src/platform/context.ts'
import { clusterWorkerCarrier } from '#src/platform/events/cluster-carrier.ts'
import { createEventBus, type EventBus, type EventCarrier, PUBLIC_CONTENT_TOPICS, SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { pgNotifyCarrier } from '#src/platform/events/pg-notify-carrier.ts'
import { createLogger, type Logger } from '#src/platform/logger.ts'
import { type RunningCluster, startCluster } from './cluster.ts'
import { DatabaseHealth } from './database-health.ts'
import { createHttpHandler } from './http-handler.ts'
import { createHttpMetrics } from './metrics/http-metrics.ts'
import { createProcessMetrics } from './metrics/process-metrics.ts'
import { ResponseCache } from './response-cache.ts'
import { SharedPages } from './shared-pages.ts'
import { startShopJobs } from './shop-jobs.ts'
import { loadStaticFiles } from './static-files.ts'

export interface RunningServer {
  server: Server
  port: number
  stop(): Promise<void>
}

/**
 * Reads configuration, prepares the database, and serves HTTP: in this process (WORKERS=1, or in a
 * cluster worker), or as the primary of WORKERS processes, after preparing the database once for
 * them all. Stops gracefully on SIGTERM/SIGINT.
 */
export async function startServer(
  build: ServerBuild,
  env: Record<string, string | undefined> = process.env,
): Promise<RunningServer | RunningCluster> {
  const config = readConfig(env)
  // Readable lines for a developer at a terminal; JSON lines in production and in tests (NODE_ENV=test).
  const log = createLogger(config.logLevel, { pretty: config.env === 'development' })
  if (cluster.isPrimary && config.workers > 1) {
    await prepareOnce(config, log)
    return startCluster({
      workers: config.workers,
      log,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
      metrics: config.metricsToken !== null,
    })
  }
  // A cluster worker finds the database prepared by its primary; a single process prepares it itself.
  return startWorker(build, config, cluster.isWorker ? log.child({ worker: cluster.worker?.id }) : log, !cluster.isWorker)
}

function readConfig(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** Migrations, seeding and the demo sign-ins, run once before any worker starts; also the demo's kept secret. */
async function prepareOnce(config: Config, log: Logger): Promise<void> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  try {
    const ready = await prepareShop(config, log, database, () => createServices(config, log, database, createEventBus()))
    log.info({ dialect: database.dialect, ...ready }, 'database ready')
  } finally {
    await database.close()
  }
}

/** Migrates (and seeds a new database) before the services are made: the sign-in library checks its tables as it starts. */
async function prepareShop(config: Config, log: Logger, database: DatabaseHandle, services: () => AppServices) {
  const { seeded } = await prepareDatabase(database, { seed: config.seedCatalogue })
  // Orders from before the books were kept get their opening journals, before any job makes their lines payable (decision 040).
  const opened = await postOpeningEntries({ db: database.db })
  if (opened.orders > 0) log.info(opened, 'opening ledger entries posted for orders from before the ledger')
  const demoAccounts = config.demo && seeded ? await seedDemoAccountsOnce(services()) : false
  if (demoAccounts) {
    // Weeks of sales, settlements and payouts, so a fresh demo's money screens are filled (decision 069).
    // Its emails are kept in the outbox, neither sent nor logged.
    const quiet = log.child({}, { level: 'warn' })
    const history = await seedDemoHistory({
      ...services(),
      log: quiet,
      mail: createMailer({ db: database.db, log: quiet, from: config.mailFrom }),
    })
    log.info(history, 'demo history seeded')
  }
  if (config.testGateway && config.env === 'production')
    log.warn(
      'THE TEST PAYMENT GATEWAY IS ON: anyone can mark their own online order paid without paying. Only for a demo or staging shop; ' +
        'a real shop sets RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, and neither DEMO nor PAYMENT_TEST_GATEWAY.',
    )
  if (!config.razorpay && !config.stripe && !config.testGateway)
    log.warn(
      'No online payment gateway: checkout offers cash on delivery only (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY).',
    )
  if (config.stripe && !config.stripe.webhookSecret)
    log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused, so no Stripe payment can mark an order paid.')
  return { seeded, demoAccounts }
}

function createServices(config: Config, log: Logger, database: DatabaseHandle, events: EventBus): AppServices {
  const mail = createMailer({
    db: database.db,
    log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logBodies: config.env !== 'production' || config.demo,
  })
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    secret: authSecretOf(config),
    publicUrl: config.publicUrl,
    mailer: mail,
    log,
  })
  return {
    db: database.db,
    dialect: database.dialect,
    log,
    auth,
    mail,
    secureCookies: config.publicUrl.startsWith('https://'),
    events,
    razorpay: config.razorpay ? createRazorpay(config.razorpay) : null,
    stripe: config.stripe ? createStripe(config.stripe) : null,
    testGateway: config.testGateway,
    uploads: config.uploads.kind === 'database' ? new DatabaseUploads(database.db) : new DirectoryUploads(config.uploads.directory),
    documents:
      config.documents.kind === 'database' ? new DatabaseDocuments(database.db) : new DirectoryDocuments(config.documents.directory),
    formRateLimit: config.formRateLimit,
    siteUrl: config.publicUrl,
  }
}

/** The event bus's carrier: LISTEN/NOTIFY on PostgreSQL (reaches every instance), else the cluster's IPC, else none. */
function carrierFor(config: Config, log: Logger): (EventCarrier & { close?(): Promise<void> }) | undefined {
  if (config.databaseUrl) {
    // Events missed while the connection was down cannot be replayed: caches are dropped and live pages told to refresh.
    return pgNotifyCarrier({ connectionString: config.databaseUrl, log, resyncTopics: [...PUBLIC_CONTENT_TOPICS, SHOP_EVENTS.busResynced] })
  }
  return cluster.isWorker ? clusterWorkerCarrier() : undefined
}

async function startWorker(build: ServerBuild, config: Config, log: Logger, prepare: boolean): Promise<RunningServer> {
  let database: DatabaseHandle | undefined
  const health = new DatabaseHealth(() => pingDatabase(database?.db as DatabaseHandle['db']), log)
  // Measured only when someone may read the figures (METRICS_TOKEN set, decision 081).
  const measured = config.metricsToken ? createProcessMetrics() : null
  database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    poolSize: config.databasePool,
    onUnavailable: (error) => health.reportUnavailable(error),
    ...(measured ? { onQuery: measured.observeQuery } : {}),
  })
  const carrier = carrierFor(config, log)
  let made: AppServices | undefined
  const servicesOnce = () => {
    made ??= createServices(config, log, database, createEventBus(carrier))
    return made
  }
  if (prepare) log.info({ dialect: database.dialect, ...(await prepareShop(config, log, database, servicesOnce)) }, 'database ready')
  const services = servicesOnce()

  const cache = new ResponseCache(config.responseCacheEntries, config.responseCacheTtlMs, config.responseCacheBytes)
  cache.watch(services.events)
  const sharedPages = new SharedPages(config.responseCacheEntries, config.sharedPageTtlMs, config.responseCacheBytes)
  const staticFiles = await loadStaticFiles(fileURLToPath(new URL('../client/', import.meta.url)))
  const handler = createHttpHandler({
    build,
    services,
    trustProxy: config.trustProxy,
    publicHosts: config.publicHosts,
    staticFiles,
    cache,
    sharedPages,
    health,
    readUpload: (name) => services.uploads.get(name),
    mode: config.env === 'production' ? 'production' : 'development',
    maxLiveStreams: config.liveStreams,
    metrics:
      measured && config.metricsToken
        ? createHttpMetrics({ token: config.metricsToken, process: measured, build, staticPaths: staticFiles.keys(), services })
        : null,
  })
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000, keepAliveTimeout: 5_000 }, handler)
  server.on('clientError', (error, socket) => {
    log.debug({ err: error }, 'malformed HTTP request')
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  log.info({ port, env: config.env }, `Deccan Digital is listening on http://localhost:${port}`)

  const stopJobs = startShopJobs(services, log)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      log.info('stopping: finishing open requests')
      stopJobs()
      handler.closeStreams()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs)
      await closed
      clearTimeout(timer)
      health.stop()
      await carrier?.close?.()
      await database.close()
      log.info('stopped')
    })()
    return stopping
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'unclean stop')
          process.exit(1)
        },
      )
    })
  }
  return { server, port, stop }
}
