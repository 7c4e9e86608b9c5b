/**
 * A shopper's search text as the full-text indexes read it (decision 014).
 *
 * Words are runs of letters and digits (a decimal like "3.5" stays one word), lower-cased. Every word
 * must match, each as a prefix, so "thinkp" finds ThinkPad. On top of that:
 * - plurals: "laptops" is looked for as laptop*, "batteries" as batteries* or battery*;
 * - sizes: "16GB", "16 GB" and "16 gb" all find both "16GB" and "16 GB" in a product;
 * - at least one word must be found in the name, brand, category or specifications: a word that only
 *   a description mentions (the iMac's "Magic Mouse") does not make the product a match on its own.
 * Quoting each token keeps FTS5 and tsquery syntax out of reach of what the shopper typed.
 */
const WORD = /[\p{L}\p{N}]+(?:\.\p{N}+)*/gu
const MAX_WORDS = 8

export function searchWords(text: string | undefined): string[] {
  if (!text) return []
  return [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS)
}

/** Units a number is written with or without a space before ("16GB", "16 GB"). */
const UNITS = new Set(['gb', 'tb', 'mb', 'hz', 'ghz', 'mhz', 'w', 'wh', 'mah', 'inch', 'in', 'mm', 'kg', 'g', 'fps'])
const NUMBER = /^\d+(?:\.\d+)?$/
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)([a-z]+)$/

/** One required word: any of its alternatives may match; an alternative is a phrase of tokens, the last one a prefix. */
export type SearchTerm = ReadonlyArray<readonly string[]>

/** The English singular of a plural, where a simple rule knows it; the word itself otherwise. */
export function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || /(ss|us|is)$/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2)
  return word.endsWith('s') ? word.slice(0, -1) : word
}

function wordTerm(word: string): SearchTerm {
  const withUnit = NUMBER_WITH_UNIT.exec(word)
  if (withUnit?.[1] && withUnit[2] && UNITS.has(withUnit[2])) return [[word], [withUnit[1], withUnit[2]]]
  const one = singular(word)
  // A prefix match of the singular already finds the plural whenever the singular is its prefix.
  return one === word || word.startsWith(one) ? [[one]] : [[word], [one]]
}

/** The words as required terms: a number followed by a unit ("16 gb") is one term. */
export function searchTerms(words: readonly string[]): SearchTerm[] {
  const terms: SearchTerm[] = []
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string
    const next = words[i + 1]
    if (NUMBER.test(word) && next && UNITS.has(next)) {
      terms.push([[`${word}${next}`], [word, next]])
      i++
    } else {
      terms.push(wordTerm(word))
    }
  }
  return terms
}

const ftsToken = (token: string) => token.replaceAll('"', '')
const ftsPhrase = (phrase: readonly string[]) => `"${phrase.map(ftsToken).join(' ')}"*`
const ftsTerm = (term: SearchTerm) => `(${term.map(ftsPhrase).join(' OR ')})`

/** The columns that can make a product a match on their own: all but the description. */
const FTS_DEFINING_COLUMNS = '{name brand category specs}'

/** FTS5 MATCH expression: every term, and at least one of them outside the description. */
export function fts5Query(words: readonly string[]): string {
  const terms = searchTerms(words)
  // One term: "anywhere, and outside the description" is just "outside the description", and FTS5
  // then reads the term's matches once instead of twice (a broad word matches half the catalogue).
  if (terms.length === 1) return `${FTS_DEFINING_COLUMNS} : ${ftsTerm(terms[0] as SearchTerm)}`
  return `${terms.map(ftsTerm).join(' AND ')} AND ${FTS_DEFINING_COLUMNS} : (${terms.flatMap((t) => t.map(ftsPhrase)).join(' OR ')})`
}

function tsPhrase(phrase: readonly string[], weights = ''): string {
  return phrase
    .map((token, i) => {
      const quoted = `'${token.replaceAll("'", '')}'`
      const suffix = `${i === phrase.length - 1 ? '*' : ''}${weights}`
      return suffix ? `${quoted}:${suffix}` : quoted
    })
    .join(' <-> ')
}

/**
 * PostgreSQL to_tsquery('simple', …) text, the same rule as fts5Query: weights A–C are the name,
 * brand, category and specifications; D is the description (migration 0015).
 */
export function tsQuery(words: readonly string[]): string {
  const { required, defining } = tsQueryParts(words)
  return required ? `${required} & (${defining})` : defining
}

/**
 * The same rule in two parts, for the query's WHERE: `required` (every term, anywhere; null for one
 * term, which `defining` already says) goes to the GIN index, and `defining` (one term outside the
 * description) is checked on the rows it finds. In one tsquery the index scanned each term's entries
 * twice (once per weight set) and the planner misjudged how many rows match.
 */
export function tsQueryParts(words: readonly string[]): { required: string | null; defining: string } {
  const terms = searchTerms(words)
  const defining = terms.flatMap((term) => term.map((p) => tsPhrase(p, 'ABC'))).join(' | ')
  // As in fts5Query: one term outside the description is all it takes.
  if (terms.length === 1) return { required: null, defining }
  return { required: terms.map((term) => `(${term.map((p) => tsPhrase(p)).join(' | ')})`).join(' & '), defining }
}

/** A token PostgreSQL's parser keeps as one lexeme, as typed: letters a–z and digits. */
const PLAIN_TOKEN = /^[a-z0-9]+$/

/**
 * The same rule as a tsquery value for the search table's words (migration 0040), or null where that
 * table cannot answer it: a phrase ("16 gb") needs the positions only `products.search_vector` keeps, and
 * a token that is not plain letters and digits is left to `to_tsquery`'s parser there. Every word is
 * required anywhere; a word marked `#` is one from the name, brand, category or specifications, and one
 * term must be found so. With one term, its marked word says both.
 */
export function searchTableQuery(words: readonly string[]): string | null {
  const terms = searchTerms(words)
  const plain = terms.every((term) => term.every((phrase) => phrase.length === 1 && PLAIN_TOKEN.test(phrase[0] as string)))
  if (terms.length === 0 || !plain) return null
  const tokens = (term: SearchTerm) => term.map((phrase) => phrase[0] as string)
  const defining = terms.flatMap((term) => tokens(term).map((token) => `'#${token}':*`)).join(' | ')
  if (terms.length === 1) return defining
  const required = terms
    .map(
      (term) =>
        `(${tokens(term)
          .map((token) => `'${token}':*`)
          .join(' | ')})`,
    )
    .join(' & ')
  return `${required} & (${defining})`
}
