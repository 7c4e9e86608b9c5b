import { MethodBadge, OperationCard } from '#app/components/api-reference/operation-card.tsx'
import { Paragraphs, RichText } from '#app/components/api-reference/rich-text.tsx'
import { Schema } from '#app/components/api-reference/schema-view.tsx'
import { apiReference } from '#app/lib/api-reference.ts'
import { listedPageMeta } from '#app/lib/meta.ts'
import { apiDocument } from '#src/api/v1/router.ts'
import type { Route } from './+types/api-reference'

// The JSON API's reference, served by the shop itself from its OpenAPI document (decision 082): no
// script, no CDN, readable on a phone.

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'API reference',
    description: "Every operation of the shop's JSON API: who may call it, what it takes and what it answers.",
    path: '/developers/api',
  })
}

export function loader() {
  return apiReference(apiDocument())
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300' }
}

const anchor = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

export default function ApiReferencePage({ loaderData: reference }: Route.ComponentProps) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Developers</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{reference.title}</h1>
          <p className="mt-3 text-sm text-slate-700">
            Version {reference.version} · OpenAPI 3.1 document:{' '}
            <a
              href="/api/v1/openapi.json"
              className="font-mono font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              /api/v1/openapi.json
            </a>
          </p>
        </div>
      </header>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="api-contents-heading"
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <div className="card p-5">
            <h2 id="api-contents-heading" className="text-sm font-bold tracking-wide text-slate-900 uppercase">
              Contents
            </h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {reference.tags.map((tag) => (
                <li key={tag.name}>
                  <a href={`#${anchor(tag.name)}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                    {tag.name} <span className="text-slate-500">({tag.operations.length})</span>
                  </a>
                </li>
              ))}
              <li>
                <a href="#errors" className="text-slate-700 hover:text-brand-700 hover:underline">
                  Errors
                </a>
              </li>
              <li>
                <a href="#schemas" className="text-slate-700 hover:text-brand-700 hover:underline">
                  Shared schemas
                </a>
              </li>
            </ol>
          </div>
        </nav>

        <div className="min-w-0 space-y-12">
          <section aria-labelledby="api-intro-heading" className="max-w-3xl">
            <h2 id="api-intro-heading" className="text-2xl font-bold text-slate-900">
              Before you start
            </h2>
            <Paragraphs text={reference.introduction} className="mt-3 leading-relaxed text-slate-700" />
          </section>

          {reference.tags.map((tag) => (
            <section key={tag.name} id={anchor(tag.name)} aria-labelledby={`${anchor(tag.name)}-heading`} className="scroll-mt-24">
              <h2 id={`${anchor(tag.name)}-heading`} className="text-2xl font-bold text-slate-900">
                {tag.name}
              </h2>
              <p className="mt-1 text-slate-700">{tag.description}</p>
              <ul className="mt-4 space-y-1 text-sm">
                {tag.operations.map((op) => (
                  <li key={op.id} className="flex items-center gap-2">
                    <MethodBadge method={op.method} />
                    <a href={`#${op.id}`} className="min-w-0 font-mono break-all text-slate-800 hover:text-brand-700 hover:underline">
                      {op.path}
                    </a>
                  </li>
                ))}
              </ul>
              <div className="mt-6 space-y-6">
                {tag.operations.map((op) => (
                  <OperationCard key={op.id} operation={op} />
                ))}
              </div>
            </section>
          ))}

          <section id="errors" aria-labelledby="errors-heading" className="scroll-mt-24">
            <h2 id="errors-heading" className="text-2xl font-bold text-slate-900">
              Errors
            </h2>
            <p className="mt-1 max-w-3xl text-slate-700">
              Every error is <code className="font-mono text-sm">{'{ "error": { "code", "message", "details"? } }'}</code>; each code below
              is stable. A 503 is plain text.
            </p>
            <div className="mt-4 space-y-4">
              {reference.errors.map((error) => (
                <div key={error.status} id={`error-${error.status}`} className="card scroll-mt-24 p-4 sm:p-5">
                  <h3 className="font-bold text-slate-900">
                    {error.status} {error.title}
                  </h3>
                  {error.headers.length > 0 ? (
                    <p className="mt-1 text-sm text-slate-700">With the header {error.headers.join(', ')}.</p>
                  ) : null}
                  {error.codes.length > 0 ? (
                    <dl className="mt-2 space-y-2 text-sm">
                      {error.codes.map((c) => (
                        <div key={c.code} className="sm:flex sm:gap-3">
                          <dt className="shrink-0 font-mono font-semibold text-slate-900 sm:w-52">{c.code}</dt>
                          <dd className="text-slate-700">
                            <RichText text={c.meaning} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </div>
              ))}
            </div>
          </section>

          <section id="schemas" aria-labelledby="schemas-heading" className="scroll-mt-24">
            <h2 id="schemas-heading" className="text-2xl font-bold text-slate-900">
              Shared schemas
            </h2>
            <div className="mt-4 space-y-4">
              {reference.schemas.map(({ name, schema }) => (
                <div key={name} id={`schema-${name}`} className="card scroll-mt-24 p-4 sm:p-5">
                  <h3 className="font-mono font-bold text-slate-900">{name}</h3>
                  <div className="mt-2">
                    <Schema schema={schema} />
                  </div>
                </div>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  )
}
