import { createContext, type RouterContextProvider } from 'react-router'
import type { ServiceContext } from '#src/platform/context.ts'
import type { PersonalParts } from './lib/personal.ts'

/** What the HTTP layer hands every loader and action. */
export interface RequestServices {
  ctx: ServiceContext
  /**
   * The header's personal parts when the HTTP layer has them already, for a page shoppers share
   * (decision 045): then placeholders, filled per shopper after the render.
   */
  personal?: PersonalParts
}

export const servicesContext = createContext<RequestServices>()

export function services(context: Readonly<RouterContextProvider>): ServiceContext {
  return context.get(servicesContext).ctx
}
