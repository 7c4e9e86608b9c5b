declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router'
  export const assets: ServerBuild['assets']
  export const entry: ServerBuild['entry']
  export const routes: ServerBuild['routes']
  const build: ServerBuild
  export default build
}
