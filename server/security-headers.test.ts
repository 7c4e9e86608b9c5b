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
})
