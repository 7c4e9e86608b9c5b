// npm run backup [-- --dir backups --keep 7]
// A consistent copy of the embedded SQLite shop while it serves, with its pictures and documents, checked
// and named by time; the last N are kept (db/backup.ts). Same settings as the server (DATA_DIR, UPLOADS_DIR).
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, makeBackup } from '#db/backup.ts'
import { ConfigError, loadStorage } from '#src/config.ts'
import { countOf } from '#src/lib/plural.ts'

const { values } = parseArgs({ options: { dir: { type: 'string' }, keep: { type: 'string' } } })

try {
  const storage = loadStorage()
  const dir = path.resolve(values.dir ?? process.env.BACKUP_DIR ?? path.join(storage.dataDir, 'backups'))
  const keep = Number(values.keep ?? process.env.BACKUP_KEEP ?? 7)
  const started = Date.now()
  const made = await makeBackup(storage, { dir, keep })
  const megabytes = (made.bytes / 1024 / 1024).toFixed(1)
  console.log(
    `Backed up to ${made.file} (${megabytes} MB, ${countOf(made.files, 'file')} beside the database) in ${Date.now() - started} ms; it passed its integrity check.`,
  )
  for (const removed of made.removed) console.log(`Removed ${removed}: the last ${keep} backups are kept.`)
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
