import { Form, useNavigation } from 'react-router'
import { FormSuccess } from '#app/components/form-bits.tsx'
import { formatDateTime } from '#src/lib/dates.ts'
import {
  formatFileSize,
  SELLER_DOCUMENT_ACCEPT,
  SELLER_DOCUMENT_KINDS,
  SELLER_DOCUMENT_ORDER,
  type SellerDocumentKind,
  type SellerDocumentView,
} from '#src/modules/sellers/browser.ts'

/** What the page's action answered to one upload: which document, and its message or refusal. */
export interface DocumentResult {
  ok: boolean
  message: string
  kind: string
}

const FILE_INPUT =
  'min-w-0 max-w-full text-sm text-slate-800 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-invalid:text-red-800'

/**
 * The seller's documents for review (decision 079): what is on file for each kind, a link that opens it
 * (only for this seller), and, while the profile can still change, a form per kind that sends or replaces
 * it. Each form works without JavaScript; a refused file keeps what was on file and says why beside it.
 */
export function SellerDocumentUploads({
  documents,
  editable,
  result,
}: {
  documents: SellerDocumentView[]
  editable: boolean
  result?: DocumentResult
}) {
  const navigation = useNavigation()
  // React Router hands over the action's answer while the page's data is still being read again: the
  // answer waits for that, so "uploaded" never shows beside a row that still says "Not uploaded yet".
  const settled = navigation.state === 'idle'
  const sending = settled ? null : navigation.formData?.get('kind')
  return (
    <section aria-labelledby="documents-heading" className="card p-5">
      <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
        {editable ? 'Documents for review' : 'Documents'}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {editable
          ? 'An admin checks your details against these before approving you. Each is a PDF, or a JPEG, PNG or WebP photo, at most 5 MB. Only you and the shop’s admins can open them.'
          : 'The documents your profile was reviewed with. Only you and the shop’s admins can open them.'}
      </p>
      <div aria-live="polite">
        {result?.ok && settled ? (
          <div className="mt-3">
            <FormSuccess message={result.message} />
          </div>
        ) : null}
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {SELLER_DOCUMENT_ORDER.map((kind) => {
          const doc = documents.find((d) => d.kind === kind)
          const answer = result?.kind === kind ? result : undefined
          return (
            <li key={kind} className="py-4">
              <DocumentRow kind={kind} doc={doc} editable={editable} answer={answer} sending={sending === kind} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function DocumentRow({
  kind,
  doc,
  editable,
  answer,
  sending,
}: {
  kind: SellerDocumentKind
  doc: SellerDocumentView | undefined
  editable: boolean
  answer: DocumentResult | undefined
  sending: boolean
}) {
  const label = SELLER_DOCUMENT_KINDS[kind]
  const id = `document-${kind}`
  const refusal = answer && !answer.ok ? answer.message : undefined
  const describedBy = [`${id}-on-file`, refusal ? `${id}-error` : null].filter(Boolean).join(' ')
  const onFile = (
    <p id={`${id}-on-file`} className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
      {doc ? (
        <>
          On file:{' '}
          <a href={`/vendor/profile/documents/${kind}`} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {doc.fileName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          , {formatFileSize(doc.sizeBytes)}, uploaded {formatDateTime(doc.uploadedAt)}
        </>
      ) : (
        <span className="font-medium text-amber-800">Not uploaded yet</span>
      )}
    </p>
  )
  if (!editable)
    return (
      <>
        <p className="font-medium text-slate-900">{label}</p>
        {onFile}
      </>
    )
  return (
    // A new form after each upload: the file picker empties once its file is on file.
    <Form key={doc?.uploadedAt ?? 'none'} method="post" encType="multipart/form-data">
      <input type="hidden" name="intent" value="document" />
      <input type="hidden" name="kind" value={kind} />
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {onFile}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          id={id}
          name="file"
          type="file"
          accept={SELLER_DOCUMENT_ACCEPT}
          className={FILE_INPUT}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="btn-secondary shrink-0" disabled={sending}>
          {sending ? 'Uploading…' : doc ? 'Replace' : 'Upload'}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
      {refusal ? (
        <p id={`${id}-error`} className="field-error">
          {refusal}
        </p>
      ) : null}
    </Form>
  )
}
