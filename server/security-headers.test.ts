import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { pageCsp } from './security-headers.ts'

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('pageCsp', () => {
  it("allows exactly the page's inline scripts, by hash", () => {
    const html = '<script>window.a=1</script><script type="module">import "/x.js"</script><script src="/assets/y.js"></script>'
    const csp = pageCsp(html)
    expect(csp).toContain(`script-src 'self' ${hash('window.a=1')} ${hash('import "/x.js"')};`)
    expect(csp).not.toContain("unsafe-inline'; script")
  })

  it('leaves JSON data blocks out and forbids framing', () => {
    const csp = pageCsp('<script type="application/ld+json">{"@type":"Product"}</script>')
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it('allows Razorpay and Stripe.js only when each is configured, and a stand-in for Stripe by its one origin', () => {
    const bare = pageCsp('')
    expect(bare).not.toMatch(/stripe|razorpay|frame-src/)
    expect(bare).toContain("connect-src 'self';")
    const stripe = pageCsp('', { stripeJs: 'https://js.stripe.com/v3' })
    expect(stripe).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;")
    expect(stripe).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;')
    expect(stripe).toContain("connect-src 'self' https://api.stripe.com;")
    const both = pageCsp('', { razorpay: true, stripeJs: 'http://127.0.0.1:4242/v3' })
    expect(both).toContain("script-src 'self' https://checkout.razorpay.com http://127.0.0.1:4242;")
    expect(both).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com http://127.0.0.1:4242;')
    expect(both).toContain("connect-src 'self' http://127.0.0.1:4242;")
  })
})
