import type { Database } from '#db/database.ts'
import type { OrderSearch } from './order-search.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function searched(db: Database, search: OrderSearch) {
  let query = db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.userId')
  if (search.status) query = query.where('orders.status', '=', search.status)
  if (search.paymentStatus) query = query.where('orders.paymentStatus', '=', search.paymentStatus)
  if (search.from) query = query.where('orders.createdAt', '>=', search.from)
  if (search.before) query = query.where('orders.createdAt', '<', search.before)
  if (search.q) {
    const pattern = `%${escapeLike(search.q.toLowerCase())}%`
    const idStart = `${search.q.toLowerCase().replace(/[^0-9a-f-]/g, '')}%`
    const numberPart = `%${escapeLike(search.q.trim().toUpperCase())}%`
    query = query.where((eb) =>
      eb.or([
        ...(idStart.length > 1 ? [eb('orders.id', 'like', idStart)] : []),
        // The order number, whole or in part (DD-2611-004213, 2611-0042, 004213).
        eb('orders.orderNumber', 'like', numberPart),
        eb(eb.fn('lower', ['users.name']), 'like', pattern),
        eb(eb.fn('lower', ['orders.shipFullName']), 'like', pattern),
        eb(eb.fn('lower', ['orders.userEmail']), 'like', pattern),
      ]),
    )
  }
  return query
}

export async function searchOrders(db: Database, search: OrderSearch, page: { limit: number; offset: number }) {
  const query = searched(db, search)
  const [rows, counted] = await Promise.all([
    query
      .select([
        'orders.id',
        'orders.orderNumber as number',
        'orders.userEmail as customerEmail',
        'orders.shipFullName',
        'users.name as userName',
        'orders.createdAt',
        'orders.totalPaise',
        'orders.status',
        'orders.paymentStatus',
        'orders.paymentMethod',
      ])
      .orderBy('orders.createdAt', 'desc')
      .orderBy('orders.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ])
  return { rows, total: Number(counted?.count ?? 0) }
}

export function findPaymentAndCustomer(db: Database, orderId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.userId')
    .select(['users.name as customerName', 'orders.userEmail', 'orders.paymentProvider', 'orders.paymentReference'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow()
}
