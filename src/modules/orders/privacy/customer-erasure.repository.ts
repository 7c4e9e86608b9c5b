import type { ExpressionBuilder } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'

/** An order is invoiced when it, or any of its parcels, has a tax invoice. */
const invoiced = (eb: ExpressionBuilder<DB, 'orders'>) =>
  eb.or([
    eb('orders.invoicedAt', 'is not', null),
    eb.exists(
      eb
        .selectFrom('parcels')
        .select('parcels.id')
        .whereRef('parcels.orderId', '=', 'orders.id')
        .where('parcels.invoicedAt', 'is not', null),
    ),
  ])

/**
 * An erased customer's orders (decision 042). Every order loses the account's email and the delivery
 * phone (no invoice particular); an order with no tax invoice loses the recipient's name and address
 * too. An invoiced order keeps the recipient's particulars its invoice carries (CGST Rules, rule 46:
 * name, address, state, PIN, GSTIN) for as long as CGST Act s.36 requires invoices kept.
 */
export async function eraseCustomerOrders(db: Database, userId: string, erasedEmail: string, at: string): Promise<void> {
  await db.updateTable('orders').set({ userEmail: erasedEmail, shipPhone: '', updatedAt: at }).where('userId', '=', userId).execute()
  await db
    .updateTable('orders')
    .set({
      shipFullName: 'Erased',
      shipAddressLine1: '',
      shipAddressLine2: null,
      shipCity: '',
      shipPincode: '',
      buyerGstin: null,
      buyerBusinessName: null,
    })
    .where('userId', '=', userId)
    .where((eb) => eb.not(invoiced(eb)))
    .execute()
  // A return's description is the customer's own words; its quantities, amounts and credit note stay.
  await db
    .updateTable('orderReturns')
    .set({ description: 'Erased at the customer’s request.', updatedAt: at })
    .where('orderId', 'in', (eb) => eb.selectFrom('orders').select('orders.id').where('orders.userId', '=', userId))
    .execute()
}
