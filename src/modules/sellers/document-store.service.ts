import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '#db/database.ts'
import { deleteDocumentFiles, findDocumentFileBytes, insertDocumentFile } from './seller-documents.repository.ts'

/**
 * Where sellers' documents (GST certificate, PAN card, cancelled cheque) are kept: never anywhere the
 * shop serves files from. The shop reads them back only through the sellers module, for the seller who
 * sent them or an admin (decision 079). Like product pictures (decision 010), every instance must read
 * what any one wrote: the shared database with PostgreSQL, or a directory under DATA_DIR on the one
 * machine SQLite runs on. Keys are random (`randomUUID`) and never come from a request.
 */
export interface DocumentStore {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The file's bytes, or null when there is none under that key. */
  get(key: string): Promise<Buffer | null>
  remove(keys: readonly string[]): Promise<void>
}

// A key is a UUID: nothing else is ever joined to the directory's path.
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('A document storage key must be a UUID')
  return key
}

/** A directory no route serves: DATA_DIR/private/seller-documents, readable by the shop's user only. */
export class DirectoryDocuments implements DocumentStore {
  readonly directory: string

  constructor(directory: string) {
    this.directory = directory
  }

  async put(key: string, bytes: Uint8Array) {
    await mkdir(this.directory, { recursive: true, mode: 0o700 })
    await writeFile(path.join(this.directory, checkedKey(key)), bytes, { mode: 0o600 })
  }

  async get(key: string) {
    return readFile(path.join(this.directory, checkedKey(key))).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null
      throw error
    })
  }

  async remove(keys: readonly string[]) {
    await Promise.all(keys.map((key) => rm(path.join(this.directory, checkedKey(key)), { force: true })))
  }
}

/** The shared database (PostgreSQL): nothing to mount, and every instance reads what any wrote. */
export class DatabaseDocuments implements DocumentStore {
  readonly #db: Database

  constructor(db: Database) {
    this.#db = db
  }

  put(key: string, bytes: Uint8Array) {
    return insertDocumentFile(this.#db, checkedKey(key), bytes, new Date().toISOString())
  }

  get(key: string) {
    return findDocumentFileBytes(this.#db, checkedKey(key))
  }

  remove(keys: readonly string[]) {
    return deleteDocumentFiles(this.#db, keys)
  }
}
