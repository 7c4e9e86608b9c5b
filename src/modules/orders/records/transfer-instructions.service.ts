import type * as templates from '#src/modules/email/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { payByOf, type TransferInstructions, transferReference } from '../bank-transfer-terms.ts'
import * as repo from './bank-transfers.repository.ts'

/** An order paid by bank transfer, as its pages and emails need it. */
interface TransferOrder {
  id: string
  orderNumber: string
  totalPaise: number
  storeCreditPaise: number
  createdAt: string
}

/** Where and how much to pay for an order placed to pay by bank transfer, with what arrived so far. */
export async function transferInstructions(ctx: Pick<ServiceContext, 'db'>, order: TransferOrder): Promise<TransferInstructions> {
  const [account, lines] = await Promise.all([repo.bankAccountDetails(ctx.db), repo.transfersOf(ctx.db, [order.id])])
  const duePaise = Number(order.totalPaise) - Number(order.storeCreditPaise)
  const receivedPaise = lines.reduce((sum, l) => sum + Number(l.amountPaise), 0)
  return {
    reference: transferReference(order.orderNumber),
    account,
    duePaise,
    receivedPaise,
    leftPaise: Math.max(0, duePaise - receivedPaise),
    payBy: payByOf(order.createdAt).toISOString(),
  }
}

/** The emails' view of the instructions. */
export const transferDetails = (t: TransferInstructions): templates.TransferDetails => ({
  account: t.account ?? 'the account on your order’s page',
  reference: t.reference,
  amountPaise: t.leftPaise,
  payBy: t.payBy,
})
