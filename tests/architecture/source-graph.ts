import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

// The project's source as the bundler sees it: every file with code, and every import and re-export
// in it resolved to the file it reaches (aliases from package.json, relative paths, with or without
// an extension, a folder's index.ts). Pure and small, so the boundary rules and their planted cases
// run on the same reading.

export const ROOT = path.resolve(import.meta.dirname, '../..')

/** Every folder that holds code the shop or its tools run. */
export const CODE_FOLDERS = ['app', 'src', 'server', 'db', 'scripts', 'tests'] as const

export interface SourceFile {
  /** The path from the project root, with forward slashes. */
  file: string
  text: string
}

export interface Import {
  /** What the text says: `#src/modules/orders/index.ts`, `../orders/orders.repository`. */
  spec: string
  /** The project file it reaches; null for a package or a file that does not exist. */
  target: string | null
  /** `export … from`: the importing file hands the target's names on. */
  reexport: boolean
  typeOnly: boolean
}

export function readSourceTree(folders: readonly string[] = CODE_FOLDERS): SourceFile[] {
  const files: SourceFile[] = []
  for (const folder of folders) {
    if (!existsSync(path.join(ROOT, folder))) continue
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.(tsx?|m?js)$/.test(entry.name)) continue
      const file = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
      if (file.includes('node_modules/') || file.includes('/+types/')) continue
      files.push({ file, text: readFileSync(path.join(ROOT, file), 'utf8') })
    }
  }
  return files
}

const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string>).map(([alias, to]) => [
    alias.replace(/\*$/, ''),
    to.replace(/^\.\//, '').replace(/\*$/, ''),
  ]),
)

// import x from '…' · import { a } from '…' · import type { T } from '…' · import '…' · export * from '…' ·
// export { a } from '…' · export type { T } from '…' · import('…'). Comments are stripped first.
const STATEMENT = /\b(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g

/** The text without comments, so an import named in a comment is not one. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1')
}

export function importsOf(source: SourceFile, exists: (file: string) => boolean = fileExists): Import[] {
  const imports: Import[] = []
  for (const match of codeOf(source.text).matchAll(STATEMENT)) {
    const spec = match[3] ?? match[4] ?? ''
    imports.push({
      spec,
      target: resolve(source.file, spec, exists),
      reexport: match[1] === 'export',
      typeOnly: Boolean(match[2]),
    })
  }
  return imports
}

function fileExists(file: string): boolean {
  const full = path.join(ROOT, file)
  return existsSync(full) && statSync(full).isFile()
}

/** The project file an import reaches, the way Node's package imports and the bundler find it. */
export function resolve(from: string, spec: string, exists: (file: string) => boolean = fileExists): string | null {
  let base: string | null = null
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a))
  if (alias) base = path.posix.normalize(`${ALIASES[alias]}${spec.slice(alias.length)}`)
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
  if (base === null) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (exists(candidate)) return candidate
  // A file named in a planted case, or one about to be written, still resolves by its own name.
  return /\.(tsx?|m?js)$/.test(base) ? base : `${base}.ts`
}
