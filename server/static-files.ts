import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface StaticFile {
  body: Buffer
  br: Buffer | null
  gzip: Buffer | null
  contentType: string
  etag: string
  cacheControl: string
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.webmanifest'])

/**
 * The built client (hashed bundles under /assets and the files copied from public/) is small, so it
 * is read into memory once at start, pre-compressed at the highest levels, and served from there.
 */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  for (const relative of await listFiles(root)) {
    const ext = path.extname(relative).toLowerCase()
    const contentType = TYPES[ext]
    if (!contentType) continue
    const body = await readFile(path.join(root, relative))
    const urlPath = `/${relative.split(path.sep).join('/')}`
    const compress = COMPRESSIBLE.has(ext) && body.length > 512
    files.set(urlPath, {
      body,
      br: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gzip: compress ? gzipSync(body, { level: 9 }) : null,
      contentType,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      // Files under /assets carry a content hash in their name, so they never change.
      cacheControl: urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    })
  }
  return files
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}
