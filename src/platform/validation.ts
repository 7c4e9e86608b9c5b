import type { z } from 'zod'

// Validation helpers every module's schemas and services use: one way to turn a Zod error into the
// messages a form shows beside its fields.

export type FieldErrors<K extends string> = Partial<Record<K, string>>

/** The first message per field, for showing beside each input (`form` for an error of the whole). */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors as FieldErrors<K>
}
