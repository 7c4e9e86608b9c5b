import { z } from 'zod'
import type { OperationDoc } from './operation.ts'

/** The version of the API the document describes: /api/v1's first, changed only by additions so far. */
export const API_VERSION = '1.0.0'

export const REFERENCE_DOC = {
  id: 'openApiDocument',
  summary: 'This document',
  description: 'OpenAPI 3.1, made from the route table and the Zod schemas the handlers use. The shop reads it to show /developers/api.',
  tag: 'Reference',
  who: 'public',
  answers: {
    200: z.looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    }),
  },
} satisfies OperationDoc
