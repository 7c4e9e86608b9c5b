import type { Database } from '#db/database.ts'
import * as repo from './outbox.repository.ts'

/** Every email the shop wrote, newest first (the admin module checks who asks). */
export const listOutbox = (db: Database, options: { limit: number; offset: number }) => repo.findOutbox(db, options)
