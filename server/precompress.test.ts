import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { readCompressedCopies, writeCompressedCopies } from './precompress.ts'
import { loadStaticFiles } from './static-files.ts'

describe('the client compressed at build time', () => {
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('writes Brotli and gzip copies of compressible files only, which the server then serves', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const script = `export const greeting = ${JSON.stringify('namaskar '.repeat(200))}\n`
    writeFileSync(path.join(root, 'app.js'), script)
    writeFileSync(path.join(root, 'tiny.css'), 'a{color:red}')
    writeFileSync(path.join(root, 'photo.webp'), Buffer.alloc(4096, 7))
    expect(await writeCompressedCopies(root)).toBe(1)
    const copies = await readCompressedCopies(path.join(root, 'app.js'))
    expect(brotliDecompressSync(copies?.br ?? Buffer.alloc(0)).toString()).toBe(script)
    expect(gunzipSync(copies?.gzip ?? Buffer.alloc(0)).toString()).toBe(script)
    expect(await readCompressedCopies(path.join(root, 'photo.webp'))).toBeNull()

    const files = await loadStaticFiles(root)
    expect([...files.keys()].sort()).toEqual(['/app.js', '/photo.webp', '/tiny.css'])
    expect(files.get('/app.js')?.br).toEqual(copies?.br)
    expect(files.get('/tiny.css')?.br).toBeNull()
  })

  it('ignores copies older than their file, and compresses that file itself', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const file = path.join(root, 'app.js')
    writeFileSync(file, 'old '.repeat(300))
    await writeCompressedCopies(root)
    const changed = 'new '.repeat(300)
    writeFileSync(file, changed)
    const later = new Date(Date.now() + 60_000)
    utimesSync(file, later, later)
    expect(await readCompressedCopies(file)).toBeNull()
    const served = (await loadStaticFiles(root)).get('/app.js')
    expect(brotliDecompressSync(served?.br ?? Buffer.alloc(0)).toString()).toBe(changed)
  })
})
