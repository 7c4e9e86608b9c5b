import { formatDateTime } from '#src/lib/dates.ts'
import { formatFileSize, SELLER_DOCUMENT_KINDS, SELLER_DOCUMENT_ORDER, type SellerDocumentView } from '#src/modules/sellers/browser.ts'
import type { ProfileChange, SellerDecision } from '#src/modules/sellers/index.ts'

/**
 * The seller's documents beside its profile on the admin's review (decision 079). Each opens in a new
 * tab through the admin-only route; a photo is shown small through the same route, a PDF is named as one.
 */
export function SellerDocumentsReview({ vendorId, documents }: { vendorId: string; documents: SellerDocumentView[] }) {
  return (
    <section aria-labelledby="documents-heading" className="card p-5">
      <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
        Documents
      </h2>
      <ul className="mt-3 space-y-4">
        {SELLER_DOCUMENT_ORDER.map((kind) => {
          const doc = documents.find((d) => d.kind === kind)
          const href = `/admin/sellers/${encodeURIComponent(vendorId)}/documents/${kind}`
          return (
            <li key={kind} className="text-sm">
              <p className="font-medium text-slate-900">{SELLER_DOCUMENT_KINDS[kind]}</p>
              {doc ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group mt-1 flex items-center gap-3 rounded-lg border border-slate-200 p-2 hover:border-brand-600 hover:bg-slate-50"
                >
                  {doc.mediaType.startsWith('image/') ? (
                    <img
                      src={href}
                      alt=""
                      loading="lazy"
                      className="h-16 w-20 shrink-0 rounded border border-slate-200 bg-slate-100 object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-16 w-20 shrink-0 items-center justify-center rounded border border-red-200 bg-red-50 text-xs font-bold text-red-800"
                    >
                      PDF
                    </span>
                  )}
                  <span className="min-w-0">
                    <span className="block font-medium text-brand-700 underline [overflow-wrap:anywhere]">{doc.fileName}</span>
                    <span className="block text-slate-700">
                      {doc.mediaType === 'application/pdf' ? 'PDF' : doc.mediaType.replace('image/', '').toUpperCase()},{' '}
                      {formatFileSize(doc.sizeBytes)}, uploaded {formatDateTime(doc.uploadedAt)}
                    </span>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </a>
              ) : (
                <p className="mt-1 font-medium text-amber-800">Not uploaded</p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Every decision on this seller, newest first: who, when, the move, on which version, and why. */
export function SellerDecisions({ decisions }: { decisions: SellerDecision[] }) {
  return (
    <section aria-labelledby="decisions-heading" className="card mt-6 p-5">
      <h2 id="decisions-heading" className="text-lg font-semibold text-slate-900">
        Decisions
      </h2>
      {decisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No decision yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200 text-sm">
          {decisions.map((decision) => (
            <li key={decision.id} className="py-3">
              <p className="text-slate-900">
                <span className="font-semibold">{decision.outcome}</span> by {decision.decidedByName},{' '}
                <time dateTime={decision.decidedAt}>{formatDateTime(decision.decidedAt)}</time>
                <span className="text-slate-600"> (profile version {decision.version})</span>
              </p>
              {decision.reason ? (
                <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
                  {decision.reasonKind === 'reason' ? 'Reason given to the seller' : 'Note'}: {decision.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** What the seller changed after the admin opened the profile (issue 49, item 21): the decision was refused. */
export function ProfileChanges({ changes }: { changes: ProfileChange[] }) {
  return (
    <section aria-labelledby="changes-heading" className="card mt-4 border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 id="changes-heading" className="font-semibold text-slate-900">
        Changed since you opened it
      </h2>
      <ul className="mt-2 space-y-1 text-slate-800">
        {changes.map((change) => (
          <li key={change.label} className="[overflow-wrap:anywhere]">
            <span className="font-medium">{change.label}:</span> <span className="sr-only">was</span> <del>{change.before}</del>{' '}
            <span aria-hidden="true">→</span> <span className="sr-only">now</span> <ins className="no-underline">{change.after}</ins>
          </li>
        ))}
      </ul>
    </section>
  )
}
