import { redirect } from 'react-router'
import { services } from '#app/context.ts'
import { subscribersCsv } from '#src/modules/admin/index.ts'
import { Refused } from '#src/platform/guards.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/inbox-subscribers-csv'

/** GET /admin/inbox/subscribers.csv: every subscriber as a download, for admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = services(context)
  if (!ctx.actor) throw redirect(`/admin/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`)
  try {
    const csv = await subscribersCsv(ctx)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="deccan-digital-subscribers-${day}.csv"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof Refused)
      return new Response(error.failure.message, {
        status: httpStatusOf(error.failure),
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
      })
    throw error
  }
}
