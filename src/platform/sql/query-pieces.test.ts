import { describe, expect, it } from 'vitest'
import { containsPattern } from './query-pieces.ts'

describe('shared query pieces', () => {
  it('makes a LIKE pattern in which %, _ and \\ match only themselves', () => {
    expect(containsPattern('RTX')).toBe('%rtx%')
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%')
  })
})
