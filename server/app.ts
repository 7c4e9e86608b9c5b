// The server bundle's entry (see vite.config.ts): React Router's build plus our HTTP layer, in one module graph.
import * as build from 'virtual:react-router/server-build'
import type { ServerBuild } from 'react-router'
import { startServer as start } from './start.ts'

export function startServer(env?: Record<string, string | undefined>) {
  return start(build as unknown as ServerBuild, env)
}
