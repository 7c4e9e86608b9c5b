import { describe, expect, it } from 'vitest'
import { containsPattern, pageCount, pageWindow } from './query-pieces.ts'

describe('shared query pieces', () => {
  it('makes a LIKE pattern in which %, _ and \\ match only themselves', () => {
    expect(containsPattern('RTX')).toBe('%rtx%')
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%')
  })

  it('turns a page number into rows to skip and take, reading a bad page as the nearest valid one', () => {
    expect(pageWindow(1, 24)).toEqual({ page: 1, limit: 24, offset: 0 })
    expect(pageWindow(3, 25)).toEqual({ page: 3, limit: 25, offset: 50 })
    expect(pageWindow(0, 24)).toEqual({ page: 1, limit: 24, offset: 0 })
    expect(pageWindow(2.7, 24)).toEqual({ page: 2, limit: 24, offset: 24 })
  })

  it('counts pages, with one (empty) page for no rows', () => {
    expect(pageCount(0, 24)).toBe(1)
    expect(pageCount(24, 24)).toBe(1)
    expect(pageCount(25, 24)).toBe(2)
  })
})
