import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, parseAst } from 'vite'
import { writeCompressedCopies } from './server/precompress.ts'

const ROOT = import.meta.dirname
const APP = path.join(ROOT, 'app')
/** Every shopper's page is under these two route modules: the modules they import make up the shop's frame. */
const SHELL_ROUTES = ['root.tsx', 'routes/storefront/layout.tsx']
/** The busiest pages (decision 011's three, and the cart): the modules they share beyond the frame. */
const CATALOGUE_ROUTES = [
  'routes/storefront/home.tsx',
  'routes/storefront/products.tsx',
  'routes/storefront/product.tsx',
  'routes/cart/cart.tsx',
]
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/
const ALIASES: Record<string, string> = { '#app/': 'app/', '#src/': 'src/', '#db/': 'db/' }

type ModuleInfo = { code: string | null; importedIds: readonly string[] } | null
const isRoute = (id: string) => id.includes('?') || id.startsWith(path.join(APP, 'routes') + path.sep) || id === path.join(APP, 'root.tsx')

/** The app module an import names, or undefined for a package's. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  for (const [alias, dir] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) return path.join(ROOT, dir, specifier.slice(alias.length))
  return undefined
}

/**
 * The app's modules that `routes` need, all the way down, without routes or packages. Through a
 * module that only re-exports (a module's `browser.ts`) only the names asked for are followed: the
 * rest of what it offers is other pages' code (forms' schemas and Zod with them), and a module in a
 * group brings what it imports into the group's chunk.
 */
function modulesNeeded(routes: string[], info: (id: string) => ModuleInfo): Set<string> {
  const asked = new Map<string, Set<string> | 'all'>()
  const needed = new Set<string>()
  const queue: [string, Set<string> | 'all'][] = routes.map((route) => [path.join(APP, route), 'all'])
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [id, names] = next
    const before = asked.get(id)
    if (before === 'all' || (before && names !== 'all' && [...names].every((name) => before.has(name)))) continue
    asked.set(id, names === 'all' || !before ? names : new Set([...before, ...names]))
    const code = info(id)?.code
    if (!code) continue
    const body = parseAst(code, { lang: 'js' }).body
    const reExportsOnly = body.every(
      (node) => (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source,
    )
    if (!reExportsOnly && !isRoute(id)) needed.add(id)
    const wants = (exported: string) => names === 'all' || names.has(exported)
    for (const node of body) {
      if (!('source' in node) || !node.source || typeof node.source.value !== 'string') continue
      const target = resolveImport(id, node.source.value)
      if (!target || isRoute(target) || !info(target)) continue
      if (node.type === 'ImportDeclaration') {
        if (reExportsOnly) continue
        const imported = new Set<string>()
        let all = node.specifiers.length === 0
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier')
            imported.add(specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value))
          else if (specifier.type === 'ImportDefaultSpecifier') imported.add('default')
          else all = true
        }
        queue.push([target, all ? 'all' : imported])
      } else if (node.type === 'ExportNamedDeclaration') {
        const imported = new Set<string>()
        for (const specifier of node.specifiers) {
          const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value)
          if (wants(exported)) imported.add(specifier.local.type === 'Identifier' ? specifier.local.name : String(specifier.local.value))
        }
        if (imported.size > 0) queue.push([target, imported])
      } else if (node.type === 'ExportAllDeclaration') {
        if (node.exported) {
          const exported = node.exported.type === 'Identifier' ? node.exported.name : String(node.exported.value)
          if (wants(exported)) queue.push([target, 'all'])
        } else queue.push([target, names])
      }
    }
  }
  return needed
}

/**
 * Which chunk each of the busiest pages' modules goes to: the frame's (`shell`), those two or more of
 * the pages share (`catalogue`), and each page's own (named after the page).
 */
function chunkNames(info: (id: string) => ModuleInfo): Map<string, string> {
  const names = new Map<string, string>()
  for (const id of modulesNeeded(SHELL_ROUTES, info)) names.set(id, 'storefront')
  const pages = new Map<string, string[]>()
  for (const route of CATALOGUE_ROUTES) {
    for (const id of modulesNeeded([route], info)) if (!names.has(id)) pages.set(id, [...(pages.get(id) ?? []), route])
  }
  for (const [id, routes] of pages) names.set(id, routes.length > 1 ? 'catalogue' : `${path.basename(routes[0] as string, '.tsx')}-page`)
  return names
}

function clientChunks(): Plugin {
  return {
    name: 'deccan-client-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      let names: Map<string, string> | undefined
      const chunkOf = (id: string, ctx: { getModuleInfo(id: string): ModuleInfo }) => {
        names ??= chunkNames((moduleId) => ctx.getModuleInfo(moduleId))
        return names.get(id)
      }
      // A group takes along the modules its modules import, so the most shared goes first: the frame's
      // modules import only the frame's, the pages' common modules only those and the frame's.
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'react', test: (id) => FRAMEWORK.test(id) || id.includes('rolldown/runtime'), priority: 4 },
            { name: (id, ctx) => (chunkOf(id, ctx) === 'storefront' ? 'storefront' : null), priority: 3 },
            { name: (id, ctx) => (chunkOf(id, ctx) === 'catalogue' ? 'catalogue' : null), priority: 2 },
            { name: (id, ctx) => chunkOf(id, ctx) ?? null, priority: 1 },
          ],
        },
      }
    },
  }
}

/**
 * Brotli and gzip copies of the built client, written once here so that no server process spends
 * seconds compressing the same files at each start (server/precompress.ts, decision 055).
 */
function compressedClient(): Plugin {
  return {
    name: 'deccan:compressed-client',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { root, build } = this.environment.config
      await writeCompressedCopies(path.resolve(root, build.outDir))
    },
  }
}

// The server bundle's entry is our own server/app.ts, so the HTTP layer (API, static files, headers)
// and the React Router app share one module graph: one database handle, one set of services.
export default defineConfig({
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: './server/app.ts' },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), clientChunks(), compressedClient()],
})
