import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * Backups of the embedded SQLite shop (issue 46): one file holding a consistent copy of the database, made
 * with SQLite's online backup while the shop serves, and the files the shop keeps beside it (uploaded
 * pictures, sellers' private documents, the demo's kept secret) in a table of their own. One file is one
 * thing to copy off the machine, and its `integrity_check` covers the pictures as well as the orders.
 * PostgreSQL is backed up with its own tools (the README's pg_dump commands).
 */

/** Where a shop keeps what it stores, as `storageOf` in src/config.ts works it out from the settings. */
export interface Storage {
  databaseUrl: string | undefined
  dataDir: string
  sqliteFile: string
  uploads: { kind: 'directory'; directory: string } | { kind: 'database' }
}

const FILES_TABLE = 'backup_files'
const NAME = /^deccan-digital-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d{3})?Z\.sqlite$/

export interface BackupMade {
  file: string
  bytes: number
  /** Files kept beside the database (pictures, documents), copied into the backup. */
  files: number
  /** Older backups removed to keep the last N. */
  removed: string[]
}

export class BackupError extends Error {
  override name = 'BackupError'
}

/** `deccan-digital-2026-12-02T16-20-05.123Z.sqlite`: sorts by time, names no place. */
export function backupName(at: Date): string {
  return `deccan-digital-${at.toISOString().replaceAll(':', '-')}.sqlite`
}

function sqliteOnly(storage: Storage): void {
  if (storage.databaseUrl)
    throw new BackupError(
      'This shop keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump and restore it with pg_restore, as the README shows.',
    )
}

/** The folders whose files a backup carries, each by the name it is restored under. */
function fileAreas(storage: Storage): Array<{ area: string; directory: string }> {
  const areas = [{ area: 'data', directory: storage.dataDir }]
  if (storage.uploads.kind === 'directory' && !isInside(storage.uploads.directory, storage.dataDir))
    areas.push({ area: 'uploads', directory: storage.uploads.directory })
  return areas
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/** Every file under a folder, by its path relative to it, leaving out the database itself and the backups. */
function filesUnder(directory: string, skip: (full: string) => boolean): string[] {
  if (!existsSync(directory)) return []
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (skip(full)) continue
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) found.push(path.relative(directory, full))
    }
  }
  walk(directory)
  return found.sort()
}

/**
 * Copies the live database with SQLite's online backup: after a first step, the rest is copied in one
 * step inside one read transaction, so the copy is the database at one moment even while orders are being
 * written (a write from the shop between steps restarts the copy; a single step cannot be interrupted).
 * Then the files beside it, then the check. The copy is written under a temporary name and renamed only
 * once it passed, so a backup that failed is never mistaken for one that did not.
 */
export async function makeBackup(storage: Storage, options: { dir: string; keep: number; at?: Date }): Promise<BackupMade> {
  sqliteOnly(storage)
  if (!existsSync(storage.sqliteFile)) throw new BackupError(`No database at ${storage.sqliteFile}: is DATA_DIR right?`)
  if (!Number.isInteger(options.keep) || options.keep < 1) throw new BackupError('Keep at least one backup (--keep 1 or more).')
  mkdirSync(options.dir, { recursive: true })
  const name = backupName(options.at ?? new Date())
  const target = path.join(options.dir, name)
  const partial = `${target}.partial`
  rmSync(partial, { force: true })
  const live = new Database(storage.sqliteFile, { readonly: true, fileMustExist: true })
  try {
    live.pragma('busy_timeout = 10000')
    await live.backup(partial, { progress: () => 0x7fffffff })
  } finally {
    live.close()
  }
  const backupDir = path.resolve(options.dir)
  const skip = (full: string) =>
    full === backupDir || full.startsWith(storage.sqliteFile) || /\.before-restore-[^/]*$/.test(full) || full.endsWith('.partial')
  const copy = new Database(partial)
  let files = 0
  try {
    copy.exec(`create table ${FILES_TABLE} (area text not null, path text not null, bytes blob not null, primary key (area, path))`)
    const insert = copy.prepare(`insert into ${FILES_TABLE} (area, path, bytes) values (?, ?, ?)`)
    for (const { area, directory } of fileAreas(storage)) {
      for (const relative of filesUnder(directory, skip)) {
        // A picture removed between the database's copy and this one is no longer needed by any row.
        const bytes = readIfThere(path.join(directory, relative))
        if (bytes === null) continue
        insert.run(area, relative, bytes)
        files += 1
      }
    }
    assertIntact(copy, partial)
  } finally {
    copy.close()
  }
  renameSync(partial, target)
  return { file: target, bytes: statSync(target).size, files, removed: prune(options.dir, options.keep) }
}

function readIfThere(file: string): Buffer | null {
  try {
    return readFileSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function assertIntact(db: Database.Database, file: string): void {
  const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>
  const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok')
  if (problems.length > 0) throw new BackupError(`${path.basename(file)} failed its integrity check: ${problems.slice(0, 3).join('; ')}`)
}

/** Keeps the newest `keep` backups of this shop's naming in the folder; never touches anything else there. */
function prune(dir: string, keep: number): string[] {
  const ours = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
  const removed = ours.slice(0, Math.max(0, ours.length - keep))
  for (const name of removed) rmSync(path.join(dir, name), { force: true })
  return removed
}

/**
 * Whether a shop has its database open: a serving shop's connection keeps others from its exclusive lock.
 * When none has, the write-ahead log is folded into the file, so the file alone is the whole database.
 */
function inUse(file: string): boolean {
  if (!existsSync(file)) return false
  const db = new Database(file, { timeout: 0 })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
    db.pragma('wal_checkpoint(TRUNCATE)')
    return false
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true
    throw error
  } finally {
    db.close()
  }
}

interface FileRow {
  area: string
  path: string
  bytes: Buffer
}

/** Pictures from a shop whose UPLOADS_DIR was a folder of its own go back to this shop's uploads folder. */
function uploadsDirectory(storage: Storage): string {
  return storage.uploads.kind === 'directory' ? storage.uploads.directory : path.join(storage.dataDir, 'uploads')
}

export interface Restored {
  /** The database that was there before, kept aside, or null when there was none. */
  keptAside: string | null
  files: number
}

/**
 * Puts a backup back into a stopped shop: refuses a shop that is running and a file that fails its check
 * (before anything is touched), keeps the database that was there aside, then writes the files and the
 * database. The shop migrates a copy from an older version on its next start, as it does any database.
 */
export function restoreBackup(storage: Storage, file: string, at: Date = new Date()): Restored {
  sqliteOnly(storage)
  if (!existsSync(file)) throw new BackupError(`No such backup: ${file}`)
  if (inUse(storage.sqliteFile)) throw new BackupError('The shop is running on this database: stop it, then restore.')
  mkdirSync(storage.dataDir, { recursive: true })
  const incoming = `${storage.sqliteFile}.restoring`
  rmSync(incoming, { force: true })
  const source = new Database(file, { readonly: true, fileMustExist: true })
  let files = 0
  try {
    try {
      assertIntact(source, file)
    } catch (error) {
      if (error instanceof BackupError) throw error
      throw new BackupError(`${path.basename(file)} is not a backup of this shop: ${(error as Error).message}`)
    }
    const hasFiles = source.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(FILES_TABLE)
    if (!hasFiles) throw new BackupError(`${path.basename(file)} is not a backup made by npm run backup (it holds no ${FILES_TABLE}).`)
    const directories: Record<string, string> = { data: storage.dataDir, uploads: uploadsDirectory(storage) }
    for (const row of source.prepare(`select area, path, bytes from ${FILES_TABLE}`).iterate() as Iterable<FileRow>) {
      const directory = directories[row.area]
      const target = directory ? path.resolve(directory, row.path) : null
      if (!directory || !target || !isInside(target, directory))
        throw new BackupError(`The backup names a file outside the shop's folders: ${row.path}`)
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, row.bytes)
      files += 1
    }
  } finally {
    source.close()
  }
  copyFileSync(file, incoming)
  const restored = new Database(incoming)
  restored.exec(`drop table ${FILES_TABLE}`)
  restored.exec('vacuum')
  restored.pragma('journal_mode = WAL')
  restored.close()
  let keptAside: string | null = null
  if (existsSync(storage.sqliteFile)) {
    keptAside = `${storage.sqliteFile}.before-restore-${at.toISOString().replaceAll(':', '-')}`
    renameSync(storage.sqliteFile, keptAside)
  }
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${storage.sqliteFile}${suffix}`, { force: true })
  renameSync(incoming, storage.sqliteFile)
  return { keptAside, files }
}
