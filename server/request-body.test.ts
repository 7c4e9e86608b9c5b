import { describe, expect, it } from 'vitest'
import { bodyPolicy, jsonDepth, MAX_BODY_BYTES, mediaTypeOf } from './request-body.ts'

describe('the request body gate', () => {
  it('reads a media type, and none from a garbled header', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json')
    expect(mediaTypeOf('multipart/form-data; boundary=x')).toBe('multipart/form-data')
    expect(mediaTypeOf('x/y;;;=')).toBe('x/y')
    for (const garbled of [undefined, '', 'json', '/json', 'a b/c', ';;;']) expect(mediaTypeOf(garbled)).toBeNull()
  })

  it('counts nesting outside strings, escapes included', () => {
    expect(jsonDepth('1')).toBe(0)
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4)
    expect(jsonDepth('{"a":"[[[[{{{{\\"[[["}')).toBe(1)
    expect(jsonDepth('['.repeat(100_000))).toBe(100_000)
  })

  it('takes forms on pages, multipart only on the picture forms, JSON on the API', () => {
    expect(bodyPolicy('POST', '/contact')).toMatchObject({
      kind: 'page',
      accepts: ['application/x-www-form-urlencoded'],
      maxBytes: MAX_BODY_BYTES,
    })
    for (const path of [
      '/vendor/products/new',
      '/vendor/products/p1/edit',
      '/admin/products/p1/edit.data',
      '/orders/o1/return',
      '/vendor/profile',
    ])
      expect(bodyPolicy('POST', path).accepts).toContain('multipart/form-data')
    expect(bodyPolicy('POST', '/vendor/products/new').maxBytes).toBeGreaterThan(MAX_BODY_BYTES)
    expect(bodyPolicy('PATCH', '/api/v1/cart/items/x')).toMatchObject({ kind: 'api', accepts: ['application/json'], emptyAllowed: true })
    expect(bodyPolicy('POST', '/api/v1/vendor/products').maxBytes).toBeGreaterThan(MAX_BODY_BYTES)
    // A seller's document, one at a time: 5 MB and the fields (base64 over the API), not eight pictures' worth.
    expect(bodyPolicy('POST', '/vendor/profile.data').maxBytes).toBe(6 * 1024 * 1024)
    expect(bodyPolicy('PUT', '/api/v1/vendor/profile/documents/pan_card').maxBytes).toBe(Math.ceil(6 * 1024 * 1024 * 1.4))
    expect(bodyPolicy('POST', '/api/v1/payments/razorpay/webhook')).toMatchObject({ kind: 'webhook', emptyAllowed: false })
    expect(bodyPolicy('POST', '/api/v1/payments/stripe/webhook')).toMatchObject({ kind: 'webhook', accepts: ['application/json'] })
  })
})
