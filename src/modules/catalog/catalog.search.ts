/**
 * A shopper's search text as the full-text indexes read it. Words are runs of letters and digits
 * (a decimal like "3.5" stays one word), lower-cased; each is matched as a prefix, so "thinkp" finds
 * ThinkPad, and every word must match. Quoting each word keeps FTS5 and tsquery syntax out of
 * reach of what the shopper typed.
 */
const WORD = /[\p{L}\p{N}]+(?:\.\p{N}+)*/gu
const MAX_WORDS = 8

export function searchWords(text: string | undefined): string[] {
  if (!text) return []
  return [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS)
}

/** FTS5 MATCH expression: `"word"*` for each word; FTS5 joins them with AND. */
export function fts5Query(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ')
}

/** PostgreSQL to_tsquery('simple', …) text: each word as a prefix, all of them required. */
export function tsQuery(words: readonly string[]): string {
  return words.map((word) => `'${word}':*`).join(' & ')
}
