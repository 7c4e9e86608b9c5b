import { type ClientRequest, get, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopperCookie } from '#scripts/server-process.ts'
import { type OwnShop, startOwnShop } from './own-shop.ts'

// Issue 28: every open tab's live-cart connection holds memory in the worker that took it, so a worker
// keeps at most LIVE_STREAMS of them; past that a tab is told (204) to go without live updates.

describe('live-cart connections per worker', () => {
  let shop: OwnShop
  const open: ClientRequest[] = []
  beforeAll(async () => {
    shop = await startOwnShop({ LIVE_STREAMS: '2' })
  })
  afterAll(async () => {
    for (const request of open) request.destroy()
    await shop?.stop()
  })

  function connect(cookie: string): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const request = get(`${shop.url}/api/v1/cart/events`, { headers: { cookie, accept: 'text/event-stream' } }, resolve)
      request.on('error', reject)
      open.push(request)
    })
  }

  it('are bounded: past the limit a tab gets 204, and a closed one frees its place', async () => {
    const cookie = await shopperCookie(shop.url)
    const first = await connect(cookie)
    const second = await connect(cookie)
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect((await connect(cookie)).statusCode).toBe(204)

    first.destroy()
    // The server lets go of a stream when its client's connection closes; wait until it has.
    let again = await connect(cookie)
    for (let tries = 0; again.statusCode !== 200 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      again = await connect(cookie)
    }
    expect(again.statusCode).toBe(200)
  })
})
