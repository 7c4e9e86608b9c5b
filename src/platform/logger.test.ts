import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.ts'

/** A destination that keeps what was written to it. */
function sink() {
  let text = ''
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk)
      done()
    },
  })
  return { stream, text: () => text }
}

describe('the logger', () => {
  it('writes JSON lines unless asked to be readable, with secrets left out', () => {
    const out = sink()
    createLogger('info', { destination: out.stream }).info({ user: { password: 'hunter2' }, orderId: 'o1' }, 'order placed')
    const entry = JSON.parse(out.text().trim())
    expect(entry).toMatchObject({ level: 30, msg: 'order placed', orderId: 'o1', service: 'deccan-digital' })
    expect(out.text()).not.toContain('hunter2')
  })

  it('writes one readable line per entry in development, with its fields below it and secrets still left out', () => {
    const out = sink()
    createLogger('info', { pretty: true, destination: out.stream }).warn({ user: { password: 'hunter2' }, orderId: 'o1' }, 'order placed')
    const text = out.text()
    expect(() => JSON.parse(text)).toThrow()
    expect(text).toMatch(/WARN.*order placed/)
    expect(text).toMatch(/orderId: "o1"/)
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('deccan-digital')
  })
})
