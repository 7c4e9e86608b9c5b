// The API's reference page reads the OpenAPI document (GET /api/v1/openapi.json) and shows it as people
// read it: each operation with its method, path, audience, parameters, body and answers, schemas as
// nested field lists. This turns the document into that; the page only lays it out (decision 082).

type Json = Record<string, unknown>

/** A schema as the page shows it: its type in words, its rules, and its fields when it has any. */
export interface SchemaView {
  type: string
  /** A named schema of the document, shown once in its own section and linked to. */
  ref?: string
  description?: string
  rules: string[]
  fields?: FieldView[]
  /** One of several shapes (a union): each shown in turn. */
  options?: SchemaView[]
  /** It may carry more fields than those listed. */
  open?: boolean
}

export interface FieldView extends SchemaView {
  name: string
  required: boolean
}

export interface ParameterView {
  name: string
  in: string
  required: boolean
  schema: SchemaView
}

export interface AnswerView {
  status: string
  description: string
  mediaType: string | null
  schema: SchemaView | null
  /** An error answer, described once under Errors. */
  error: boolean
}

export interface OperationView {
  id: string
  method: string
  path: string
  summary: string
  description: string | null
  who: string
  parameters: ParameterView[]
  body: SchemaView | null
  answers: AnswerView[]
}

export interface ErrorView {
  status: string
  title: string
  codes: Array<{ code: string; meaning: string }>
  headers: string[]
}

export interface ApiReference {
  title: string
  version: string
  introduction: string
  tags: Array<{ name: string; description: string; operations: OperationView[] }>
  errors: ErrorView[]
  schemas: Array<{ name: string; schema: SchemaView }>
}

const componentName = (ref: string) => ref.split('/').pop() as string
/** Bodies and answers of one operation are shown where they are used; shared schemas once, by name. */
const isInline = (name: string) => /(?:Body|Answer)$/.test(name) || /^Error\d{3}$/.test(name)

function rulesOf(schema: Json): string[] {
  const rules: string[] = []
  const add = (key: string, words: (v: unknown) => string) => {
    if (schema[key] !== undefined) rules.push(words(schema[key]))
  }
  const characters = (v: unknown) => `${v} character${v === 1 ? '' : 's'}`
  add('minLength', (v) => `at least ${characters(v)}`)
  add('maxLength', (v) => `at most ${characters(v)}`)
  add('minimum', (v) => `from ${v}`)
  add('exclusiveMinimum', (v) => `above ${v}`)
  add('maximum', (v) => `up to ${v}`)
  add('minItems', (v) => `at least ${v}`)
  add('maxItems', (v) => `at most ${v}`)
  // A format says it in a word; its pattern (a UUID's) only repeats it.
  if (schema.format === undefined) add('pattern', (v) => `matches ${v}`)
  add('format', (v) => `${v}`)
  add('default', (v) => `default ${JSON.stringify(v)}`)
  if (Array.isArray(schema.enum)) rules.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`)
  if (schema.const !== undefined) rules.push(`exactly ${JSON.stringify(schema.const)}`)
  const examples = schema.examples
  if (Array.isArray(examples) && examples.length > 0) rules.push(`e.g. ${examples.map((v) => JSON.stringify(v)).join(', ')}`)
  return rules
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'whole number',
  number: 'number',
  string: 'text',
  boolean: 'true or false',
  null: 'null',
}

export function schemaView(schema: Json | undefined, components: Record<string, Json>, depth = 0): SchemaView {
  if (!schema || Object.keys(schema).length === 0) return { type: 'any JSON', rules: [] }
  const description = typeof schema.description === 'string' ? schema.description : undefined
  if (typeof schema.$ref === 'string') {
    const name = componentName(schema.$ref)
    if (!isInline(name) || depth > 6) return { type: name, ref: name, description, rules: [] }
    return { ...schemaView(components[name], components, depth), ...(description ? { description } : {}) }
  }
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (variants) {
    const nullable = variants.some((v) => v.type === 'null')
    const rest = variants.filter((v) => v.type !== 'null')
    if (rest.every((v) => v.const !== undefined)) {
      return { type: 'text', description, rules: [`one of ${rest.map((v) => JSON.stringify(v.const)).join(', ')}`] }
    }
    if (rest.length === 1) {
      const one = schemaView(rest[0], components, depth)
      return { ...one, type: nullable ? `${one.type} or null` : one.type, description: description ?? one.description }
    }
    const options = rest.map((v) => schemaView(v, components, depth + 1))
    return { type: `${options.map((o) => o.type).join(' or ')}${nullable ? ' or null' : ''}`, description, rules: [], options }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => schemaView(part as Json, components, depth + 1))
    return {
      type: 'object',
      description,
      rules: [],
      fields: parts.flatMap((p) => p.fields ?? []),
      options: parts.flatMap((p) => p.options ?? []),
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.map((t) => TYPE_WORDS[t] ?? t).join(' or ') : String(schema.type ?? 'any JSON')
  if (schema.type === 'array') {
    const items = schemaView(schema.items as Json | undefined, components, depth + 1)
    return { ...items, type: `list of ${items.type}`, description, rules: [...rulesOf(schema), ...items.rules] }
  }
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Json>
    const required = new Set((schema.required ?? []) as string[])
    const extra = schema.additionalProperties
    if (Object.keys(properties).length === 0 && extra && typeof extra === 'object' && Object.keys(extra).length > 0) {
      const values = schemaView(extra as Json, components, depth + 1)
      return { type: `map of ${values.type}`, description, rules: values.rules, fields: values.fields }
    }
    const fields = Object.entries(properties).map(([name, property]) => ({
      name,
      required: required.has(name),
      ...schemaView(property, components, depth + 1),
    }))
    // Only an answer that says so may carry more (a body's unnamed fields are refused or dropped).
    return { type: 'object', description, rules: [], fields, open: extra !== undefined && extra !== false }
  }
  return { type: TYPE_WORDS[type] ?? type, description, rules: rulesOf(schema) }
}

const WHO: Record<string, string> = {
  public: 'Anyone',
  'signed-in': 'Signed in',
  seller: 'Seller (session or API key)',
  admin: 'Admin',
}
export const audienceWords = (who: string) => WHO[who] ?? who

/** The page's view of the document. */
export function apiReference(document: Json): ApiReference {
  const components = ((document.components as Json).schemas ?? {}) as Record<string, Json>
  const responses = ((document.components as Json).responses ?? {}) as Record<string, Json>
  const info = document.info as { title: string; version: string; description: string }
  const operations: Array<OperationView & { tag: string }> = []
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const body = (op.requestBody as Json | undefined)?.content as Record<string, { schema: Json }> | undefined
      operations.push({
        id: String(op.operationId),
        tag: (op.tags as string[])[0] as string,
        method: method.toUpperCase(),
        path,
        summary: String(op.summary),
        description: typeof op.description === 'string' ? op.description : null,
        who: String(op['x-audience'] ?? 'public'),
        parameters: ((op.parameters ?? []) as Json[]).map((p) => ({
          name: String(p.name),
          in: String(p.in),
          required: p.required === true,
          schema: schemaView(p.schema as Json, components),
        })),
        body: body ? schemaView(Object.values(body)[0]?.schema, components) : null,
        answers: Object.entries(op.responses as Record<string, Json>).map(([status, answer]) => {
          const error = typeof answer.$ref === 'string'
          const resolved = error ? (responses[componentName(answer.$ref as string)] as Json) : answer
          const content = resolved.content as Record<string, { schema: Json }> | undefined
          const [mediaType, media] = content ? (Object.entries(content)[0] ?? [null, undefined]) : [null, undefined]
          return {
            status,
            description: String(resolved.description).split('.')[0] as string,
            mediaType,
            schema: error || !media ? null : schemaView(media.schema, components),
            error,
          }
        }),
      })
    }
  }
  const tags = (document.tags as Array<{ name: string; description: string }>).map((tag) => ({
    ...tag,
    operations: operations.filter((op) => op.tag === tag.name),
  }))
  const errors = Object.entries(responses).map(([name, response]) => {
    const schema = ((response.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema ?? {}) as Json
    const code = ((components[componentName(String(schema.$ref ?? ''))]?.properties as Json | undefined)?.error as Json | undefined)
      ?.properties as Record<string, Json> | undefined
    const variants = (code?.code?.anyOf ?? [code?.code]) as Array<Json | undefined>
    return {
      status: name.replace('Error', ''),
      title: String(response.description).split('.')[0] as string,
      codes: variants
        .filter((v): v is Json => v?.const !== undefined)
        .map((v) => ({ code: String(v.const), meaning: String(v.description ?? '') })),
      headers: Object.keys((response.headers ?? {}) as Json),
    }
  })
  const schemas = Object.keys(components)
    .filter((name) => !isInline(name))
    .map((name) => ({ name, schema: schemaView(components[name], components) }))
  return {
    title: info.title,
    version: info.version,
    introduction: info.description,
    tags: tags.filter((t) => t.operations.length > 0),
    errors,
    schemas,
  }
}
