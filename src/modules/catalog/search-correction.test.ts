import { describe, expect, it } from 'vitest'
import { correctWords, editDistance } from './search-correction.ts'

const vocabulary = {
  terms: [
    { term: 'vivobook', docs: 3 },
    { term: 'thinkpad', docs: 2 },
    { term: 'gaming', docs: 9 },
    { term: 'laptop', docs: 12 },
    { term: 'lapdog', docs: 1 },
  ],
}

describe('edit distance', () => {
  it('counts an added, dropped or changed letter, and two swapped letters, as one edit', () => {
    expect(editDistance('vivobok', 'vivobook', 2)).toBe(1)
    expect(editDistance('thinkpda', 'thinkpad', 2)).toBe(1)
    expect(editDistance('gamng', 'gaming', 2)).toBe(1)
    expect(editDistance('laptip', 'laptop', 2)).toBe(1)
    expect(editDistance('lptp', 'laptop', 2)).toBe(2)
    expect(editDistance('desktop', 'laptop', 2)).toBe(3) // stops counting past the limit
  })
})

describe('typo correction', () => {
  it('corrects an unknown long word to the known word one edit away that most products use', () => {
    expect(correctWords(['vivobok'], vocabulary, 1)).toEqual(['vivobook'])
    expect(correctWords(['asus', 'vivobok'], vocabulary, 1)).toEqual(['asus', 'vivobook'])
    // laptip is one edit from laptop (12 products) and two from lapdog: laptop wins.
    expect(correctWords(['laptip'], vocabulary, 2)).toEqual(['laptop'])
  })

  it('leaves known words, the beginnings of known words and short words as typed', () => {
    expect(correctWords(['thinkp'], vocabulary, 1)).toBeNull()
    expect(correctWords(['gaming'], vocabulary, 1)).toBeNull()
    expect(correctWords(['mose'], vocabulary, 2)).toBeNull()
  })

  it('offers two edits only when asked for', () => {
    expect(correctWords(['vivbok'], vocabulary, 1)).toBeNull()
    expect(correctWords(['vivbok'], vocabulary, 2)).toEqual(['vivobook'])
  })
})
