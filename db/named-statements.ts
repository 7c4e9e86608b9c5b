/**
 * The SQL texts PostgreSQL keeps prepared, by name, on each connection that runs them.
 *
 * Unnamed, every run of a query is parsed and planned again: for the listing's filtered page and its
 * count, 0.8 ms of their 3.5 ms on the database (decision 051). Named, a connection parses a text once,
 * and after five runs PostgreSQL plans it once if a generic plan costs no more than planning each time.
 * Only the queries `prepared()` builds are named: their text is fixed and their values are parameters,
 * so the texts are few. A search's text changes with its words and stays unnamed.
 */
const names = new Map<string, string>()

/** More texts than the shop makes: past this, new ones run unnamed rather than grow every connection. */
const NAMED_MAX = 2_000

export function keepPrepared(sql: string): void {
  if (names.size < NAMED_MAX && !names.has(sql)) names.set(sql, `deccan_${names.size + 1}`)
}

/** The name a text is prepared under, if it is one of those kept. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql)
}
