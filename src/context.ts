import type { Logger } from 'pino'
import type { Database, DialectName } from '#db/database.ts'

/**
 * What every service call receives first: the database (or the open transaction) and a logger.
 * Pages and the JSON API build the same context, so both run the same rules.
 * Later business areas add the acting user here.
 */
export interface ServiceContext {
  db: Database
  dialect: DialectName
  log: Logger
}
