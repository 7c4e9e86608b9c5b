import { statSync } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'

// What makes an acknowledged SQLite write durable (decisions 009 and 044): the write-ahead log synced
// off the event loop after each COMMIT, commits made meanwhile sharing the next sync. sqlite-driver.ts
// waits on it before a write's promise resolves.

/** Makes the write-ahead log durable (`sync`), and lets go of the file when the database closes. */
export interface WalSync {
  sync(): Promise<void>
  close(): Promise<void>
}

/**
 * Syncs the database's write-ahead log (`<file>-wal`) to disk, as synchronous=FULL does after each
 * COMMIT. The log stays open between syncs: opening and closing it for each one took two more trips
 * to the thread pool, which every acknowledged write waited for. SQLite keeps writing the same file
 * while the database is open, but whether it still is is checked before each sync (a `stat` of the
 * path, on the event loop, a microsecond): a log replaced by another process, or removed, is opened
 * afresh, or the sync fails with the reason.
 */
export function walSync(file: string): WalSync {
  const path = `${file}-wal`
  let kept: { handle: FileHandle; inode: number } | null = null
  return {
    async sync() {
      const inode = statSync(path).ino
      if (kept?.inode !== inode) {
        await kept?.handle.close()
        kept = null
        const handle = await open(path, 'r')
        kept = { handle, inode: (await handle.stat()).ino }
      }
      await kept.handle.datasync()
    },
    async close() {
      await kept?.handle.close()
      kept = null
    },
  }
}

/**
 * Group sync: each commit waits for a sync that began after it; commits made while one runs share the
 * next. A failed sync fails the writes waiting for it (their requests end in an error), not later ones.
 */
export class DurableCommits {
  readonly #wal: WalSync
  #committed = 0
  #synced = 0
  #running: Promise<void> | null = null

  constructor(wal: WalSync) {
    this.#wal = wal
  }

  /** Called right after a COMMIT: settles once that commit is on disk. */
  async afterCommit(): Promise<void> {
    const ticket = ++this.#committed
    while (this.#synced < ticket) {
      this.#running ??= this.#syncOnce().finally(() => {
        this.#running = null
      })
      await this.#running
    }
  }

  /** Waits for a sync under way, then lets go of the log. */
  async close(): Promise<void> {
    await this.#running?.catch(() => undefined)
    await this.#wal.close()
  }

  async #syncOnce(): Promise<void> {
    const upTo = this.#committed
    await this.#wal.sync()
    this.#synced = Math.max(this.#synced, upTo)
  }
}
