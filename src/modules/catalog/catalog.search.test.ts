import { describe, expect, it } from 'vitest'
import { fts5Query, searchTableQuery, searchTerms, searchWords, singular, tsQuery, tsQueryParts } from './catalog.search.ts'

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
    expect(fts5Query(words)).toBe(
      '("rtx"*) AND ("or"*) AND ("4070"*) AND ("not"*) AND {name brand category specs} : ("rtx"* OR "or"* OR "4070"* OR "not"*)',
    )
    expect(tsQuery(words)).toBe("('rtx':*) & ('or':*) & ('4070':*) & ('not':*) & ('rtx':*ABC | 'or':*ABC | '4070':*ABC | 'not':*ABC)")
    // For PostgreSQL's WHERE: the index finds every term; one outside the description is checked on the rows.
    expect(tsQueryParts(words)).toEqual({
      required: "('rtx':*) & ('or':*) & ('4070':*) & ('not':*)",
      defining: "'rtx':*ABC | 'or':*ABC | '4070':*ABC | 'not':*ABC",
    })
    expect(tsQueryParts(['gaming'])).toEqual({ required: null, defining: "'gaming':*ABC" })
  })
})

describe('search terms', () => {
  it('looks for the singular of a plural', () => {
    expect(['laptops', 'desktops', 'batteries', 'switches', 'glass', 'gaming', 'bus'].map(singular)).toEqual([
      'laptop',
      'desktop',
      'battery',
      'switch',
      'glass',
      'gaming',
      'bus',
    ])
    expect(searchTerms(['gaming', 'laptops'])).toEqual([[['gaming']], [['laptop']]])
    // "battery" is no prefix of "batteries": both are looked for.
    expect(searchTerms(['batteries'])).toEqual([[['batteries'], ['battery']]])
  })

  it('reads a size with or without a space the same way', () => {
    expect(searchTerms(['16gb'])).toEqual([[['16gb'], ['16', 'gb']]])
    expect(searchTerms(['16', 'gb', 'ram'])).toEqual([[['16gb'], ['16', 'gb']], [['ram']]])
    expect(searchTerms(['rtx', '4060'])).toEqual([[['rtx']], [['4060']]])
    // One term needs to be found outside the description only: the query says so once.
    expect(fts5Query(['16', 'gb'])).toBe('{name brand category specs} : ("16gb"* OR "16 gb"*)')
    expect(tsQuery(['16gb'])).toBe("'16gb':*ABC | '16':ABC <-> 'gb':*ABC")
    expect(fts5Query(['16gb', 'ram'])).toBe(
      '("16gb"* OR "16 gb"*) AND ("ram"*) AND {name brand category specs} : ("16gb"* OR "16 gb"* OR "ram"*)',
    )
  })
})

describe("PostgreSQL's search table query", () => {
  it('requires every word anywhere and one of them marked as outside the description', () => {
    expect(searchTableQuery(['thinkpad', 'x1'])).toBe("('thinkpad':*) & ('x1':*) & ('#thinkpad':* | '#x1':*)")
    expect(searchTableQuery(['gaming'])).toBe("'#gaming':*")
    // A plural is looked for as written or as its singular.
    expect(searchTableQuery(['batteries', 'dell'])).toBe(
      "('batteries':* | 'battery':*) & ('dell':*) & ('#batteries':* | '#battery':* | '#dell':*)",
    )
  })

  it('leaves to the products table what it cannot answer: phrases, and tokens that are not plain letters and digits', () => {
    expect(searchTableQuery(['16', 'gb'])).toBeNull()
    expect(searchTableQuery(['16gb'])).toBeNull()
    expect(searchTableQuery(['3.5', 'ghz'])).toBeNull()
    expect(searchTableQuery(['café'])).toBeNull()
    expect(searchTableQuery([])).toBeNull()
  })
})
