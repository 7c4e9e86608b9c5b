import { describe, expect, it } from 'vitest'
import { fts5Query, searchWords, tsQuery } from './catalog.search.ts'

describe('search words', () => {
  it('splits on anything but letters and digits, lower-cases, and drops repeats', () => {
    expect(searchWords('ThinkPad  X1-Carbon, thinkpad')).toEqual(['thinkpad', 'x1', 'carbon'])
    expect(searchWords('i5-13420H 3.5GHz Wi-Fi')).toEqual(['i5', '13420h', '3.5', 'ghz', 'wi', 'fi'])
    expect(searchWords('Café ノート')).toEqual(['café', 'ノート'])
  })

  it('has no words for punctuation alone or nothing', () => {
    expect(searchWords('% _ "')).toEqual([])
    expect(searchWords(undefined)).toEqual([])
  })

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
  })

  it('writes each word as a quoted prefix, so nothing typed is read as query syntax', () => {
    const words = searchWords('rtx" OR 4070* NOT:')
    expect(fts5Query(words)).toBe('"rtx"* "or"* "4070"* "not"*')
    expect(tsQuery(words)).toBe("'rtx':* & 'or':* & '4070':* & 'not':*")
  })
})
