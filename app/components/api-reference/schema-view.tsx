import type { FieldView, SchemaView } from '#app/lib/api-reference.ts'
import { RichText } from './rich-text.tsx'

/** A schema's type in words, a named one linked to its section. */
export function TypeName({ schema }: { schema: SchemaView }) {
  if (schema.ref)
    return (
      <a href={`#schema-${schema.ref}`} className="font-mono text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {schema.type}
      </a>
    )
  return <span className="font-mono text-slate-700">{schema.type}</span>
}

function Rules({ schema }: { schema: SchemaView }) {
  if (schema.rules.length === 0) return null
  return <p className="mt-0.5 text-xs break-words text-slate-600">{schema.rules.join(' · ')}</p>
}

function Field({ field, depth }: { field: FieldView; depth: number }) {
  const nested = (field.fields?.length ?? 0) > 0 || (field.options?.length ?? 0) > 0
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <code className="font-mono text-sm font-semibold text-slate-900">{field.name}</code>
        <span className="text-xs">
          <TypeName schema={field} />
        </span>
        {field.required ? (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-semibold text-amber-900">required</span>
        ) : null}
      </div>
      {field.description ? (
        <p className="mt-0.5 text-sm text-slate-700">
          <RichText text={field.description} />
        </p>
      ) : null}
      <Rules schema={field} />
      {nested ? (
        depth >= 1 ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-xs font-medium text-brand-700">Its fields</summary>
            <SchemaBody schema={field} depth={depth + 1} />
          </details>
        ) : (
          <SchemaBody schema={field} depth={depth + 1} />
        )
      ) : null}
    </li>
  )
}

/** A schema's fields (or its shapes, for a union) as a nested list. */
export function SchemaBody({ schema, depth = 0 }: { schema: SchemaView; depth?: number }) {
  return (
    <div className={depth > 0 ? 'mt-1 border-l-2 border-slate-200 pl-3' : ''}>
      {schema.fields && schema.fields.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {schema.fields.map((field) => (
            <Field key={field.name} field={field} depth={depth} />
          ))}
        </ul>
      ) : null}
      {schema.options?.map((option, i) => (
        // A union's shapes differ by their type or their fields' names (two alike would be one shape).
        <div key={`${option.type}:${option.fields?.map((f) => f.name).join(',') ?? ''}`} className="mt-2">
          <p className="text-xs font-semibold text-slate-600 uppercase">{i === 0 ? 'One of' : 'or'}</p>
          {option.fields?.length ? <SchemaBody schema={option} depth={depth + 1} /> : <TypeName schema={option} />}
        </div>
      ))}
      {schema.open && schema.fields && schema.fields.length > 0 ? (
        <p className="pt-1 text-xs text-slate-600 italic">It may carry more fields than these.</p>
      ) : null}
    </div>
  )
}

/** A whole schema: its type, then its fields. */
export function Schema({ schema }: { schema: SchemaView }) {
  const hasFields = (schema.fields?.length ?? 0) > 0 || (schema.options?.length ?? 0) > 0
  return (
    <div className="text-sm">
      {!hasFields || schema.ref ? (
        <p>
          <TypeName schema={schema} />
        </p>
      ) : null}
      {schema.description ? (
        <p className="text-slate-700">
          <RichText text={schema.description} />
        </p>
      ) : null}
      <Rules schema={schema} />
      {hasFields && !schema.ref ? <SchemaBody schema={schema} /> : null}
    </div>
  )
}
