import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The kinds of static file worth compressing (pictures and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.webmanifest'])
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512

export const shouldCompress = (relative: string, size: number) => COMPRESSIBLE.has(path.extname(relative).toLowerCase()) && size > MIN_BYTES

/** A file's copies at the highest levels: Brotli 11 and gzip 9, each on libuv's thread pool. */
export async function compressBoth(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(body, { level: 9 })])
  return { br, gzip: gz }
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file under `root`, once at build time: the
 * server then reads them instead of compressing the client at each start, which took ~3.3 s of a core
 * per process (decision 055).
 */
export async function writeCompressedCopies(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
  let written = 0
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      if (!shouldCompress(file, body.length)) return
      const { br, gzip } = await compressBoth(body)
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)])
      written++
    }),
  )
  return written
}

/** The copies the build wrote for a file, when both exist and are not older than the file itself. */
export async function readCompressedCopies(file: string): Promise<{ br: Buffer; gzip: Buffer } | null> {
  try {
    const [source, br, gz] = await Promise.all([stat(file), stat(`${file}.br`), stat(`${file}.gz`)])
    if (br.mtimeMs < source.mtimeMs || gz.mtimeMs < source.mtimeMs) return null
    const [brBody, gzBody] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)])
    return { br: brBody, gzip: gzBody }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
