import { describe, expect, it } from 'vitest'
import { isWellFormedHost } from './http-handler.ts'

describe('isWellFormedHost', () => {
  it.each(['localhost:3000', '127.0.0.1:3000', 'shop.deccandigital.in', '[::1]:3000', 'Shop.Example.IN', undefined])('takes %j', (host) => {
    expect(isWellFormedHost(host)).toBe(true)
  })

  it.each(['localhost@evil.example', '127.0.0.1:99999', 'evil.example/x', 'a b', '', ':80', 'host:', 'a..b', `${'a'.repeat(64)}.in`])(
    'refuses %j',
    (host) => {
      expect(isWellFormedHost(host)).toBe(false)
    },
  )
})
