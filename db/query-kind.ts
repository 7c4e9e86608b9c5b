import type { CompiledQuery } from 'kysely'

/** What a query does, the one label database time is counted under: never its SQL, whose values vary. */
export type QueryKind = 'select' | 'insert' | 'update' | 'delete' | 'other'

const BY_NODE: Record<string, QueryKind> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
}

/** A built query's kind from its tree; raw SQL's (`sql\`…\``) from its first word; anything else (PRAGMA, a CTE) is `other`. */
export function queryKind(query: CompiledQuery): QueryKind {
  const byNode = BY_NODE[query.query.kind]
  if (byNode) return byNode
  const word = /^\s*(select|insert|update|delete)\b/i.exec(query.sql)?.[1]
  return word ? (word.toLowerCase() as QueryKind) : 'other'
}
