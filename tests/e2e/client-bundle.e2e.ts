import { describe, expect, inject, it } from 'vitest'
import { clientJsBytes, serverCodeInClientBuild } from '#scripts/client-js.ts'

// Decision 011: the shop's busiest pages stay within a JavaScript budget, and no server code ships.
const BUDGET_BYTES = 130 * 1024

describe('client build', () => {
  it('holds no server-only code in any chunk', () => {
    expect(serverCodeInClientBuild('build/client')).toEqual([])
  })

  it.each(['/', '/products', '/products/razer-blade-16'])('keeps %s within 130 KB of gzipped JavaScript', async (page) => {
    const { files, gzipBytes } = await clientJsBytes(inject('baseURL'), page)
    expect(files).toBeGreaterThan(0)
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES)
  })
})
