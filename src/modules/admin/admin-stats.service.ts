import type { ServiceContext } from '#src/context.ts'

export interface StoreCounts {
  products: number
  customers: number
  vendors: number
  unreadMessages: number
  subscribers: number
}

/** Headline figures for the admin dashboard. Only admins may ask. */
export async function storeCounts(ctx: ServiceContext): Promise<StoreCounts> {
  if (ctx.actor?.role !== 'admin') throw new Error('storeCounts: admins only')
  const count = async (query: Promise<{ count: number | string } | undefined>) => Number((await query)?.count ?? 0)
  const [products, customers, vendors, unreadMessages, subscribers] = await Promise.all([
    count(
      ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('isPublished', '=', 1)
        .executeTakeFirst(),
    ),
    count(
      ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'customer')
        .executeTakeFirst(),
    ),
    count(
      ctx.db
        .selectFrom('vendors')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
    ),
    count(
      ctx.db
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('handledAt', 'is', null)
        .executeTakeFirst(),
    ),
    count(
      ctx.db
        .selectFrom('newsletterSubscribers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
    ),
  ])
  return { products, customers, vendors, unreadMessages, subscribers }
}
