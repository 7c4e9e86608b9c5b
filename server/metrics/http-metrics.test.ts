import { describe, expect, it } from 'vitest'
import { tokenCheck } from './http-metrics.ts'

describe('the metrics token', () => {
  const isToken = tokenCheck('0123456789abcdef0123456789abcdef')

  it.each([
    ['Bearer 0123456789abcdef0123456789abcdef', true],
    ['bearer 0123456789abcdef0123456789abcdef', true],
    ['Bearer 0123456789abcdef0123456789abcdeF', false],
    ['Bearer 0123456789abcdef0123456789abcdef0', false],
    ['Bearer 0123456789abcdef', false],
    ['Basic MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=', false],
    ['0123456789abcdef0123456789abcdef', false],
    ['Bearer ', false],
    [undefined, false],
  ])('%s → %s', (authorization, accepted) => {
    expect(isToken(authorization)).toBe(accepted)
  })
})
