import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  browserSurfaceViolations,
  importViolations,
  MONEY_RULES,
  moneyRuleViolations,
  ordersFloorViolations,
  rawTransactions,
  sqlOutsideRepositories,
  suffixViolations,
  TABLE_OWNERS,
  tableOwnersMarkdown,
  tableWriteViolations,
  unownedTables,
} from './boundaries.ts'
import { ROOT, readSourceTree, type SourceFile } from './source-graph.ts'

// The code base's boundaries, checked on every test run over every folder with code; then each rule
// shown catching a planted violation, so a rule that stopped working would be noticed.

const tree = readSourceTree()
const real = (file: string) => tree.some((f) => f.file === file)

describe('the code base', () => {
  it('reads every folder with code', () => {
    for (const folder of ['app/', 'src/modules/', 'src/platform/', 'server/', 'scripts/', 'db/'])
      expect(tree.filter((f) => f.file.startsWith(folder)).length, folder).toBeGreaterThan(3)
  })

  it('enters each module by its index, keeps layers pointing one way, and has no cycles', () => {
    expect(importViolations(tree)).toEqual([])
  })

  it('keeps the parts of orders/ on their floors: none imports another that imports it', () => {
    expect(ordersFloorViolations(tree)).toEqual([])
  })

  it('leaves SQL to repositories, and each repository writes only its own tables', () => {
    expect(sqlOutsideRepositories(tree)).toEqual([])
    expect(tableWriteViolations(tree)).toEqual([])
  })

  it('keeps every browser.ts safe to ship', () => {
    expect(browserSurfaceViolations(tree)).toEqual([])
  })

  it('opens transactions one way', () => {
    expect(rawTransactions(tree)).toEqual([])
  })

  it('gives every table in the schema one owner', () => {
    expect(unownedTables(readFileSync(path.join(ROOT, 'db/schema.ts'), 'utf8'))).toEqual([])
  })

  it('names files by what they do', () => {
    expect(suffixViolations(tree)).toEqual([])
  })

  it("keeps the money rules in one home: every journal's entries come from ENTRIES", () => {
    expect(moneyRuleViolations(tree)).toEqual([])
  })

  it('prints decision 012 its table of owners from the same map', () => {
    const decision = readFileSync(path.join(ROOT, 'docs/decisions/012-order-lifecycle-and-table-ownership.md'), 'utf8')
    expect(decision).toContain(tableOwnersMarkdown())
  })
})

/** Planted files beside the real tree: a violation is caught even when it is the only one. */
const plant = (...files: SourceFile[]) => [...tree.filter((f) => !files.some((p) => p.file === f.file)), ...files]
const only = (violations: string[], files: SourceFile[]) => violations.filter((v) => files.some((f) => v.includes(f.file)))

describe('each rule catches what it forbids', () => {
  it.each([
    [
      'a route in app/ importing a repository',
      { file: 'app/routes/planted.tsx', text: "import { findOrder } from '#src/modules/orders/records/orders.repository.ts'" },
      'import the orders module from src/modules/orders/index.ts',
    ],
    [
      'a file in server/ importing a repository',
      { file: 'server/planted.ts', text: "import * as repo from '#src/modules/cart/cart.repository.ts'" },
      'import the cart module from src/modules/cart/index.ts',
    ],
    [
      'scripts/ importing a repository',
      { file: 'scripts/planted.ts', text: "import { setRole } from '#src/modules/accounts/accounts.repository.ts'" },
      'reaches src/modules/accounts/accounts.repository.ts',
    ],
    [
      'an import of another module without its extension',
      { file: 'src/modules/vendors/planted.service.ts', text: "import { findOrder } from '../orders/records/orders.repository'" },
      'imports src/modules/orders/records/orders.repository.ts: import the orders module from src/modules/orders/index.ts',
    ],
    [
      'a module file reached past its index',
      {
        file: 'src/modules/cart/planted.service.ts',
        text: "import { placeOrder } from '#src/modules/orders/placement/place-order.service.ts'",
      },
      'import the orders module from src/modules/orders/index.ts',
    ],
    [
      'db/ importing the application',
      { file: 'db/seed/planted.ts', text: "import type { AppServices } from '#src/platform/context.ts'" },
      'db/ must not depend on the application',
    ],
    [
      'a module importing the web layer',
      { file: 'src/modules/cart/planted.ts', text: "import { services } from '#app/context.ts'" },
      'must not depend on the web layer',
    ],
    [
      'the platform calling a module',
      { file: 'src/platform/planted.ts', text: "import { getCart } from '#src/modules/cart/index.ts'" },
      'the platform layer may import only',
    ],
    [
      'a domain module calling audience code',
      { file: 'src/modules/orders/planted.service.ts', text: "import { recordSomething } from '#src/modules/admin/index.ts'" },
      'domain modules never call audience code',
    ],
    [
      'one audience module calling another',
      { file: 'src/modules/vendors/planted.service.ts', text: "import { listUsers } from '#src/modules/admin/index.ts'" },
      'audience modules (admin, vendors, jobs) call the domain, not each other',
    ],
  ])('%s', (_, file, message) => {
    const found = only(importViolations(plant(file), real), [file])
    expect(
      found.some((v) => v.includes(message)),
      found.join('\n'),
    ).toBe(true)
  })

  it.each([
    [
      'a lower part of orders/ calling up into the lifecycle',
      {
        file: 'src/modules/orders/parcels/planted.service.ts',
        text: "import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'",
      },
      'parcels (floor 1) may import only parts of orders/ on lower floors, not lifecycle (floor 4)',
    ],
    [
      'two parts of orders/ on one floor tied together',
      { file: 'src/modules/orders/returns/planted.service.ts', text: "import { placeOrder } from '../placement/place-order.service.ts'" },
      'returns (floor 5) may import only parts of orders/ on lower floors, not placement (floor 5)',
    ],
    [
      'a root file of orders/ importing one of its parts',
      { file: 'src/modules/orders/planted-helper.ts', text: "import { stateOf } from './lifecycle/order-lifecycle.service.ts'" },
      'a file at the root of orders/ is pure and imports none of its parts',
    ],
  ])('%s', (_, file, message) => {
    const found = only(ordersFloorViolations(plant(file), real), [file])
    expect(
      found.some((v) => v.includes(message)),
      found.join('\n'),
    ).toBe(true)
  })

  it('a repository re-exported with export * and imported from there', () => {
    const index = { file: 'src/modules/cart/index.ts', text: "export * from './cart.repository.ts'" }
    const user = { file: 'app/routes/planted.tsx', text: "import { findCart } from '#src/modules/cart/index.ts'" }
    expect(only(importViolations(plant(index, user), real), [user])).toEqual([
      "app/routes/planted.tsx reaches src/modules/cart/cart.repository.ts through src/modules/cart/index.ts: a repository is its module's own; call the cart module's service",
    ])
  })

  it('a cycle between modules, named step by step', () => {
    const orders = { file: 'src/modules/orders/planted.service.ts', text: "import { getCart } from '#src/modules/cart/index.ts'" }
    const cart = { file: 'src/modules/cart/planted.service.ts', text: "import { getOrder } from '#src/modules/orders/index.ts'" }
    const cycles = importViolations(plant(orders, cart), real).filter((v) => v.startsWith('modules import each other'))
    // The two-step cycle, and any longer one the plant closes, each once.
    expect(new Set(cycles).size).toBe(cycles.length)
    expect(cycles.find((c) => c.split('→').length === 3)).toMatch(
      /^modules import each other in a cycle: cart → orders \(src\/modules\/cart\/planted\.service\.ts\), orders → cart \(src\/modules\/orders\/.+\)$/,
    )
  })

  it('SQL outside a repository: query builders, sql`…`, sql.raw and replaceInto', () => {
    const wrong = [
      { file: 'src/modules/admin/x.service.ts', text: "await ctx.db.selectFrom('products').selectAll().execute()" },
      { file: 'server/y.ts', text: "await db.updateTable('users').set({ name }).execute(); await db.deleteFrom('sessions').execute()" },
      { file: 'app/routes/z.tsx', text: 'await sql`select 1`.execute(db)' },
      {
        file: 'src/modules/cart/w.service.ts',
        text: "await sql.raw('delete from carts').execute(db); await db.replaceInto('carts').values(row).execute()",
      },
      { file: 'scripts/v.ts', text: "await db.insertInto('users').values(row).execute()" },
    ]
    expect(sqlOutsideRepositories(wrong)).toEqual([
      "src/modules/admin/x.service.ts runs SQL (selectFrom): move it into its module's repository",
      "server/y.ts runs SQL (updateTable, deleteFrom): move it into its module's repository",
      "app/routes/z.tsx runs SQL (sql`…`): move it into its module's repository",
      "src/modules/cart/w.service.ts runs SQL (sql.raw, replaceInto): move it into its module's repository",
      "scripts/v.ts runs SQL (insertInto): move it into its module's repository",
    ])
    const allowed = [
      { file: 'src/modules/cart/cart.repository.ts', text: "db.selectFrom('carts')" },
      { file: 'src/modules/cart/cart.integration.test.ts', text: "db.selectFrom('carts')" },
      { file: 'src/platform/sql/query-pieces.ts', text: 'sql<SqlBool>`lower(x)`' },
      { file: 'db/database.ts', text: "db.selectFrom('appMeta')" },
    ]
    expect(sqlOutsideRepositories(allowed)).toEqual([])
  })

  it("a repository writing another module's table", () => {
    const wrong = [
      { file: 'src/modules/cart/cart.repository.ts', text: "await db.updateTable('orders').set({ status }).execute()" },
      { file: 'src/modules/reviews/reviews.repository.ts', text: "await trx.insertInto('auditLog').values(row).execute()" },
      { file: 'src/modules/catalog/x.repository.ts', text: 'await sql`delete from order_items where id = ?`.execute(db)' },
      { file: 'src/modules/cart/y.repository.ts', text: "await db.insertInto('wishlists').values(row).execute()" },
    ]
    expect(tableWriteViolations(wrong)).toEqual([
      'src/modules/cart/cart.repository.ts writes orders, which the orders module owns: call its service',
      'src/modules/reviews/reviews.repository.ts writes audit_log, which the platform module owns: call its service',
      'src/modules/catalog/x.repository.ts writes order_items, which the orders module owns: call its service',
      'src/modules/cart/y.repository.ts writes wishlists, which TABLE_OWNERS does not name: give it an owner',
    ])
    expect(tableWriteViolations([{ file: 'src/modules/cart/cart.repository.ts', text: "db.insertInto('cartItems')" }])).toEqual([])
  })

  it('a browser surface that reaches server code, and a component taking values from index.ts', () => {
    const surface = { file: 'src/modules/cart/browser.ts', text: "export { getCart } from './cart.service.ts'" }
    expect(browserSurfaceViolations([surface])).toEqual([
      'src/modules/cart/browser.ts reaches src/modules/cart/cart.service.ts (src/modules/cart/browser.ts → src/modules/cart/cart.service.ts): keep browser.ts pure',
    ])
    const component = { file: 'app/components/planted.tsx', text: "import { getCart } from '#src/modules/cart/index.ts'" }
    expect(only(importViolations(plant(component), real), [component])).toEqual([
      'app/components/planted.tsx imports src/modules/cart/index.ts: a component ships to the browser; take values from src/modules/cart/browser.ts',
    ])
  })

  it('a transaction opened by hand', () => {
    const wrong = { file: 'src/modules/cart/planted.service.ts', text: 'await ctx.db.transaction().execute(async (trx) => work(trx))' }
    expect(rawTransactions([wrong, { file: 'src/platform/transact.ts', text: 'db.transaction().execute(work)' }])).toEqual([
      'src/modules/cart/planted.service.ts opens a transaction itself: use transact() from src/platform/transact.ts, which retries what PostgreSQL asks to',
    ])
  })

  it('a table the schema has and nobody owns', () => {
    expect(
      unownedTables('export interface DB {\n  products: ProductTable\n  wishlists: WishlistTable\n}', { products: 'catalog', gone: 'x' }),
    ).toEqual(['wishlists has no owner in TABLE_OWNERS', 'gone is in TABLE_OWNERS but not in db/schema.ts'])
  })

  it('a module file that uses a repository without the service suffix', () => {
    const wrong = { file: 'src/modules/orders/store-credit.ts', text: "import * as repo from './orders.repository.ts'" }
    expect(suffixViolations([wrong])).toEqual([
      'src/modules/orders/store-credit.ts uses src/modules/orders/orders.repository.ts: name it *.service.ts (it reads or writes the database)',
    ])
  })

  it("a journal's entries written out beside the money rules", () => {
    const text = 'entries: [{ account: ACCOUNTS.gateway, amountPaise: due }, { account: ACCOUNTS.customersHeld, amountPaise: -due }]'
    expect(
      moneyRuleViolations([
        { file: 'src/modules/orders/books/planted.service.ts', text },
        { file: MONEY_RULES, text },
      ]),
    ).toEqual([
      `src/modules/orders/books/planted.service.ts writes a journal's entries itself: name the event's entries in ENTRIES (${MONEY_RULES})`,
    ])
    // A query by account is not an entry.
    expect(
      moneyRuleViolations([{ file: 'src/modules/ledger/planted.service.ts', text: 'balances(db, { account: sellerAccount(id) })' }]),
    ).toEqual([])
  })

  it('knows every owner it names', () => {
    expect(new Set(Object.values(TABLE_OWNERS))).toEqual(
      new Set([
        'catalog',
        'accounts',
        'cart',
        'orders',
        'payments',
        'settings',
        'content',
        'email',
        'rate-limit',
        'jobs',
        'reviews',
        'platform',
        'sellers',
        'ledger',
        'grievances',
        'privacy',
        'api-keys',
        'offers',
      ]),
    )
  })
})
