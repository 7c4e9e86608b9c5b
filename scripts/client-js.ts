// What a browser downloads: the JavaScript a page names, and which built chunks hold server code.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a first visit to `pagePath` downloads: the module preloads, module scripts and the
 * entry the page imports, gzipped at level 9 as the server would compress them. Not every /assets
 * path in the HTML: the inline route manifest also names the modules of routes the page merely
 * links to (home, the listing), which the browser fetches only on navigating there (decision 014).
 */
export async function clientJsBytes(baseUrl: string, pagePath: string): Promise<{ files: number; gzipBytes: number }> {
  const assets = await clientJsAssets(baseUrl, pagePath)
  let gzipBytes = 0
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${asset}`)).arrayBuffer())
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { files: assets.size, gzipBytes }
}

/** The /assets/*.js paths a first visit to `pagePath` loads (see clientJsBytes). */
export async function clientJsAssets(baseUrl: string, pagePath: string): Promise<Set<string>> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
  const loaded = [
    ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g),
    ...html.matchAll(/<script[^>]* src="(\/assets\/[\w.-]+\.js)"/g),
    ...html.matchAll(/import\(?\s*"(\/assets\/[\w.-]+\.js)"/g),
  ]
  return new Set(loaded.map((match) => match[1] as string))
}

// Vite names a chunk after its first module: a repository or .server module in the client build
// means server code reached the browser. (A service's chunk may hold only a constant a page imports,
// tree-shaken; the markers below catch the code that matters.) The strings are what server code
// carries even minified: Kysely's query nodes, the SQLite driver, Node's own modules, the logger.
const SERVER_CHUNK_NAME = /\.(repository|server)-[\w-]+\.js$/
const SERVER_MARKERS = ['SelectQueryNode', 'better-sqlite3', 'from"node:', "from'node:", 'import("node:', 'pino']

/** Client chunks (under `clientDir`/assets) that hold server-only code, with the reason for each. */
export function serverCodeInClientBuild(clientDir: string): string[] {
  const assets = path.join(clientDir, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      if (SERVER_CHUNK_NAME.test(file)) return [`${file}: a server module's chunk`]
      const source = readFileSync(path.join(assets, file), 'utf8')
      return SERVER_MARKERS.filter((marker) => source.includes(marker)).map((marker) => `${file}: contains ${marker}`)
    })
}
