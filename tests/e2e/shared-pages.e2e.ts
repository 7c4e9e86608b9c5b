import { describe, expect, inject, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { PASSWORD, registerCustomer, uniqueEmail } from './accounts-fixtures.ts'
import { hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'

// A shopper's catalogue pages are one page shoppers share, with each one's name and cart count filled
// in (decision 045): each must get exactly their own, in the HTML and in the data React hydrates from.

const { newPage } = setupBrowser()
const baseURL = inject('baseURL')
const product = seedProducts.find((p) => p.stock >= 20)
if (!product) throw new Error('the seed needs a well-stocked product')

async function shopper(name: string, items: number): Promise<string> {
  const signUp = await fetch(`${baseURL}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: uniqueEmail('sharer'), password: PASSWORD, confirmPassword: PASSWORD }),
  })
  expect(signUp.status).toBe(201)
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const id = queryServerDb<{ id: string }>('select id from products where slug = ?', product?.slug)[0]?.id
  const added = await fetch(`${baseURL}/api/v1/cart/items`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: id, quantity: items }),
  })
  expect(added.ok).toBe(true)
  return cookie
}

const pageFor = async (cookie: string, path: string) => {
  const response = await fetch(`${baseURL}${path}`, { headers: { cookie } })
  return {
    html: await response.text(),
    sharing: response.headers.get('x-shared-page'),
    csp: response.headers.get('content-security-policy'),
  }
}

describe('pages shoppers share', () => {
  it('give each shopper their own name and cart count, and nobody else’s', async () => {
    const asha = await shopper(`Asha O'Brien & "Sons" <b>`, 2)
    const ravi = await shopper('Ravi Deshmukh', 3)
    for (const path of ['/products', `/products/${product.slug}`, '/search?q=dell', '/']) {
      // Other test files change products meanwhile, which retires a shared page: asked a few times,
      // the second shopper gets the page the first one's request left.
      let second = await pageFor(ravi, path)
      for (let attempt = 0; attempt < 10 && second.sharing !== 'hit'; attempt++) {
        await pageFor(asha, path)
        second = await pageFor(ravi, path)
      }
      expect(second.sharing, path).toBe('hit')
      expect(second.html).toContain('Cart, 3 items')
      expect(second.html).toContain('Ravi Deshmukh')
      expect(second.html).not.toContain('Asha')
      expect(second.html).not.toContain('dd-shared-page')
      const first = await pageFor(asha, path)
      expect(first.html).toContain('Cart, 2 items')
      expect(first.html).toContain('Asha O&#x27;Brien &amp; &quot;Sons&quot; &lt;b&gt;')
      expect(first.html).not.toContain('Ravi')
      // Each page's CSP names its own hydration script, which carries the shopper's own data.
      expect(first.csp).not.toBe(second.csp)
    }
    // The data a page revalidates with is the shopper's own, never a shared page's placeholders.
    const data = await (await fetch(`${baseURL}/products/${product.slug}.data`, { headers: { cookie: asha } })).text()
    expect(data).toContain('Asha')
    expect(data).not.toMatch(/dd-shared-page|271828/)
  })

  it('render a seller’s storefront for them alone: their menu is their own', async () => {
    const cookie = await shopper('Meera Traders', 1)
    const token = decodeURIComponent(/deccan\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]
    const id = queryServerDb<{ id: string }>('select user_id as id from sessions where token = ?', token)[0]?.id
    writeServerDb("update users set role = 'vendor' where id = ?", id)
    const page = await pageFor(cookie, '/products')
    expect(page.sharing).toBeNull()
    expect(page.html).toContain('Meera Traders')
  })

  it('hydrate in the browser with the shopper’s own header, which then follows their cart', async () => {
    const page = await newPage({ viewport: PHONE })
    const name = `Zoë "Z" D'Souza & <Co>`
    await registerCustomer(page, name)
    for (const visit of [1, 2]) {
      await page.goto(`/products/${product.slug}`)
      await hydrated(page)
      await page.getByRole('link', { name: `Cart, ${visit - 1} ${visit === 2 ? 'item' : 'items'}` }).waitFor()
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
      await page.getByRole('link', { name: `Cart, ${visit} ${visit === 1 ? 'item' : 'items'}` }).waitFor()
    }
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('button', { name }).click()
    await page.getByText(name, { exact: true }).last().waitFor()
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()
    // A page whose HTML and hydration data disagreed would show React's hydration error here.
    expect(jsErrors(page)).toEqual([])
  })
})
