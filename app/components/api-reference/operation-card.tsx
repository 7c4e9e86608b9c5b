import { audienceWords, type OperationView } from '#app/lib/api-reference.ts'
import { Paragraphs } from './rich-text.tsx'
import { Schema, TypeName } from './schema-view.tsx'

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-violet-100 text-violet-900',
  DELETE: 'bg-rose-100 text-rose-900',
}

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold ${METHOD_COLOURS[method] ?? ''}`}
    >
      {method}
    </span>
  )
}

/** One operation: what it does, who may call it, what it takes and what it answers. */
export function OperationCard({ operation }: { operation: OperationView }) {
  const successes = operation.answers.filter((a) => !a.error)
  const errors = operation.answers.filter((a) => a.error)
  return (
    <section id={operation.id} aria-labelledby={`${operation.id}-title`} className="card scroll-mt-24 p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <MethodBadge method={operation.method} />
        <code className="font-mono text-sm break-all text-slate-900">{operation.path}</code>
      </div>
      <h3 id={`${operation.id}-title`} className="mt-3 text-lg font-bold text-slate-900">
        {operation.summary}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-semibold">Who may call it:</span> {audienceWords(operation.who)}
      </p>
      {operation.description ? <Paragraphs text={operation.description} className="mt-2 text-sm leading-relaxed text-slate-700" /> : null}

      {operation.parameters.length > 0 ? (
        <>
          <h4 className="mt-5 text-sm font-bold tracking-wide text-slate-900 uppercase">Parameters</h4>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {operation.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="py-2">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <code className="font-mono font-semibold text-slate-900">{p.name}</code>
                  <span className="text-xs text-slate-600">in {p.in}</span>
                  <span className="text-xs">
                    <TypeName schema={p.schema} />
                  </span>
                  {p.required ? (
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-semibold text-amber-900">required</span>
                  ) : null}
                </div>
                {p.schema.description ? <p className="text-slate-700">{p.schema.description}</p> : null}
                {p.schema.rules.length > 0 ? <p className="text-xs break-words text-slate-600">{p.schema.rules.join(' · ')}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {operation.body ? (
        <>
          <h4 className="mt-5 text-sm font-bold tracking-wide text-slate-900 uppercase">Request body (JSON)</h4>
          <div className="mt-1">
            <Schema schema={operation.body} />
          </div>
        </>
      ) : null}

      <h4 className="mt-5 text-sm font-bold tracking-wide text-slate-900 uppercase">Answers</h4>
      {successes.map((answer) => (
        <div key={answer.status} className="mt-2">
          <p className="text-sm font-semibold text-emerald-800">
            {answer.status} {answer.description}
            {answer.mediaType && answer.mediaType !== 'application/json' ? (
              <span className="font-normal text-slate-600"> ({answer.mediaType})</span>
            ) : null}
          </p>
          {answer.schema ? (
            <div className="mt-1">
              <Schema schema={answer.schema} />
            </div>
          ) : null}
        </div>
      ))}
      {errors.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">Errors:</span>{' '}
          {errors.map((answer, i) => (
            <span key={answer.status}>
              {i > 0 ? ', ' : ''}
              <a href={`#error-${answer.status}`} className="font-mono text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {answer.status}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  )
}
