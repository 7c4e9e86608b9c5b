import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The boundaries that keep one owner per table, checked on every test run (decision 012):
// - a module's repository is imported only by its own module (others call its service);
// - `db/` (schema, migrations, seeds) never imports the application (`src/`, `app/`);
// - `src/` never imports the web layer (`app/`);
// - only repositories (`*.repository.ts`) write SQL: elsewhere in `src/`, `server/` and `app/` no
//   `selectFrom`, `updateTable`, `insertInto`, `deleteFrom` or sql`…` template. The shared query
//   pieces in `src/lib/sql/` are the one exception: repositories build their queries from them.

const ROOT = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Where an import points, as a path from the project root (aliases and relative paths alike). */
function importsOf(file: string, text: string): string[] {
  const targets: string[] = []
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? ''
    const alias = /^#(app|src|db|tests|scripts)\/(.*)$/.exec(spec)
    if (alias) targets.push(`${alias[1]}/${alias[2]}`)
    else if (spec.startsWith('.')) targets.push(path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec)))
  }
  return targets
}

const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1]

/** Every broken boundary in the given files, one line each. */
function boundaryViolations(files: Array<{ file: string; text: string }>): string[] {
  const violations: string[] = []
  for (const { file, text } of files) {
    for (const target of importsOf(file, text)) {
      const owner = moduleOf(target)
      if (owner && target.endsWith('.repository.ts') && moduleOf(file) !== owner && !file.includes('.test.'))
        violations.push(`${file} imports ${target}: call the ${owner} module's service instead`)
      if (file.startsWith('db/') && (target.startsWith('src/') || target.startsWith('app/')))
        violations.push(`${file} imports ${target}: db/ must not depend on the application`)
      if (file.startsWith('src/') && target.startsWith('app/')) violations.push(`${file} imports ${target}: src/ must not depend on app/`)
    }
  }
  return violations
}

/** A query builder call or an sql`…` (or sql<T>`…`) template. */
const SQL_CALL = /\.(selectFrom|updateTable|insertInto|deleteFrom)\(|\bsql(?:<[^`>]*>)?`/g

const writesSqlFreely = (file: string) =>
  /^(src|server|app)\//.test(file) && !file.endsWith('.repository.ts') && !/\.test\.tsx?$/.test(file) && !file.startsWith('src/lib/sql/')

/** Every file outside a repository that runs SQL itself, one line each. */
function sqlOutsideRepositories(files: Array<{ file: string; text: string }>): string[] {
  const violations: string[] = []
  for (const { file, text } of files) {
    if (!writesSqlFreely(file)) continue
    const calls = [...new Set([...text.matchAll(SQL_CALL)].map((match) => match[1] ?? 'sql`…`'))]
    if (calls.length > 0) violations.push(`${file} runs SQL (${calls.join(', ')}): move it into its module's repository`)
  }
  return violations
}

describe('module boundaries', () => {
  it('hold across the code base', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('db')]
      .filter((file) => file !== 'src/architecture.test.ts') // its examples break the rules on purpose
      .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }))
    expect(files.length).toBeGreaterThan(50)
    expect(boundaryViolations(files)).toEqual([])
  })

  it('leave SQL to repositories', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('server'), ...sourceFiles('app')].map((file) => ({
      file,
      text: readFileSync(path.join(ROOT, file), 'utf8'),
    }))
    expect(files.filter((entry) => entry.file.endsWith('.repository.ts')).length).toBeGreaterThan(10)
    expect(sqlOutsideRepositories(files)).toEqual([])
  })

  it('catch SQL written outside a repository', () => {
    const wrong = [
      { file: 'src/modules/admin/x.service.ts', text: "await ctx.db.selectFrom('products').selectAll().execute()" },
      { file: 'server/y.ts', text: "await db.updateTable('users').set({ name }).execute(); await db.deleteFrom('sessions').execute()" },
      { file: 'app/routes/z.tsx', text: 'await sql`select 1`.execute(db)' },
      { file: 'src/modules/cart/w.ts', text: "await trx.insertInto('carts').values(row).execute(); sql<number>`count(*)`" },
    ]
    expect(sqlOutsideRepositories(wrong)).toEqual([
      "src/modules/admin/x.service.ts runs SQL (selectFrom): move it into its module's repository",
      "server/y.ts runs SQL (updateTable, deleteFrom): move it into its module's repository",
      "app/routes/z.tsx runs SQL (sql`…`): move it into its module's repository",
      "src/modules/cart/w.ts runs SQL (insertInto, sql`…`): move it into its module's repository",
    ])
    // Repositories, tests, the shared query pieces and db/ may.
    const allowed = [
      { file: 'src/modules/cart/cart.repository.ts', text: "db.selectFrom('carts')" },
      { file: 'src/modules/cart/cart.integration.test.ts', text: "db.selectFrom('carts')" },
      { file: 'src/lib/sql/query-pieces.ts', text: 'sql<SqlBool>`lower(x)`' },
      { file: 'db/database.ts', text: "db.selectFrom('appMeta')" },
    ]
    expect(sqlOutsideRepositories(allowed)).toEqual([])
  })

  it('catch a deliberately wrong import of each kind', () => {
    const wrong = [
      { file: 'src/modules/admin/x.service.ts', text: "import { findOrder } from '#src/modules/orders/orders.repository.ts'" },
      { file: 'src/modules/vendors/y.service.ts', text: "import * as repo from '../orders/orders.repository.ts'" },
      { file: 'db/seed/z.ts', text: "import type { AppServices } from '#src/context.ts'" },
      { file: 'src/modules/cart/w.ts', text: "import { services } from '#app/context.ts'" },
    ]
    expect(boundaryViolations(wrong)).toEqual([
      "src/modules/admin/x.service.ts imports src/modules/orders/orders.repository.ts: call the orders module's service instead",
      "src/modules/vendors/y.service.ts imports src/modules/orders/orders.repository.ts: call the orders module's service instead",
      'db/seed/z.ts imports src/context.ts: db/ must not depend on the application',
      'src/modules/cart/w.ts imports app/context.ts: src/ must not depend on app/',
    ])
    // Its own module's repository is fine.
    expect(
      boundaryViolations([{ file: 'src/modules/orders/a.service.ts', text: "import * as repo from './orders.repository.ts'" }]),
    ).toEqual([])
  })
})
