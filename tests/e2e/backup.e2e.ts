import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFileSync, mkdtempSync, readdirSync, rmSync, truncateSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCartLine, shopperCookie, spawnShop, stop, waitFor } from '#scripts/server-process.ts'
import { type OwnShop, startOwnShop } from './own-shop.ts'

const run = promisify(execFile)
const ADDRESS = { fullName: 'Asha Kulkarni', addressLine1: '12 Prabhat Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' }

/** `npm run backup` / `npm run restore` as an operator runs them, on the given data folder. */
function script(name: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  return run(process.execPath, [`scripts/${name}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir } }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}` }),
  )
}

describe('backups of the embedded shop', () => {
  let shop: OwnShop
  const restoredDir = mkdtempSync(path.join(tmpdir(), 'deccan-restored-'))
  const backupDir = mkdtempSync(path.join(tmpdir(), 'deccan-backups-'))

  beforeAll(async () => {
    shop = await startOwnShop()
  })
  afterAll(async () => {
    await shop?.stop()
    rmSync(restoredDir, { recursive: true, force: true })
    rmSync(backupDir, { recursive: true, force: true })
  })

  it('copies a shop while orders are placed; the copy restored holds every order acknowledged before the backup began, with the ledger balanced', async () => {
    // Each order one unit of the next of the best-stocked products, so no stock runs out in the storm.
    const products = shop
      .db()
      .prepare('select id from products where is_published = 1 and stock >= 10 order by stock desc, id')
      .all() as Array<{ id: string }>
    let next = 0
    const customers = await Promise.all(Array.from({ length: 3 }, () => shopperCookie(shop.url)))
    /** Orders the shop answered 201 to, in the order the answers came. */
    const acknowledged: Array<{ id: string }> = []
    let placing = true
    const placeOrders = async (cookie: string) => {
      while (placing) {
        await addCartLine(shop.url, cookie, products[next++ % products.length]?.id ?? '')
        const response = await fetch(`${shop.url}/api/v1/orders`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ ...ADDRESS, phone: '9876543210', paymentMethod: 'cod', idempotencyKey: randomUUID() }),
        })
        if (response.status !== 201) throw new Error(`placing an order answered ${response.status}: ${await response.text()}`)
        const { order } = (await response.json()) as { order: { id: string } }
        acknowledged.push({ id: order.id })
      }
    }
    const storm = Promise.all(customers.map(placeOrders))
    try {
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6)
      // Every order the shop had acknowledged when the backup was asked for.
      const before = acknowledged.map((o) => o.id)
      const made = await script('backup', shop.dataDir, ['--dir', backupDir, '--keep', '2'])
      expect(made.out).toContain('it passed its integrity check')
      expect(made.code).toBe(0)
      // Orders go on being placed after the copy was made, and the shop never stopped answering.
      const afterBackup = acknowledged.length
      await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(afterBackup)
      placing = false
      await storm

      const [file] = readdirSync(backupDir)
      const backup = path.join(backupDir, file ?? '')

      // Refused while the shop it would replace is serving; nothing there changed.
      const refused = await script('restore', shop.dataDir, [backup])
      expect(refused.code).toBe(1)
      expect(refused.out).toContain('The shop is running on this database: stop it, then restore.')

      expect((await script('restore', restoredDir, [backup])).code).toBe(0)
      const restored = spawnShop({}, restoredDir)
      const started = await restored
      try {
        await waitFor(`${started.url}/healthz`, started.child)
        const db = new Database(path.join(restoredDir, 'deccan-digital.sqlite'), { readonly: true })
        try {
          const ids = new Set((db.prepare('select id from orders').all() as Array<{ id: string }>).map((o) => o.id))
          expect(before.filter((id) => !ids.has(id))).toEqual([])
          expect(db.prepare('select journal_id from ledger_entries group by journal_id having sum(amount_paise) <> 0').all()).toEqual([])
          expect((db.prepare('select coalesce(sum(amount_paise), 0) as total from ledger_entries').get() as { total: number }).total).toBe(
            0,
          )
        } finally {
          db.close()
        }
        // The restored shop serves the customer's orders to the same session.
        const mine = await fetch(`${started.url}/api/v1/orders`, { headers: { cookie: customers[0] ?? '' } })
        expect(mine.status).toBe(200)
      } finally {
        await stop(started.child)
      }
    } finally {
      placing = false
      await storm.catch(() => undefined)
    }
  })

  it('keeps the last N backups and refuses to restore a damaged one', async () => {
    for (let i = 0; i < 2; i += 1) expect((await script('backup', shop.dataDir, ['--dir', backupDir, '--keep', '2'])).code).toBe(0)
    const kept = readdirSync(backupDir).filter((name) => name.endsWith('.sqlite'))
    expect(kept).toHaveLength(2)
    const damaged = path.join(backupDir, 'damaged.sqlite')
    copyFileSync(path.join(backupDir, kept[1] ?? ''), damaged)
    truncateSync(damaged, 8192)
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'deccan-damaged-'))
    try {
      const refused = await script('restore', emptyDir, [damaged])
      expect(refused.code).toBe(1)
      expect(refused.out).toMatch(/damaged\.sqlite (failed its integrity check|is not a backup)/)
      expect(readdirSync(emptyDir)).toEqual([])
    } finally {
      rmSync(emptyDir, { recursive: true, force: true })
    }
  })
})
