import { z } from 'zod'

// Answer schemas that several operations share, each one component of the document under its name.

const NAMED: Array<{ id: string; schema: z.ZodType }> = []

/** Registers an answer schema as the component `id`: operations that use it refer to it by name. */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  if (NAMED.some((n) => n.id === id)) throw new Error(`Two answer schemas are named ${id}`)
  NAMED.push({ id, schema })
  return schema
}

export const namedAnswers = (): ReadonlyArray<{ id: string; schema: z.ZodType }> => NAMED

/** An amount in rupees, to the paisa, as every price and total leaves the API (decision 068). */
export const rupees = z.number().meta({ description: 'Rupees (₹), to the paisa.' })

/** An instant as ISO 8601 text. */
export const instant = z.string().meta({ description: 'An instant, ISO 8601.' })

/** The answer of a change that says only how it went. */
export const messageAnswer = named('Message', z.object({ message: z.string().meta({ description: 'What a person reads.' }) }))

/** One page of a list: its rows under `key`, with the page's number, the number of pages and the rows in all. */
export const pageOfRows = <K extends string, T extends z.ZodType>(key: K, row: T) =>
  z.object({ [key]: z.array(row), total: z.int(), page: z.int(), pageCount: z.int() } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodInt
    page: z.ZodInt
    pageCount: z.ZodInt
  })
