import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { ACCOUNTS, payableEntries, reversed } from './accounts.ts'
import { postJournal, sellerBalance, trialBalance } from './ledger.service.ts'
import { movePayout } from './payouts.service.ts'
import { runSettlement } from './settlement.service.ts'
import { settleLine } from './settlement-math.ts'
import { sellerPayouts, sellerStatement, statementCsv, withheldByMonth } from './statements.service.ts'

/** Monday 30 November 2026, 00:00 in India, is a cut-off; the week before it runs from 23 November. */
const WEEK_1 = new Date('2026-11-30T02:00:00Z')
const WEEK_2 = new Date('2026-12-07T02:00:00Z')
const WEEK_3 = new Date('2026-12-14T02:00:00Z')

describe.each(TEST_DIALECTS)('weekly settlement and payouts on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  const laptop = settleLine({
    taxablePaise: 1_00_000_00,
    gstPaise: 18_000_00,
    commissionBp: 500,
    fixedFeePaise: 20_00,
    intraState: true,
    sellerHasPan: true,
    isStore: false,
  })
  const desktop = settleLine({
    taxablePaise: 50_000_00,
    gstPaise: 9_000_00,
    commissionBp: 400,
    fixedFeePaise: 0,
    intraState: false,
    sellerHasPan: true,
    isStore: false,
  })

  /** A line of `vendorId` paid for and then payable, at `at`. */
  const sell = async (key: string, vendorId: string, line: typeof laptop, at: string) => {
    const db = shop.database.db
    await postJournal(db, {
      eventKey: `payment:${key}`,
      kind: 'payment',
      memo: 'Paid online',
      orderId: key,
      occurredAt: at,
      entries: [
        { account: ACCOUNTS.gateway, amountPaise: line.grossPaise },
        { account: ACCOUNTS.customersHeld, amountPaise: -line.grossPaise },
      ],
    })
    await postJournal(db, {
      eventKey: `payable:${key}`,
      kind: 'payable',
      memo: `Delivered ${key}`,
      orderId: key,
      vendorId,
      occurredAt: at,
      entries: payableEntries(vendorId, false, line),
    })
  }

  beforeAll(async () => {
    await seedCatalogueOnce(shop.database.db)
    admin = testContext(shop.services, { actor: { id: randomUUID(), name: 'Meera', email: 'meera@admin.test', role: 'admin' } })
    await sell('A', 'v1', laptop, '2026-11-26T10:00:00.000Z')
    await sell('B', 'v1', desktop, '2026-11-27T10:00:00.000Z')
    await sell('C', 'v3', desktop, '2026-11-28T10:00:00.000Z')
    await sell('D', 'v1', desktop, '2026-11-30T10:00:00.000Z') // after the cut-off: next week's
  })

  it('settles a week once, even raced by two instances, with a statement per seller of its own lines', async () => {
    const runs = await Promise.all([runSettlement(shop.services, WEEK_1), runSettlement(shop.services, WEEK_1)])
    expect(runs.filter((run) => run.runId !== null)).toHaveLength(1)
    expect(runs.find((run) => run.runId)).toMatchObject({ statements: 2, payouts: 2 })
    expect(await runSettlement(shop.services, WEEK_1)).toMatchObject({ runId: null })

    const { payouts, balancePaise } = await sellerPayouts(shop.services, 'v1', WEEK_1)
    expect(payouts).toHaveLength(1)
    expect(payouts[0]).toMatchObject({
      status: 'pending',
      amountPaise: laptop.netPayablePaise + desktop.netPayablePaise,
      broughtForwardPaise: 0,
    })
    expect(balancePaise).toBe(desktop.netPayablePaise) // line D, not yet settled
    const statement = await sellerStatement(shop.services, 'v1', payouts[0]?.id as string)
    if (!statement.ok) throw new Error(statement.message)
    expect(statement.statement.lines.map((line) => line.orderId)).toEqual(['A', 'B'])
    expect(statement.statement.lines[0]).toMatchObject({
      grossPaise: 1_18_000_00,
      commissionPaise: 5_020_00,
      commissionGstPaise: 903_60,
      tcsPaise: 500_00,
      tdsPaise: 100_00,
      netPaise: 1_11_476_40,
    })
    expect(statementCsv(statement.statement)).toContain('118000.00,5020.00,903.60,500.00,100.00,111476.40')
    expect(await sellerStatement(shop.services, 'v3', payouts[0]?.id as string)).toMatchObject({ ok: false, code: 'not_found' })
    expect((await trialBalance(admin)).totalPaise).toBe(0)
  })

  it('pays an approved payout with its UTR, once, and the seller is owed nothing more for that week', async () => {
    const [payout] = (await sellerPayouts(shop.services, 'v1', WEEK_1)).payouts
    const id = payout?.id as string
    expect(await movePayout(admin, id, 'paid', { utr: 'HDFCN52026112512' })).toMatchObject({ ok: false, code: 'illegal_transition' })
    expect(await movePayout(admin, id, 'approve')).toMatchObject({ ok: true })
    expect(await movePayout(admin, id, 'paid', { utr: 'x' })).toMatchObject({ ok: false, errors: { utr: expect.stringContaining('UTR') } })
    const paid = await Promise.all([
      movePayout(admin, id, 'paid', { utr: 'hdfcn52026112512' }),
      movePayout(admin, id, 'paid', { utr: 'HDFCN52026112512' }),
    ])
    expect(paid.filter((outcome) => outcome.ok)).toHaveLength(1)
    const books = await trialBalance(admin)
    expect(books.totalPaise).toBe(0)
    const bank = books.accounts.find((a) => a.account === ACCOUNTS.bank)
    expect(bank?.balancePaise).toBe(-(laptop.netPayablePaise + desktop.netPayablePaise))
    expect((await sellerPayouts(shop.services, 'v1', WEEK_1)).payouts[0]).toMatchObject({ status: 'paid', utr: 'HDFCN52026112512' })
  })

  it('puts a failed transfer back in the seller’s balance, and the next statement brings it forward', async () => {
    const [payout] = (await sellerPayouts(shop.services, 'v3', WEEK_1)).payouts
    const id = payout?.id as string
    await movePayout(admin, id, 'approve')
    expect(await movePayout(admin, id, 'failed', { reason: '' })).toMatchObject({ ok: false, errors: { reason: expect.any(String) } })
    expect(await movePayout(admin, id, 'failed', { reason: 'Account closed' })).toMatchObject({ ok: true })
    expect(await sellerBalance(shop.services, 'v3')).toBe(desktop.netPayablePaise)
    await sell('E', 'v3', laptop, '2026-12-02T10:00:00.000Z')
    await runSettlement(shop.services, WEEK_2)
    const [latest] = (await sellerPayouts(shop.services, 'v3', WEEK_2)).payouts
    expect(latest).toMatchObject({
      status: 'pending',
      broughtForwardPaise: desktop.netPayablePaise,
      amountPaise: desktop.netPayablePaise + laptop.netPayablePaise,
    })
  })

  it('carries a return after a payout forward as a negative amount, and takes it off the next payout', async () => {
    // Week 2 settled line D for v1; in week 3 the laptop of order A comes back.
    const [week2] = (await sellerPayouts(shop.services, 'v1', WEEK_2)).payouts
    expect(week2).toMatchObject({ amountPaise: desktop.netPayablePaise })
    await postJournal(shop.database.db, {
      eventKey: 'return:A',
      kind: 'return',
      memo: 'Returned A',
      orderId: 'A',
      vendorId: 'v1',
      occurredAt: '2026-12-08T10:00:00.000Z',
      entries: reversed(payableEntries('v1', false, laptop)),
    })
    await runSettlement(shop.services, WEEK_3)
    const [week3] = (await sellerPayouts(shop.services, 'v1', WEEK_3)).payouts
    expect(week3).toMatchObject({ status: 'carried', amountPaise: -laptop.netPayablePaise })
    const statement = await sellerStatement(shop.services, 'v1', week3?.id as string)
    expect(statement.ok && statement.statement.lines[0]).toMatchObject({ netPaise: -1_11_476_40, tdsPaise: -100_00 })
    expect(await withheldByMonth(shop.services, 'v1')).toEqual([
      { month: '2026-12', tcsCgstPaise: -250_00, tcsSgstPaise: -250_00, tcsIgstPaise: 0, tdsPaise: -100_00 },
      { month: '2026-11', tcsCgstPaise: 250_00, tcsSgstPaise: 250_00, tcsIgstPaise: 2 * 250_00, tdsPaise: 100_00 + 2 * desktop.tdsPaise },
    ])
    expect((await trialBalance(admin)).totalPaise).toBe(0)
  })
})
