import { beforeAll, describe, expect, it } from 'vitest'
import { cartCookieHeader } from '#src/api/cookies.ts'
import * as accounts from '#src/modules/accounts/index.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { cookieFrom, testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { buyNowSelection } from './buy-now.service.ts'
import {
  addToCart,
  CART_COOKIE,
  cartItemCount,
  clearCart,
  getCart,
  mergeGuestCart,
  removeFromCart,
  setCartQuantity,
} from './cart.service.ts'

describe.each(TEST_DIALECTS)('cart on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let laptop: string
  let desktop: string
  let scarce: string
  let hidden: string

  beforeAll(async () => {
    await insertVendor(shop.database.db)
    laptop = (await insertProduct(shop.database.db, { name: 'Cart Laptop', price: 100_000, discountPrice: 90_000, stock: 10 })).id
    desktop = (await insertProduct(shop.database.db, { name: 'Cart Desktop', price: 50_000, stock: 5 })).id
    scarce = (await insertProduct(shop.database.db, { name: 'Last One', price: 20_000, stock: 1 })).id
    hidden = (await insertProduct(shop.database.db, { name: 'Withdrawn', price: 1_000, stock: 5 })).id
  })

  /** A visitor: the first add gives them a cart cookie, which later requests carry. */
  async function visitor() {
    const first = await addToCart(testContext(shop.services), laptop, '1')
    if (!first.ok) throw new Error(first.message)
    const cartId = first.cartCookie && first.cartCookie !== 'clear' ? first.cartCookie.set : null
    // The header the HTTP layer writes for it.
    const [cookie = ''] = cartCookieHeader(first.cartCookie, false)
    return { ctx: testContext(shop.services, { cartId }), cookie }
  }

  it('prices lines from the database (discount price), with 18% GST on the subtotal', async () => {
    const { ctx, cookie } = await visitor()
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Max-Age=2592000/)
    const outcome = await addToCart(ctx, desktop, '2')
    expect(outcome.ok).toBe(true)
    const cart = await getCart(ctx)
    expect(cart.lines.map((l) => [l.name, l.unitPricePaise, l.quantity, l.lineTotalPaise])).toEqual([
      ['Cart Laptop', 9_000_000, 1, 9_000_000],
      ['Cart Desktop', 5_000_000, 2, 10_000_000],
    ])
    expect(cart).toMatchObject({ itemCount: 3, subtotalPaise: 19_000_000, taxPaise: 3_420_000, totalPaise: 22_420_000 })
  })

  it('says what the struck-through M.R.P.s save, both with GST (decision 041)', async () => {
    const { ctx } = await visitor()
    await addToCart(ctx, laptop, '1')
    await addToCart(ctx, desktop, '1')
    // Two laptops at ₹90,000 instead of ₹1,00,000 before GST; the desktop has no discount. At M.R.P. the
    // cart would be ₹2,50,000 + 18% = ₹2,95,000; it is ₹2,30,000 + 18% = ₹2,71,400.
    expect((await getCart(ctx)).savingsPaise).toBe(2_360_000)
  })

  it('buy now prices the one product alone, at the quantity chosen, and leaves the cart as it is', async () => {
    const { ctx } = await visitor()
    const chosen = await buyNowSelection(ctx, desktop, '2')
    expect(chosen).toMatchObject({ ok: true, productId: desktop, quantity: 2 })
    if (!chosen.ok) return
    expect(chosen.cart.lines.map((l) => [l.name, l.unitPricePaise, l.quantity])).toEqual([['Cart Desktop', 5_000_000, 2]])
    expect(chosen.cart).toMatchObject({ itemCount: 2, subtotalPaise: 10_000_000, taxPaise: 1_800_000, totalPaise: 11_800_000 })
    // The cart still holds only what the visitor put in it.
    expect((await getCart(ctx)).lines.map((l) => [l.name, l.quantity])).toEqual([['Cart Laptop', 1]])
    expect(await buyNowSelection(ctx, scarce, '2')).toMatchObject({ ok: false, code: 'sold_out', message: 'Only 1 of Last One in stock.' })
    expect(await buyNowSelection(ctx, desktop, '0')).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await buyNowSelection(ctx, desktop, '1.5')).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await buyNowSelection(ctx, 'no-such-product', '1')).toMatchObject({ ok: false, code: 'not_found' })
  })

  it('adds to an existing line, and refuses a total above the stock without changing the cart', async () => {
    const { ctx } = await visitor()
    expect((await addToCart(ctx, laptop, '4')).ok).toBe(true)
    const refused = await addToCart(ctx, laptop, '6')
    expect(refused).toMatchObject({ ok: false, code: 'sold_out', message: 'Only 10 of Cart Laptop in stock, and 5 already in your cart.' })
    expect((await getCart(ctx)).lines[0]?.quantity).toBe(5)
  })

  it("a refused first add makes no cart: a visitor gets no cookie, a user's cart stays absent", async () => {
    const carts = async () => (await shop.database.db.selectFrom('carts').select('id').execute()).length
    const before = await carts()
    const aboveStock = await addToCart(testContext(shop.services), scarce, '2')
    expect(aboveStock).toMatchObject({ ok: false, code: 'sold_out', message: 'Only 1 of Last One in stock.' })
    expect(aboveStock).not.toHaveProperty('cartCookie')
    expect(await addToCart(testContext(shop.services), 'no-such-product', '1')).toMatchObject({ ok: false, code: 'not_found' })
    const registered = await accounts.register(
      testContext(shop.services),
      { name: 'No Cart', email: 'no-cart@example.in', password: 'no-cart-pass', confirmPassword: 'no-cart-pass' },
      'customer',
    )
    if (!registered.ok) throw new Error('sign-up failed')
    const user = testContext(shop.services, { actor: registered.actor })
    expect(await addToCart(user, scarce, '3')).toMatchObject({ ok: false, code: 'sold_out' })
    expect(await carts()).toBe(before)
  })

  it('keeps when a cart last changed to the hour: an add writes it only when it is older', async () => {
    const { ctx } = await visitor()
    const cartId = ctx.cartId ?? ''
    const changedAt = async () =>
      (await shop.database.db.selectFrom('carts').select('updatedAt').where('id', '=', cartId).executeTakeFirstOrThrow()).updatedAt
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    await shop.database.db
      .updateTable('carts')
      .set({ updatedAt: minutesAgo(10) })
      .where('id', '=', cartId)
      .execute()
    const recent = await changedAt()
    await addToCart(ctx, desktop, '1')
    expect(await changedAt()).toBe(recent)
    await shop.database.db
      .updateTable('carts')
      .set({ updatedAt: minutesAgo(61) })
      .where('id', '=', cartId)
      .execute()
    await addToCart(ctx, desktop, '1')
    expect(Date.now() - Date.parse(String(await changedAt()))).toBeLessThan(60_000)
  })

  it.each([
    ['-1', 'form'],
    ['0', 'form'],
    ['1.5', 'form'],
    ['1e9', 'form'],
    ['abc', 'form'],
    [-1, 'json'],
    [0, 'json'],
    [1.5, 'json'],
    [1e9, 'json'],
    ['2', 'json'],
  ] as const)('refuses to add a quantity of %o (%s)', async (quantity, from) => {
    const { ctx } = await visitor()
    const outcome = await addToCart(ctx, desktop, quantity, from)
    expect(outcome).toMatchObject({ ok: false, code: 'invalid_input' })
    expect((await getCart(ctx)).lines.map((l) => l.name)).toEqual(['Cart Laptop'])
  })

  it('caps a quantity set in the cart at the stock, and removes a line set to 0 or less', async () => {
    const { ctx } = await visitor()
    await addToCart(ctx, desktop, '1')
    expect((await setCartQuantity(ctx, desktop, '99')).ok).toBe(true)
    expect((await getCart(ctx)).lines.find((l) => l.productId === desktop)?.quantity).toBe(5)
    await setCartQuantity(ctx, desktop, -3, 'json')
    expect((await getCart(ctx)).lines.map((l) => l.name)).toEqual(['Cart Laptop'])
    await removeFromCart(ctx, laptop)
    expect((await getCart(ctx)).itemCount).toBe(0)
  })

  it('drops lines whose product is withdrawn', async () => {
    const { ctx } = await visitor()
    await addToCart(ctx, hidden, '1')
    await shop.database.db.updateTable('products').set({ isPublished: 0 }).where('id', '=', hidden).execute()
    expect((await getCart(ctx)).lines.map((l) => l.name)).toEqual(['Cart Laptop'])
    expect(await addToCart(ctx, hidden, '1')).toMatchObject({ ok: false, code: 'not_found' })
  })

  it("counts the header's items as the cart does: quantities of the lines still on sale", async () => {
    const withdrawn = (await insertProduct(shop.database.db, { name: 'Soon Withdrawn', price: 2_000, stock: 5 })).id
    const { ctx } = await visitor()
    await addToCart(ctx, desktop, '3')
    await addToCart(ctx, withdrawn, '2')
    expect(await cartItemCount(ctx)).toBe(6)
    expect((await getCart(ctx)).itemCount).toBe(6)
    await shop.database.db.updateTable('products').set({ isPublished: 0 }).where('id', '=', withdrawn).execute()
    expect(await cartItemCount(ctx)).toBe(4)
    expect((await getCart(ctx)).itemCount).toBe(4)
    expect(await cartItemCount(testContext(shop.services))).toBe(0)
  })

  it('Clear All deletes the stored cart', async () => {
    const { ctx } = await visitor()
    const cleared = await clearCart(ctx)
    expect(cleared.ok && cleared.cartCookie).toBe('clear')
    expect(
      await shop.database.db
        .selectFrom('carts')
        .select('id')
        .where('id', '=', ctx.cartId ?? '')
        .execute(),
    ).toEqual([])
  })

  it("another visitor's cart id in a cookie it did not get is just another cart", async () => {
    const a = await visitor()
    const b = await visitor()
    await addToCart(b.ctx, desktop, '1')
    expect((await getCart(a.ctx)).lines.map((l) => l.name)).toEqual(['Cart Laptop'])
  })

  it("merges the visitor's cart into the user's at sign-in, capped at stock", async () => {
    await accounts.register(
      testContext(shop.services),
      { name: 'Merge', email: 'merge@example.in', password: 'merge-pass', confirmPassword: 'merge-pass' },
      'customer',
    )
    const signedIn = await accounts.signIn(testContext(shop.services), { email: 'merge@example.in', password: 'merge-pass' })
    if (!signedIn.ok) throw new Error('sign-in failed')
    const user = testContext(shop.services, { actor: signedIn.actor, cookie: cookieFrom(signedIn.setCookies) })
    await addToCart(user, scarce, '1')
    await addToCart(user, laptop, '2')

    const guest = await visitor() // 1 laptop
    await addToCart(guest.ctx, scarce, '1')
    const again = await accounts.signIn(testContext(shop.services, { cartId: guest.ctx.cartId }), {
      email: 'merge@example.in',
      password: 'merge-pass',
    })
    expect(again.ok && again.cartCookie).toBe('clear')
    const cart = await getCart(user)
    expect(cart.lines.map((l) => [l.name, l.quantity]).sort()).toEqual([
      ['Cart Laptop', 3],
      ['Last One', 1],
    ])
    const cleared = await mergeGuestCart(testContext(shop.services, { cartId: guest.ctx.cartId }), signedIn.actor.id)
    expect(cleared).toBe('clear')
    expect(cartCookieHeader(cleared, true)).toEqual([expect.stringMatching(new RegExp(`^${CART_COOKIE}=; .*Max-Age=0; Secure$`))])
  })
})
