import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

const READ_ONLY = ['GET', 'HEAD'] as const
const WITH_ACTION = ['GET', 'HEAD', 'POST'] as const

/**
 * Which methods a page URL takes: GET and HEAD always, POST only where the route that would answer it
 * has an action. React Router runs an action for any method but GET and HEAD, so a DELETE or PUT would
 * reach an action written for a form post (and fail on its body); the HTTP layer answers 405 first.
 */
export function pageMethods(build: ServerBuild): (pathname: string, search: string) => readonly string[] {
  const routes = routeTree(build)
  const withAction = new Set(
    Object.values(build.routes).flatMap((route) => (route && typeof route.module.action === 'function' ? [route.id] : [])),
  )
  return (pathname, search) => {
    // Single fetch asks for `/path.data` (and `/_root.data` for the home page) on the same route.
    const path = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    const matches = matchRoutes(routes, path)
    if (!matches) return READ_ONLY
    const target = targetOf(
      matches.map((m) => m.route),
      search,
    )
    return target?.id && withAction.has(target.id) ? WITH_ACTION : READ_ONLY
  }
}

/** The route whose action a submission reaches: React Router's own rule (an index route only with `?index`). */
function targetOf(matched: RouteObject[], search: string): RouteObject | undefined {
  const last = matched.at(-1)
  if (last?.index && new URLSearchParams(search).getAll('index').includes('')) return last
  return matched.filter((route, i) => i === 0 || Boolean(route.path)).at(-1)
}

/** The build's route manifest as the nested tree `matchRoutes` takes (the metrics' route templates use it too). */
export function routeTree(build: ServerBuild): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const node: RouteObject = route.index
      ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] }
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), node])
  }
  const attach = (nodes: RouteObject[]): RouteObject[] => {
    for (const node of nodes) if (!node.index) node.children = attach(byParent.get(node.id) ?? [])
    return nodes
  }
  return attach(byParent.get(undefined) ?? [])
}
