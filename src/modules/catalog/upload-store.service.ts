import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '#db/database.ts'
import { deleteUploads, findUploadBytes, insertUpload } from './uploads.repository.ts'

/**
 * Where uploaded product pictures live. Every instance of the shop must read what any one of them
 * wrote (decision 010): the shared database, or a directory every instance mounts.
 */
export interface UploadStore {
  put(name: string, bytes: Uint8Array): Promise<void>
  /** The file's bytes, or null when there is no such upload. */
  get(name: string): Promise<Buffer | null>
  remove(names: readonly string[]): Promise<void>
}

/** A folder: DATA_DIR/uploads on one machine, or UPLOADS_DIR shared by several (NFS and the like). */
export class DirectoryUploads implements UploadStore {
  readonly directory: string

  constructor(directory: string) {
    this.directory = directory
  }

  async put(name: string, bytes: Uint8Array) {
    await mkdir(this.directory, { recursive: true })
    await writeFile(path.join(this.directory, name), bytes)
  }

  async get(name: string) {
    return readFile(path.join(this.directory, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null
      throw error
    })
  }

  async remove(names: readonly string[]) {
    await Promise.all(names.map((name) => rm(path.join(this.directory, name), { force: true })))
  }
}

/** The shared database: nothing to mount, and a picture is there as soon as its product is. */
export class DatabaseUploads implements UploadStore {
  readonly #db: Database

  constructor(db: Database) {
    this.#db = db
  }

  put(name: string, bytes: Uint8Array) {
    return insertUpload(this.#db, name, 'image/webp', bytes, new Date().toISOString())
  }

  get(name: string) {
    return findUploadBytes(this.#db, name)
  }

  remove(names: readonly string[]) {
    return deleteUploads(this.#db, names)
  }
}
