/**
 * Typo tolerance for search (decision 014): a word of five letters or more that the index does not
 * know is replaced by the known word one edit away (a letter added, dropped, changed or two swapped)
 * that the most products use. Two edits away is only offered as "Did you mean".
 */
export const MIN_CORRECTED_LENGTH = 5

export interface Vocabulary {
  /** Every known term, for the "is this word the start of a known one" check. */
  terms: ReadonlyArray<{ term: string; docs: number }>
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length] as number
}

function closest(word: string, vocabulary: Vocabulary, maxEdits: number): string | null {
  let best: { term: string; docs: number; edits: number } | null = null
  for (const { term, docs } of vocabulary.terms) {
    const edits = editDistance(word, term, maxEdits)
    if (edits === 0 || edits > maxEdits) continue
    if (!best || edits < best.edits || (edits === best.edits && docs > best.docs)) best = { term, docs, edits }
  }
  return best?.term ?? null
}

/**
 * The search with each unknown long word replaced by its closest known word within `maxEdits`, or
 * null when nothing would change. Words the index knows (or that begin a known word) stay as typed.
 */
export function correctWords(words: readonly string[], vocabulary: Vocabulary, maxEdits: 1 | 2): string[] | null {
  let changed = false
  const corrected = words.map((word) => {
    if (word.length < MIN_CORRECTED_LENGTH || !/\p{L}/u.test(word)) return word
    if (vocabulary.terms.some(({ term }) => term.startsWith(word))) return word
    const replacement = closest(word, vocabulary, maxEdits)
    if (!replacement) return word
    changed = true
    return replacement
  })
  return changed ? corrected : null
}
