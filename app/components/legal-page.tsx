import type { ReactNode } from 'react'
import { formatDate } from '#src/lib/dates.ts'
import { STORE } from '#src/modules/content/browser.ts'

export type LegalSection = {
  /** The in-page anchor, also used by the table of contents: lowercase words joined by hyphens. */
  id: string
  title: string
  content: ReactNode
}

type LegalPageProps = {
  title: string
  /** ISO date the policy text last changed, from POLICY_UPDATED. */
  updated: string
  /** Opening text shown above the numbered sections. */
  children?: ReactNode
  sections: readonly LegalSection[]
}

// The policy texts are plain elements; these descendant styles give them readable spacing without a prose plugin.
const PROSE = [
  'leading-relaxed text-slate-700',
  '[&_p]:mt-3',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6',
  '[&_li]:pl-1',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a]:hover:text-brand-800',
  '[&_address]:mt-3 [&_address]:not-italic',
].join(' ')

/** Shared layout of the privacy, terms and refund pages: title, 'Last Updated' date, table of contents and numbered sections. */
export function LegalPage({ title, updated, children, sections }: LegalPageProps) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Legal</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-700">
            Last Updated: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        </div>
      </header>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby="legal-contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="card p-5">
            <h2 id="legal-contents-heading" className="text-sm font-semibold text-slate-900">
              On this page
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700 sm:columns-2 sm:gap-8 lg:columns-1">
              {sections.map((section) => (
                <li key={section.id} className="break-inside-avoid">
                  <a href={`#${section.id}`} className="hover:text-brand-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className={`card max-w-3xl px-5 py-6 sm:px-10 sm:py-10 ${PROSE}`}>
          {children ? <div className="[&>p:first-child]:mt-0">{children}</div> : null}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-8 scroll-mt-24 border-t border-slate-200 pt-8 first:mt-0 first:border-t-0 first:pt-0"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900">
                <span className="text-brand-700">{index + 1}.</span> {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}

/** The company's postal address, for the contact and grievance sections; `attention` names a recipient such as the Grievance Officer. */
export function StoreAddress({ attention }: { attention?: string }) {
  const { address } = STORE
  return (
    <address>
      {attention ? (
        <>
          {attention}
          <br />
        </>
      ) : null}
      {STORE.legalName}
      <br />
      {address.line1}
      <br />
      {address.line2}, {address.city} {address.pincode}
      <br />
      {address.state}, India
    </address>
  )
}

export function EmailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>
}
