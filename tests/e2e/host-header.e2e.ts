import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { describe, expect, inject, it } from 'vitest'

// Issue 22, item 1: a request's Host header is the sender's to choose. Absolute URLs come only from the
// configured address, answers for another host are neither cached nor served from the cache, and a Host
// that is not a host at all is refused before anything builds a URL from it.

const baseURL = inject('baseURL')
const { hostname, port } = new URL(baseURL)

/** A GET with the Host header we choose (fetch will not let a caller set it). */
function getAs(host: string, path: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]

describe('the Host header', () => {
  it('cannot poison the response cache: a copy rendered for another host never reaches a visitor', async () => {
    const path = `/contact?visit=${randomUUID()}`
    // Twice, as the attack did: the first would render and store, the second be served from the cache.
    for (let i = 0; i < 2; i++) {
      const evil = await getAs('evil.example', path)
      expect(evil.status).toBe(200)
      expect(evil.cache).toBeUndefined()
      // Even the attacker's own answer names the shop's configured address.
      expect(canonicalOf(evil.body)).toBe(`${baseURL}/contact`)
      expect(evil.body).not.toContain('evil.example')
    }
    const visitor = await getAs(new URL(baseURL).host, path)
    expect(visitor.status).toBe(200)
    expect(visitor.cache).toBe('MISS')
    expect(canonicalOf(visitor.body)).toBe(`${baseURL}/contact`)
    expect(ogUrlOf(visitor.body)).toBe(`${baseURL}/contact`)
    expect(visitor.body).not.toContain('evil.example')
    // And the other way round: the visitor's cached copy is not handed to a request for another host.
    // (Another file's change to the shared shop's catalogue empties its cache; the visitor asks again then.)
    await expect.poll(async () => (await getAs(new URL(baseURL).host, path)).cache, { interval: 50 }).toBe('HIT')
    expect((await getAs('evil.example', path)).cache).toBeUndefined()
  })

  it.each(['localhost@evil.example', '127.0.0.1:99999', 'evil.example/contact', 'a b'])(
    'refuses a malformed Host (%j) with 400',
    async (host) => {
      const response = await getAs(host, '/admin/dashboard')
      expect(response.status).toBe(400)
      expect(response.body).toContain('Host')
    },
  )
})
