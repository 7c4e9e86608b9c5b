// npm run restore -- FILE
// Puts a backup made by `npm run backup` back into a stopped shop (db/backup.ts): the database that was
// there is kept aside, never deleted. Same settings as the server (DATA_DIR, UPLOADS_DIR).
import { parseArgs } from 'node:util'
import { BackupError, restoreBackup } from '#db/backup.ts'
import { ConfigError, loadStorage } from '#src/config.ts'
import { countOf } from '#src/lib/plural.ts'

const { positionals } = parseArgs({ allowPositionals: true })

try {
  const file = positionals[0]
  if (!file || positionals.length > 1) throw new BackupError('Name one backup file: npm run restore -- FILE')
  const restored = restoreBackup(loadStorage(), file)
  console.log(`Restored ${file} (${countOf(restored.files, 'file')} beside the database).`)
  if (restored.keptAside) console.log(`The database that was there is kept at ${restored.keptAside}.`)
  console.log('Start the shop: it migrates the restored database if it is from an older version.')
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
