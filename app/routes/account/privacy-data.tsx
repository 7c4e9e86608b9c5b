import { services } from '#app/context.ts'
import { exportMyData } from '#src/modules/privacy/index.ts'
import type { Route } from './+types/privacy-data'

/** GET /account/privacy/data.json: the signed-in person's data as a download (DPDP Act s.11). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = services(context)
  const headers = { 'cache-control': 'private, no-store' }
  if (!ctx.actor)
    return new Response('You need to be logged in.', { status: 401, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(JSON.stringify(await exportMyData(ctx), null, 2), {
    headers: {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="deccan-digital-my-data-${day}.json"`,
    },
  })
}
