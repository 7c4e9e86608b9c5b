import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { compressBoth, readCompressedCopies, shouldCompress } from './precompress.ts'

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

/**
 * The built client (hashed bundles under /assets and the files copied from public/) is small, so it
 * is read into memory once at start with its copies compressed at the highest levels, and served from
 * there. The build writes those copies beside each file (vite.config.ts); a client without them (a
 * build by other means) is compressed here, once.
 */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  for (const relative of await listFiles(root)) {
    const ext = path.extname(relative).toLowerCase()
    const contentType = TYPES[ext]
    if (!contentType) continue
    const file = path.join(root, relative)
    const body = await readFile(file)
    const urlPath = `/${relative.split(path.sep).join('/')}`
    const compressed = shouldCompress(relative, body.length) ? ((await readCompressedCopies(file)) ?? (await compressBoth(body))) : null
    files.set(urlPath, {
      body,
      br: compressed?.br ?? null,
      gzip: compressed?.gzip ?? null,
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
