import type { EntryContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The renderer is replaced by one that finishes at once: what is under test is what handleRequest
// leaves behind after a render, not React.
vi.mock('react-dom/server', () => ({
  renderToPipeableStream: (_element: unknown, options: { onAllReady(): void }) => {
    queueMicrotask(() => options.onAllReady())
    return { pipe: (stream: NodeJS.WritableStream) => stream.end('<!DOCTYPE html><html></html>'), abort: vi.fn() }
  },
}))

describe('the server entry', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('leaves no timer behind once a page has rendered, so nothing keeps the finished render alive', async () => {
    vi.useFakeTimers()
    const { default: handleRequest } = await import('./entry.server.tsx')
    const response = await handleRequest(new Request('http://localhost/products'), 200, new Headers(), {} as EntryContext)
    expect(await response.text()).toContain('<html>')
    expect(vi.getTimerCount()).toBe(0)
  })
})
