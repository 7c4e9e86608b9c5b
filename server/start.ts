import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from 'react-router'
import { openDatabase } from '#db/database.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { authSecretOf, ConfigError, loadConfig } from '#src/config.ts'
import type { AppServices } from '#src/context.ts'
import { createEventBus } from '#src/lib/event-bus.ts'
import { createLogger } from '#src/lib/logger.ts'
import { createAuth } from '#src/modules/accounts/auth.server.ts'
import { seedDemoAccountsOnce } from '#src/modules/accounts/demo-accounts.ts'
import { createMailer } from '#src/modules/email/mailer.ts'
import { releaseExpiredHolds } from '#src/modules/orders/stock-hold.service.ts'
import { createRazorpay } from '#src/modules/payments/razorpay.ts'
import { createHttpHandler } from './http-handler.ts'
import { ResponseCache } from './response-cache.ts'
import { loadStaticFiles } from './static-files.ts'

export interface RunningServer {
  server: Server
  port: number
  stop(): Promise<void>
}

/** Reads configuration, prepares the database, serves HTTP, and stops gracefully on SIGTERM/SIGINT. */
export async function startServer(build: ServerBuild, env: Record<string, string | undefined> = process.env): Promise<RunningServer> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = createLogger(config.logLevel)
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  const { seeded } = await prepareDatabase(database, { seed: config.seedCatalogue })
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
  const services: AppServices = {
    db: database.db,
    dialect: database.dialect,
    log,
    auth,
    mail,
    secureCookies: config.publicUrl.startsWith('https://'),
    events: createEventBus(),
    razorpay: config.razorpay ? createRazorpay(config.razorpay) : null,
    testGateway: config.testGateway,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    formRateLimit: config.formRateLimit,
  }
  const demoAccounts = config.demo && seeded ? await seedDemoAccountsOnce(services) : false
  log.info({ dialect: database.dialect, seeded, demoAccounts }, 'database ready')
  if (config.testGateway && config.env === 'production')
    log.warn(
      'THE TEST PAYMENT GATEWAY IS ON: anyone can mark their own online order paid without paying. Only for a demo or staging shop; ' +
        'a real shop sets RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, and neither DEMO nor PAYMENT_TEST_GATEWAY.',
    )
  if (!config.razorpay && !config.testGateway)
    log.warn('No online payment gateway: checkout offers cash on delivery only (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET).')

  const cache = new ResponseCache(config.responseCacheEntries, config.responseCacheTtlMs)
  cache.watch(services.events)
  const staticFiles = await loadStaticFiles(fileURLToPath(new URL('../client/', import.meta.url)))
  const handler = createHttpHandler({
    build,
    services,
    trustProxy: config.trustProxy,
    staticFiles,
    cache,
    mode: config.env === 'production' ? 'production' : 'development',
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

  // Unpaid online orders give their units back after the hold; checked every minute.
  const sweep = () => releaseExpiredHolds(services).catch((error: unknown) => log.error({ err: error }, 'stock hold sweep failed'))
  void sweep()
  const sweeper = setInterval(sweep, 60_000)
  sweeper.unref()

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      log.info('stopping: finishing open requests')
      clearInterval(sweeper)
      handler.closeStreams()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs)
      await closed
      clearTimeout(timer)
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
