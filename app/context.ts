import { createContext, type RouterContextProvider } from 'react-router'
import type { ServiceContext } from '#src/platform/context.ts'

/** What the HTTP layer hands every loader and action. */
export interface RequestServices {
  ctx: ServiceContext
}

export const servicesContext = createContext<RequestServices>()

export function services(context: Readonly<RouterContextProvider>): ServiceContext {
  return context.get(servicesContext).ctx
}
