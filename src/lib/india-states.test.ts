import { describe, expect, it } from 'vitest'
import { INDIA_STATES, INDIA_STATES_BY_NAME, SELLER_STATE_CODE, stateByCode } from './india-states.ts'

describe('India states and union territories', () => {
  it('lists the 28 states and 8 union territories once each, by GST code', () => {
    expect(INDIA_STATES).toHaveLength(36)
    expect(new Set(INDIA_STATES.map((s) => s.code)).size).toBe(36)
    expect(new Set(INDIA_STATES.map((s) => s.name)).size).toBe(36)
  })

  it('finds a state by its GST code', () => {
    expect(stateByCode('27')?.name).toBe('Maharashtra')
    expect(stateByCode('29')?.name).toBe('Karnataka')
    expect(stateByCode('25')).toBeUndefined()
    expect(stateByCode(SELLER_STATE_CODE)?.name).toBe('Maharashtra')
  })

  it('lists them A–Z by name for a person to pick from, the same 36', () => {
    const names = INDIA_STATES_BY_NAME.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')))
    expect(names.at(-1)).toBe('West Bengal')
    expect(new Set(INDIA_STATES_BY_NAME)).toEqual(new Set(INDIA_STATES))
  })
})
