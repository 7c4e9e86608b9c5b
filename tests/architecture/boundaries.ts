import { CODE_FOLDERS, importsOf, type SourceFile } from './source-graph.ts'

// The rules that keep the code base in its shape (docs/decisions/README.md draws it):
//
// 1. A module is entered by its front door. Outside `src/modules/<m>/`, code imports that module only
//    from `src/modules/<m>/index.ts`, and what it reaches through re-exports is never a repository.
//    `browser.ts` is the part of that surface safe to ship to the browser (pure rules, labels, types):
//    index.ts re-exports it, components take values only from it, and it reaches no service,
//    repository, `node:` built-in or server package.
// 2. Layers point one way. `src/lib/` (pure helpers) imports nothing of ours; `src/platform/` (what every
//    module uses and no module owns) imports no module; modules never import the API, the web layer,
//    the server or scripts; `db/` never imports the application; `src/` never imports `app/` or `server/`.
// 3. Audience code calls the domain, never the other way: `admin`, `vendors` and `jobs` may import the
//    domain modules; no domain module imports them.
//    Audience modules do not import each other either.
// 4. No cycles between modules.
// 5. Only repositories run SQL, and a repository writes only its own module's tables (TABLE_OWNERS).
// 6. A suffix means one thing: `.repository.ts` runs SQL; `.service.ts` uses a repository (or reads
//    and writes through another module's service); `.schemas.ts` holds Zod schemas; a file with no
//    suffix is pure. So a module file that imports a repository is a service or a repository.
//
// Tests (`*.test.ts`, `tests/`) are white-box and may reach inside modules; they are not part of the
// dependency graph the rules protect.

/** Who owns each table: the only code that inserts, updates or deletes its rows. Decision 012 prints it. */
export const TABLE_OWNERS: Record<string, string> = {
  products: 'catalog',
  product_images: 'catalog',
  uploaded_files: 'catalog',
  users: 'accounts',
  sessions: 'accounts',
  accounts: 'accounts',
  vendors: 'accounts',
  seller_profiles: 'sellers',
  seller_profile_versions: 'sellers',
  seller_documents: 'sellers',
  seller_document_files: 'sellers',
  seller_reviews: 'sellers',
  seller_api_keys: 'api-keys',
  ledger_journals: 'ledger',
  ledger_entries: 'ledger',
  commission_rates: 'ledger',
  settlement_runs: 'ledger',
  payouts: 'ledger',
  payout_journals: 'ledger',
  commission_invoices: 'ledger',
  commission_invoice_counters: 'ledger',
  addresses: 'accounts',
  login_attempts: 'accounts',
  carts: 'cart',
  cart_items: 'cart',
  orders: 'orders',
  order_items: 'orders',
  parcels: 'orders',
  seller_document_counters: 'orders',
  order_events: 'orders',
  order_number_counters: 'orders',
  invoice_counters: 'orders',
  order_returns: 'orders',
  rma_counters: 'orders',
  store_credit_entries: 'orders',
  store_credit_balances: 'orders',
  credit_notes: 'orders',
  credit_note_counters: 'orders',
  cod_remittances: 'orders',
  cod_remittance_parcels: 'orders',
  gateway_reconciliations: 'orders',
  gateway_differences: 'orders',
  bank_transfers: 'orders',
  payment_refunds: 'payments',
  gateway_events: 'payments',
  payment_methods: 'settings',
  app_meta: 'settings',
  delivery_zones: 'settings',
  contact_messages: 'content',
  newsletter_subscribers: 'content',
  email_outbox: 'email',
  rate_limits: 'rate-limit',
  job_leases: 'jobs',
  product_reviews: 'reviews',
  review_votes: 'reviews',
  grievances: 'grievances',
  grievance_messages: 'grievances',
  grievance_counters: 'grievances',
  consents: 'privacy',
  offers: 'offers',
  offer_codes: 'offers',
  offer_customer_uses: 'offers',
  offer_uses: 'offers',
  audit_log: 'platform',
}

/** Modules that serve one audience and orchestrate the domain for it. */
export const AUDIENCE_MODULES = ['admin', 'vendors', 'jobs', 'demo']

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/')
export const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1]
const isRepository = (file: string) => file.endsWith('.repository.ts')

/** The owner a file writes tables as: its module, or the platform. */
const writerOf = (file: string) => moduleOf(file) ?? (file.startsWith('src/platform/') ? 'platform' : undefined)

type Layer = 'lib' | 'platform' | 'module' | 'api' | 'config' | 'app' | 'server' | 'db' | 'scripts' | 'tests'

function layerOf(file: string): Layer {
  if (file.startsWith('src/lib/')) return 'lib'
  if (file.startsWith('src/platform/')) return 'platform'
  if (file.startsWith('src/modules/')) return 'module'
  if (file.startsWith('src/api/')) return 'api'
  if (file.startsWith('src/')) return 'config'
  return file.split('/')[0] as Layer
}

/** What each layer may import (besides packages). Modules among themselves: rules 1, 3 and 4. */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  lib: ['lib'],
  platform: ['platform', 'lib', 'db'],
  module: ['module', 'platform', 'lib', 'db'],
  api: ['api', 'module', 'platform', 'lib'],
  config: ['config'],
  // The pages share the JSON API's HTTP pieces (src/api/cookies.ts writes the cart's and compare's cookies).
  app: ['app', 'api', 'module', 'platform', 'lib', 'config'],
  server: ['server', 'app', 'api', 'module', 'platform', 'lib', 'config', 'db'],
  db: ['db'],
  scripts: ['scripts', 'module', 'platform', 'lib', 'config', 'db', 'app'],
  tests: ['tests', 'app', 'api', 'module', 'platform', 'lib', 'config', 'db', 'scripts', 'server'],
}

/** Every broken import rule in the given files, one line each. */
export function importViolations(files: SourceFile[], exists?: (file: string) => boolean): string[] {
  const known = new Set(files.map((f) => f.file))
  const has = exists ? (file: string) => known.has(file) || exists(file) : undefined
  const importsByFile = new Map(files.map((f) => [f.file, importsOf(f, has)]))
  const reexportsOf = (file: string): string[] =>
    (importsByFile.get(file) ?? []).filter((i) => i.reexport && i.target).map((i) => i.target as string)

  /** The file and everything it hands on through re-exports, transitively. */
  const reach = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen
    seen.add(file)
    for (const next of reexportsOf(file)) reach(next, seen)
    return seen
  }

  const violations: string[] = []
  const moduleEdges = new Map<string, Map<string, string>>()
  for (const { file } of files) {
    if (isTest(file)) continue
    const from = moduleOf(file)
    const layer = layerOf(file)
    for (const imported of importsByFile.get(file) ?? []) {
      const target = imported.target
      // Packages, and what the build makes (server/main.js loads build/), are not ours to check.
      if (!target || !CODE_FOLDERS.some((folder) => target.startsWith(`${folder}/`))) continue
      const targetLayer = layerOf(target)
      // The platform's context names the services modules provide (their types only): it composes them.
      const namesModuleTypes = layer === 'platform' && targetLayer === 'module' && imported.typeOnly
      if (!MAY_IMPORT[layer].includes(targetLayer) && targetLayer !== layer && !namesModuleTypes) {
        violations.push(`${file} imports ${target}: ${layerRule(layer, targetLayer)}`)
        continue
      }
      const to = moduleOf(target)
      if (to && to !== from) {
        if (target !== `src/modules/${to}/index.ts` && target !== `src/modules/${to}/browser.ts`)
          violations.push(`${file} imports ${target}: import the ${to} module from src/modules/${to}/index.ts, its only surface`)
        else if (target.endsWith('/index.ts') && file.startsWith('app/components/') && !imported.typeOnly)
          violations.push(`${file} imports ${target}: a component ships to the browser; take values from src/modules/${to}/browser.ts`)
        for (const reached of reach(target))
          if (isRepository(reached) && moduleOf(reached) !== from)
            violations.push(
              `${file} reaches ${reached} through ${target}: a repository is its module's own; call the ${to} module's service`,
            )
        if (from) {
          if (AUDIENCE_MODULES.includes(to))
            violations.push(
              AUDIENCE_MODULES.includes(from)
                ? `${file} imports the ${to} module: audience modules (admin, vendors, jobs) call the domain, not each other`
                : `${file} imports the ${to} module: domain modules never call audience code (admin, vendors, jobs)`,
            )
          const edges = moduleEdges.get(from) ?? new Map<string, string>()
          if (!edges.has(to)) edges.set(to, file)
          moduleEdges.set(from, edges)
        }
      }
    }
  }
  violations.push(...cyclesOf(moduleEdges))
  return violations
}

function layerRule(layer: Layer, target: Layer): string {
  if (layer === 'db') return 'db/ must not depend on the application'
  if (target === 'app' || target === 'server') return `${layer === 'module' ? 'a module' : `src/${layer}`} must not depend on the web layer`
  return `the ${layer} layer may import only ${MAY_IMPORT[layer].join(', ')}`
}

/** Each cycle between modules once, with a file that makes each step. */
function cyclesOf(edges: Map<string, Map<string, string>>): string[] {
  const found = new Set<string>()
  const out: string[] = []
  const walk = (start: string, at: string, trail: string[]) => {
    for (const [next] of edges.get(at) ?? []) {
      if (next === start) {
        const cycle = [...trail, start]
        // The same cycle found from another of its modules is the same cycle.
        const key = [...trail].sort().join(' ')
        if (found.has(key)) continue
        found.add(key)
        const steps = cycle.slice(0, -1).map((m, i) => `${m} → ${cycle[i + 1]} (${edges.get(m)?.get(cycle[i + 1] as string)})`)
        out.push(`modules import each other in a cycle: ${steps.join(', ')}`)
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next])
    }
  }
  for (const start of [...edges.keys()].sort()) walk(start, start, [start])
  return out
}

/** A transaction opened by hand: `transact()` (src/platform/transact.ts) is the one way, and it retries. */
const RAW_TRANSACTION = /\.transaction\(\)/g

/** Every file of ours, outside the platform's `transact`, that opens a transaction itself. */
export function rawTransactions(files: SourceFile[]): string[] {
  return files
    .filter(
      ({ file, text }) =>
        /^(src|server|app|scripts)\//.test(file) && !isTest(file) && file !== 'src/platform/transact.ts' && RAW_TRANSACTION.test(text),
    )
    .map(
      ({ file }) =>
        `${file} opens a transaction itself: use transact() from src/platform/transact.ts, which retries what PostgreSQL asks to`,
    )
}

/** A query builder call or an sql`…` template, sql.raw(…) included. */
const SQL_CALL =
  /\.(selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\(|\bsql(?:<[^`>]*>)?`|\bsql\.(raw|lit|join|ref|table|id)\(/g

const mayRunSql = (file: string) =>
  !/^(src|server|app|scripts)\//.test(file) || isRepository(file) || isTest(file) || file.startsWith('src/platform/sql/')

/** Every file outside a repository that runs SQL itself, one line each. */
export function sqlOutsideRepositories(files: SourceFile[]): string[] {
  const violations: string[] = []
  for (const { file, text } of files) {
    if (mayRunSql(file)) continue
    const calls = [...new Set([...text.matchAll(SQL_CALL)].map((match) => match[1] ?? (match[2] ? `sql.${match[2]}` : 'sql`…`')))]
    if (calls.length > 0) violations.push(`${file} runs SQL (${calls.join(', ')}): move it into its module's repository`)
  }
  return violations
}

const WRITE_CALL = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*(?:['"]([A-Za-z_]+)(?:\s+as\s+\w+)?['"])?/g
const WRITE_SQL = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** Every write to a table its file's module does not own (or a table nobody owns), one line each. */
export function tableWriteViolations(files: SourceFile[], owners: Record<string, string> = TABLE_OWNERS): string[] {
  const violations: string[] = []
  for (const { file, text } of files) {
    const writer = writerOf(file)
    if (!writer || isTest(file)) continue
    const tables: string[] = []
    for (const match of text.matchAll(WRITE_CALL)) tables.push(match[2] ? snake(match[2]) : '(a table named at run time)')
    for (const template of text.matchAll(/\bsql(?:<[^`>]*>)?`([^`]*)`/g))
      for (const match of (template[1] ?? '').matchAll(WRITE_SQL)) if (match[1] && match[1] !== 'set') tables.push(match[1])
    for (const table of new Set(tables)) {
      const owner = owners[table]
      if (owner === undefined) violations.push(`${file} writes ${table}, which TABLE_OWNERS does not name: give it an owner`)
      else if (owner !== writer) violations.push(`${file} writes ${table}, which the ${owner} module owns: call its service`)
    }
  }
  return violations
}

/** Tables the schema has that the map does not, and the other way round. */
export function unownedTables(schemaText: string, owners: Record<string, string> = TABLE_OWNERS): string[] {
  const body = /export interface DB \{([^}]*)\}/.exec(schemaText)?.[1] ?? ''
  const tables = [...body.matchAll(/^\s*(\w+):/gm)].map((m) => snake(m[1] as string))
  return [
    ...tables.filter((t) => !(t in owners)).map((t) => `${t} has no owner in TABLE_OWNERS`),
    ...Object.keys(owners)
      .filter((t) => !tables.includes(t))
      .map((t) => `${t} is in TABLE_OWNERS but not in db/schema.ts`),
  ]
}

/** Module and platform files that use a repository without saying so in their name, one line each. */
export function suffixViolations(files: SourceFile[]): string[] {
  const violations: string[] = []
  for (const source of files) {
    const { file } = source
    if (!/^src\/(modules|platform)\//.test(file) || isTest(file) || /\.(service|repository)\.ts$/.test(file)) continue
    const repositories = importsOf(source).filter((i) => i.target && isRepository(i.target))
    if (repositories.length > 0)
      violations.push(
        `${file} uses ${repositories.map((i) => i.target).join(', ')}: name it *.service.ts (it reads or writes the database)`,
      )
  }
  return violations
}

/** TABLE_OWNERS as decision 012 prints it: one row per owner, its tables in schema order. */
export function tableOwnersMarkdown(owners: Record<string, string> = TABLE_OWNERS): string {
  const byOwner = new Map<string, string[]>()
  for (const [table, owner] of Object.entries(owners)) byOwner.set(owner, [...(byOwner.get(owner) ?? []), table])
  const rows = [...byOwner].map(([owner, tables]) => `| ${owner} | ${tables.join(', ')} |`)
  return ['| Owner | Tables |', '|---|---|', ...rows].join('\n')
}

/** The one home of the money rules: the accounts and the entries of each event (issue 42). */
export const MONEY_RULES = 'src/modules/ledger/accounts.ts'

/** Every journal entry written out somewhere other than the money rules' home, one line each. */
export function moneyRuleViolations(files: SourceFile[]): string[] {
  return files
    .filter(
      (f) =>
        f.file.startsWith('src/') && !isTest(f.file) && f.file !== MONEY_RULES && /\{\s*account:\s*[^,}]+,\s*amountPaise\b/.test(f.text),
    )
    .map((f) => `${f.file} writes a journal's entries itself: name the event's entries in ENTRIES (${MONEY_RULES})`)
}

// `node tests/architecture/boundaries.ts` prints the table for decision 012.
if (import.meta.main) console.log(tableOwnersMarkdown())

/**
 * The floors of the orders module (issue 42, decision 073), lowest first: a part imports only parts on
 * floors below its own, so no two parts import each other and none calls back up. The records (the
 * order's rows and its plain rules) are the ground; the lifecycle stands on parcels, invoicing, books
 * and the money shown; what people do with an order (place it, pay it, return it, read it) stands on
 * the lifecycle. Files at the module's root are either its surface (index.ts, browser.ts), which no part
 * imports, or pure helpers that import no part.
 */
export const ORDERS_FLOORS: Record<string, number> = {
  records: 0,
  'store-credit': 1,
  offers: 1,
  parcels: 1,
  stock: 1,
  invoicing: 2,
  books: 3,
  refunds: 3,
  lifecycle: 4,
  placement: 5,
  payment: 5,
  returns: 5,
  sales: 5,
  views: 5,
  privacy: 5,
}

const ORDERS = 'src/modules/orders/'
const partOf = (file: string) =>
  file.startsWith(ORDERS) ? (file.slice(ORDERS.length).split('/').length > 1 ? file.slice(ORDERS.length).split('/')[0] : '') : undefined

/** Every import inside the orders module that goes against its floors, one line each. */
export function ordersFloorViolations(files: SourceFile[], exists?: (file: string) => boolean): string[] {
  const violations: string[] = []
  for (const source of files) {
    const from = partOf(source.file)
    if (from === undefined || isTest(source.file)) continue
    const surface = from === '' && /\/(index|browser)\.ts$/.test(source.file)
    for (const { target } of importsOf(source, exists)) {
      const to = target ? partOf(target) : undefined
      if (to === undefined || to === from || surface) continue
      if (from === '') {
        violations.push(`${source.file} imports ${target}: a file at the root of orders/ is pure and imports none of its parts`)
        continue
      }
      if (to === '') {
        if (/\/(index|browser)\.ts$/.test(target as string))
          violations.push(`${source.file} imports ${target}: a part of orders/ never imports the module's own surface`)
        continue
      }
      const [low, high] = [ORDERS_FLOORS[to], ORDERS_FLOORS[from]]
      if (low === undefined || high === undefined)
        violations.push(`${source.file} imports ${target}: ${low === undefined ? to : from} has no floor in ORDERS_FLOORS`)
      else if (low >= high)
        violations.push(
          `${source.file} imports ${target}: ${from} (floor ${high}) may import only parts of orders/ on lower floors, not ${to} (floor ${low})`,
        )
    }
  }
  return violations
}

const SERVER_ONLY_PACKAGES = /^(node:|kysely|pg|better-sqlite3|better-auth|pino|nodemailer|sharp)/

/** Every browser.ts that reaches server code, one line each. */
export function browserSurfaceViolations(files: SourceFile[]): string[] {
  const byFile = new Map(files.map((f) => [f.file, f]))
  const violations: string[] = []
  for (const surface of files.filter((f) => /^src\/modules\/[^/]+\/browser\.ts$/.test(f.file))) {
    const seen = new Set<string>()
    const walk = (source: SourceFile, via: string[]) => {
      if (seen.has(source.file)) return
      seen.add(source.file)
      for (const imported of importsOf(source)) {
        if (imported.typeOnly) continue
        const chain = [...via, imported.target ?? imported.spec].join(' → ')
        if (SERVER_ONLY_PACKAGES.test(imported.spec))
          violations.push(`${surface.file} reaches ${imported.spec} (${chain}): keep browser.ts pure`)
        else if (imported.target && /\.(service|repository|server)\.ts$/.test(imported.target))
          violations.push(`${surface.file} reaches ${imported.target} (${chain}): keep browser.ts pure`)
        else if (imported.target && byFile.has(imported.target)) walk(byFile.get(imported.target) as SourceFile, [...via, imported.target])
      }
    }
    walk(surface, [surface.file])
  }
  return violations
}
