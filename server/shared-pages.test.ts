import { gunzipSync } from 'node:zlib'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PERSONAL_PLACEHOLDERS } from '#app/lib/personal.ts'
import { pageCsp } from './security-headers.ts'
import { fillTemplate, SharedPages, templateOf } from './shared-pages.ts'

const { name: NAME, cartCount: COUNT } = PERSONAL_PLACEHOLDERS

/** A page as React and React Router write one: the header in HTML, the loader data as turbo-stream text in a script. */
function page(user: { name: string; cartCount: number }) {
  const header = renderToStaticMarkup(
    createElement(
      'header',
      null,
      createElement('a', { href: '/cart', 'aria-label': `Cart, ${user.cartCount} items` }, createElement('span', null, user.cartCount)),
      createElement('button', { type: 'button', title: user.name }, user.name),
    ),
  )
  const turbo = `${JSON.stringify([{ _1: 2 }, 'user', { _3: 4, _5: 6 }, 'name', user.name, 'cartCount', user.cartCount])}\n`
  const data = JSON.stringify(turbo).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `<!DOCTYPE html><html><head><script>console.log("boot")</script></head><body>${header}<script>window.__reactRouterContext.streamController.enqueue(${data});</script></body></html>`
}

const rendered = (html: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, html })

describe('a page shoppers share', () => {
  const template = templateOf(rendered(page({ name: NAME, cartCount: COUNT })))

  it('is, once filled, the page React and React Router write for that shopper, whatever their name holds', () => {
    expect(template).not.toBeNull()
    for (const shopper of [
      { name: 'Asha Kulkarni', cartCount: 3 },
      { name: `O'Brien <b>&amp; "Sons"</b>`, cartCount: 0 },
      { name: 'आशा \u2028 </script><script>alert(1)</script>', cartCount: 12 },
    ]) {
      const { body } = fillTemplate(template as NonNullable<typeof template>, shopper)
      expect(body.toString()).toBe(page(shopper))
    }
  })

  it('names the filled scripts in its CSP hashes, as the whole page would', () => {
    const shopper = { name: 'Asha "A" <Kulkarni>', cartCount: 2 }
    const { scriptHashes } = fillTemplate(template as NonNullable<typeof template>, shopper)
    const expected = /script-src 'self' ([^;]*)/.exec(pageCsp(page(shopper)))?.[1]?.split(' ')
    expect(scriptHashes.sort()).toEqual(expected?.sort())
  })

  it('is not made when a placeholder stands inside some other script, where its form is unknown', () => {
    const html = page({ name: NAME, cartCount: COUNT }).replace('console.log("boot")', `console.log("${NAME}")`)
    expect(templateOf(rendered(html))).toBeNull()
  })

  it('is kept for its content version and time only', () => {
    const pages = new SharedPages(10, 1000, 1024 * 1024)
    pages.set('/products', template as NonNullable<typeof template>, 1, 0)
    expect(pages.get('/products', 1, 999)).toBe(template)
    expect(pages.get('/products', 2, 999)).toBeUndefined()
    pages.set('/products', template as NonNullable<typeof template>, 1, 0)
    expect(pages.get('/products', 1, 1000)).toBeUndefined()
    const off = new SharedPages(10, 0, 1024 * 1024)
    off.set('/products', template as NonNullable<typeof template>, 1, 0)
    expect(off.enabled).toBe(false)
    expect(off.get('/products', 1, 0)).toBeUndefined()
  })
})

describe('a shared page, gzipped', () => {
  it('is made from parts compressed beforehand and unzips to the filled page', () => {
    const big = page({ name: NAME, cartCount: COUNT }).replace('<header>', `<header>${'<p>Lenovo LOQ 15 gaming laptop</p>'.repeat(500)}`)
    const template = templateOf(rendered(big)) as NonNullable<ReturnType<typeof templateOf>>
    const shopper = { name: 'Asha & <Co>', cartCount: 7 }
    const filled = fillTemplate(template, shopper)
    const zipped = filled.gzip()
    expect(gunzipSync(zipped).equals(filled.body)).toBe(true)
    expect(zipped.length).toBeLessThan(filled.body.length / 10)
    // A hole longer than one stored block can hold.
    const long = fillTemplate(template, { name: 'अ'.repeat(30_000), cartCount: 2 })
    expect(gunzipSync(long.gzip()).equals(long.body)).toBe(true)
  })
})
