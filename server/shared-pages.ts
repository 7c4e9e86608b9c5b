import { constants, crc32, deflateRawSync } from 'node:zlib'
import { PERSONAL_PLACEHOLDERS, type PersonalParts } from '#app/lib/personal.ts'
import { BoundedLru } from './bounded-lru.ts'
import { inlineScripts, scriptHash } from './security-headers.ts'

/**
 * A storefront page as every shopper of one kind sees it (decision 045), with holes where one
 * shopper's own parts go: the HTML between the holes (as bytes, ready to send), what each hole takes
 * and in what form, and its inline scripts' CSP hashes (made per shopper only for the scripts with holes).
 */
export interface PageTemplate {
  status: number
  headers: Record<string, string | string[]>
  /** The page around the holes: one more part than there are holes. */
  parts: Buffer[]
  /** Each part compressed once, as raw deflate blocks a gzip stream of the filled page is made of. */
  deflatedParts: Buffer[]
  holes: Hole[]
  scriptHashes: string[]
  /** The text of each inline script with holes, around them. */
  scriptsWithHoles: Array<{ parts: string[]; holes: Hole[] }>
  bytes: number
}

interface Hole {
  part: keyof PersonalParts
  /** Text or an attribute React wrote (HTML-escaped), or React Router's hydration data (a string in a string in a script). */
  within: 'html' | 'hydration'
}

const NAME = PERSONAL_PLACEHOLDERS.name
const COUNT = String(PERSONAL_PLACEHOLDERS.cartCount)
const HOLES = new RegExp(`${NAME}|${COUNT.replace('.', '\\.')}`, 'g')
/** React Router's hydration data: turbo-stream text handed to `streamController.enqueue` as a JSON string. */
const HYDRATION_DATA = 'window.__reactRouterContext.streamController.enqueue('

/**
 * Finds the holes in a page rendered with the placeholders. Null when a placeholder stands where its
 * form is not known (inside some other script): such a page is rendered for each shopper instead.
 */
export function templateOf(page: { status: number; headers: Record<string, string | string[]>; html: string }): PageTemplate | null {
  const { html } = page
  const scripts = [...inlineScripts(html)]
  const parts: Buffer[] = []
  const holes: Hole[] = []
  const holesOfScript = new Map<(typeof scripts)[number], Array<{ at: number; length: number; hole: Hole }>>()
  let from = 0
  for (const match of html.matchAll(HOLES)) {
    const at = match.index
    const part = match[0] === NAME ? 'name' : 'cartCount'
    const inScript = html.lastIndexOf('<script', at) > html.lastIndexOf('</script>', at)
    const script = inScript ? scripts.find((s) => s.start <= at && at < s.end && s.text.startsWith(HYDRATION_DATA)) : undefined
    if (inScript && !script) return null
    const hole: Hole = { part, within: script ? 'hydration' : 'html' }
    if (script) holesOfScript.set(script, [...(holesOfScript.get(script) ?? []), { at: at - script.start, length: match[0].length, hole }])
    parts.push(Buffer.from(html.slice(from, at)))
    holes.push(hole)
    from = at + match[0].length
  }
  parts.push(Buffer.from(html.slice(from)))
  const deflatedParts = parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }))
  const scriptsWithHoles = [...holesOfScript].map(([script, found]) => {
    const textParts: string[] = []
    let after = 0
    for (const { at, length } of found) {
      textParts.push(script.text.slice(after, at))
      after = at + length
    }
    textParts.push(script.text.slice(after))
    return { parts: textParts, holes: found.map((f) => f.hole) }
  })
  const scriptHashes = scripts.filter((script) => !holesOfScript.has(script)).map((script) => scriptHash(script.text))
  const bytes = [...parts, ...deflatedParts].reduce((sum, part) => sum + part.length, 0) + JSON.stringify(page.headers).length
  return { status: page.status, headers: page.headers, parts, deflatedParts, holes, scriptHashes, scriptsWithHoles, bytes }
}

/**
 * The page for one shopper: each hole filled with their own part, written as React and React Router
 * would; its scripts' hashes; and, on request, the page gzipped from the parts compressed beforehand
 * (compressing a whole page per request would cost as much again as filling it).
 */
export function fillTemplate(template: PageTemplate, personal: PersonalParts) {
  const forms = {
    name: { html: escapeText(personal.name), hydration: inHydrationData(personal.name) },
    cartCount: { html: String(personal.cartCount), hydration: String(personal.cartCount) },
  }
  const filled = template.holes.map((hole) => Buffer.from(forms[hole.part][hole.within]))
  const chunks = template.parts.flatMap((part, i) => (i < filled.length ? [part, filled[i] as Buffer] : [part]))
  const body = Buffer.concat(chunks)
  const filledScripts = template.scriptsWithHoles.map(({ parts, holes }) =>
    holes.reduce((text, hole, i) => text + forms[hole.part][hole.within] + parts[i + 1], parts[0] ?? ''),
  )
  return {
    body,
    scriptHashes: [...template.scriptHashes, ...filledScripts.map(scriptHash)],
    gzip: () => gzipOf(body, template.deflatedParts, filled),
  }
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** The last block of a deflate stream: final, empty. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0))

/** Stored blocks, none the last: a header byte, the length and its complement, then up to 65,535 bytes as they are. */
function storedBlock(bytes: Buffer): Buffer {
  const blocks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += 0xffff) {
    const chunk = bytes.subarray(at, at + 0xffff)
    const head = Buffer.alloc(5)
    head.writeUInt16LE(chunk.length, 1)
    head.writeUInt16LE(~chunk.length & 0xffff, 3)
    blocks.push(head, chunk)
  }
  return Buffer.concat(blocks)
}

/**
 * A gzip stream of the page (RFC 1952): deflate blocks of each part, made once, and each hole as a
 * stored block (RFC 1951 3.2.4: the bytes as they are; a name or a count is too short to compress).
 * Each part's blocks end byte-aligned and refer to nothing before them, so they can follow one another
 * as they are; the trailer carries the CRC-32 and length of the whole page.
 */
function gzipOf(body: Buffer, deflatedParts: Buffer[], filled: Buffer[]): Buffer {
  const blocks = deflatedParts.flatMap((part, i) => (i < filled.length ? [part, storedBlock(filled[i] as Buffer)] : [part]))
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc32(body), 0)
  trailer.writeUInt32LE(body.length % 2 ** 32, 4)
  return Buffer.concat([GZIP_HEADER, ...blocks, FINAL_BLOCK, trailer])
}

/** As React escapes text and attribute values. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c)
}

/**
 * A string inside turbo-stream's JSON, itself inside the JSON string React Router writes into the
 * script, escaped as React Router escapes it for HTML (react-router's `escapeHtml`).
 */
function inHydrationData(text: string): string {
  const once = JSON.stringify(text).slice(1, -1)
  const twice = JSON.stringify(once).slice(1, -1)
  return twice.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** The templates one process keeps: dropped with the content version they were rendered under, or after their time. */
export class SharedPages {
  readonly #store: BoundedLru<PageTemplate>
  readonly ttlMs: number

  constructor(maxEntries: number, ttlMs: number, maxBytes: number) {
    this.ttlMs = ttlMs
    this.#store = new BoundedLru(maxEntries, maxBytes)
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.#store.maxEntries > 0
  }

  get(key: string, version: number, now = Date.now()): PageTemplate | undefined {
    return this.#store.get(key, version, now)
  }

  set(key: string, template: PageTemplate, version: number, now = Date.now()): void {
    if (!this.enabled) return
    this.#store.set(key, template, { bytes: key.length + template.bytes, version, expiresAt: now + this.ttlMs })
  }

  get size(): number {
    return this.#store.size
  }
}
