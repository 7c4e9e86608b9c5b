import { randomUUID } from 'node:crypto'
import { readBankCredit } from '#src/lib/bank-credit.ts'
import { indiaDay } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'
import * as templates from '#src/modules/email/index.ts'
import { ENTRIES, postJournal } from '#src/modules/ledger/index.ts'
import { discountsNamed, discountsOfOrders } from '#src/modules/offers/index.ts'
import { recordRefund, sendRefund } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { orderNumbersIn, payByOf, transferReference } from '../bank-transfer-terms.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import * as repo from '../records/bank-transfers.repository.ts'
import { insertEvent } from '../records/orders.repository.ts'
import { transferDetails, transferInstructions } from '../records/transfer-instructions.service.ts'

/** The admin's page: orders waiting for a transfer (oldest first, with what arrived and by when), and the latest lines entered. */
export async function bankTransfersPage(ctx: ServiceContext) {
  requireAdminActor(ctx)
  const now = nowFor(ctx).getTime()
  const orders = await repo.ordersAwaitingTransfer(ctx.db)
  const lines = await repo.transfersOf(
    ctx.db,
    orders.map((o) => o.id),
  )
  const recent = await repo.recentTransfers(ctx.db, 30)
  return {
    waiting: orders.map((o) => {
      const duePaise = Number(o.totalPaise) - Number(o.storeCreditPaise)
      const receivedPaise = lines.filter((l) => l.orderId === o.id).reduce((sum, l) => sum + Number(l.amountPaise), 0)
      const payBy = payByOf(o.createdAt)
      return {
        id: o.id,
        orderNumber: o.orderNumber,
        reference: transferReference(o.orderNumber),
        payer: o.buyerBusinessName ?? o.shipFullName,
        duePaise,
        receivedPaise,
        payBy: payBy.toISOString(),
        held: o.stockHeld === 1,
        overdue: payBy.getTime() < now,
      }
    }),
    recent: recent.map((r) => ({ ...r, amountPaise: Number(r.amountPaise) })),
  }
}

const invalid = (errors: Record<string, string>) => fail('invalid_input', 'Please correct the highlighted fields.', errors)

/**
 * An admin enters a credit from the store's bank statement (its narration, UTR, date and amount). It is
 * matched to the one order waiting for a bank transfer whose reference the narration names, and to the
 * amount still to pay; a different amount is refused with the reason unless the admin says what it is:
 * a part payment (recorded; the customer is asked for the rest) or an over-payment (the order is paid and
 * the excess goes back to the account it came from, as a refund record first). The credit reaches the
 * books at the bank, the act is audited and the order's timeline says it, in one transaction; a credit
 * that completes the payment then pays the order through the lifecycle, as a gateway's confirmation would.
 */
export async function recordStatementLine(
  ctx: ServiceContext,
  input: { narration?: unknown; utr?: unknown; receivedOn?: unknown; amount?: unknown; accept?: unknown },
): Promise<Result<{ message: string; orderId: string }>> {
  const actor = requireAdminActor(ctx)
  const read = readBankCredit(input, indiaDay(nowFor(ctx)))
  const narration = typeof input.narration === 'string' ? input.narration.trim() : ''
  const accept = input.accept === 'part' || input.accept === 'over' ? input.accept : null
  const errors: Record<string, string> = read.ok ? {} : { ...read.errors }
  if (narration.length < 3 || narration.length > 300)
    errors.narration = 'Copy the line’s narration from the statement, with the reference the payer gave'
  if (!read.ok || Object.keys(errors).length > 0) return invalid(errors)
  const { utr, receivedOn, amountPaise } = read.credit

  const named = (await repo.findByNumbers(ctx.db, orderNumbersIn(narration))).filter((o) => o.paymentProvider === 'bank')
  if (named.length === 0)
    return invalid({
      narration: 'No order paid by bank transfer is named in this narration: look for its reference (DD followed by ten digits)',
    })
  const waiting = named.filter((o) => o.status === 'pending' && (o.paymentStatus === 'pending' || o.paymentStatus === 'failed'))
  if (waiting.length === 0) {
    const order = named[0]
    return fail(
      'conflict',
      `Order ${order?.orderNumber} is not waiting for a bank transfer (${order?.status}, payment ${order?.paymentStatus}): nothing was recorded. Return the money to the account it came from.`,
    )
  }
  if (waiting.length > 1)
    return fail(
      'conflict',
      `This line names ${waiting.map((o) => o.orderNumber).join(' and ')}: one credit is matched to one order. Nothing was recorded.`,
    )
  const order = waiting[0] as (typeof waiting)[number]
  const instructions = await transferInstructions(ctx, order)
  const left = instructions.leftPaise
  const [amount, asked] = [formatInrExact(amountPaise), formatInrExact(left)]
  if (amountPaise < left && accept !== 'part')
    return fail(
      'conflict',
      `${amount} is less than the ${asked} order ${order.orderNumber} still asks, so it was not recorded. If the customer paid only part, record it as a part payment: the customer is asked for the rest.`,
      { amount: `Less than the ${asked} still to pay` },
    )
  if (amountPaise > left && accept !== 'over')
    return fail(
      'conflict',
      `${amount} is more than the ${asked} order ${order.orderNumber} still asks, so it was not recorded. If the customer paid too much, record it as an over-payment: the order is paid and ${formatInrExact(amountPaise - left)} goes back to the account it came from.`,
      { amount: `More than the ${asked} still to pay` },
    )
  if (amountPaise === left && accept !== null && left > 0)
    return fail('conflict', `${amount} is exactly what the order asks: enter it without a part or over-payment choice.`)

  const excess = Math.max(0, amountPaise - left)
  const at = nowFor(ctx).toISOString()
  const refund =
    excess > 0
      ? { id: randomUUID(), claimKey: `overpaid:${utr}`, orderId: order.id, amountPaise: excess, provider: 'bank', paymentId: utr }
      : null
  const recorded = await transact(ctx.db, async (trx) => {
    const id = randomUUID()
    const fresh = { id, orderId: order.id, utr, receivedOn, amountPaise, narration, recordedBy: actor.email, createdAt: at }
    if (!(await repo.insertTransfer(trx, fresh))) return false
    const memo = `Bank transfer ${utr} for order ${order.orderNumber}`
    await postJournal(trx, {
      eventKey: `bank-transfer:${utr}`,
      kind: 'bank-transfer',
      memo,
      orderId: order.id,
      occurredAt: at,
      entries: ENTRIES.transferReceived(amountPaise),
    })
    if (refund) {
      await recordRefund(trx, refund, at)
      await postJournal(trx, {
        eventKey: `transfer-returned:${utr}`,
        kind: 'transfer-returned',
        memo: `Over-paid on order ${order.orderNumber}, returned to the payer's account`,
        orderId: order.id,
        occurredAt: at,
        entries: ENTRIES.transferReturned(excess),
      })
    }
    const rest = left - amountPaise
    await insertEvent(trx, {
      id: randomUUID(),
      orderId: order.id,
      status: order.status,
      note:
        rest > 0
          ? `Part payment of ${amount} received by bank transfer (UTR ${utr}); ${formatInrExact(rest)} still to pay`
          : excess > 0
            ? `Bank transfer of ${amount} received (UTR ${utr}): ${formatInrExact(excess)} more than the order asked, returned to the account it came from`
            : `Bank transfer of ${amount} received (UTR ${utr})`,
      createdAt: at,
      actorKind: 'admin',
      actorName: actor.name?.trim() || null,
    })
    await recordAudit(trx, actor, {
      action: 'bank-transfer.recorded',
      entity: 'order',
      entityId: order.id,
      before: { receivedPaise: instructions.receivedPaise, duePaise: instructions.duePaise },
      after: { utr, receivedOn, amountPaise, ...(accept ? { recordedAs: accept } : {}) },
    })
    return true
  })
  if (!recorded) return fail('conflict', `The credit with UTR ${utr} is recorded already: nothing was added.`)
  ctx.log.info({ orderId: order.id, utr, amountPaise, accept }, 'bank transfer recorded')
  if (amountPaise < left) {
    const now = { ...instructions, receivedPaise: instructions.receivedPaise + amountPaise, leftPaise: left - amountPaise }
    await ctx.mail.send(
      templates.transferRestRequested(
        order.userEmail,
        {
          number: order.orderNumber,
          fullName: order.shipFullName,
          receivedPaise: now.receivedPaise,
          discounts: discountsNamed((await discountsOfOrders(ctx.db, [order.id])).get(order.id) ?? []),
        },
        transferDetails(now),
      ),
    )
    return {
      ok: true,
      orderId: order.id,
      message: `Recorded ${amount} as a part payment of order ${order.orderNumber}; the customer is asked for the remaining ${formatInrExact(now.leftPaise)}.`,
    }
  }
  const paid = await moveOrder(
    ctx,
    order.id,
    'pay',
    { kind: 'gateway', via: 'bank-statement' },
    { paymentReference: utr, note: `Paid by bank transfer (UTR ${utr})` },
  )
  if (refund) await sendRefund(ctx, refund.id)
  if (!paid.ok)
    return {
      ok: true,
      orderId: order.id,
      message: `Recorded ${amount}, but order ${order.orderNumber} could not be marked paid: ${paid.message}`,
    }
  return {
    ok: true,
    orderId: order.id,
    message: `Order ${order.orderNumber} is paid${excess > 0 ? `; the ${formatInrExact(excess)} over-paid goes back to the payer's account` : ''}.`,
  }
}
