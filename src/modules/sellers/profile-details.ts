import { formatDateTime } from '#src/lib/dates.ts'
import { formatFileSize, type SellerDocumentView } from './document-kinds.ts'

/**
 * What an admin reviews of a seller's profile, row by row, as the review page shows it; and what changed
 * between two versions (issue 49, item 21). The bank account is only ever masked here: a version keeps
 * `bankAccountSince`, the version in which the number was last entered, so a new number that happens to
 * end in the same four digits still shows as a change without the number itself being kept. Documents
 * (decision 079) are rows too, and `files` keeps when each was uploaded, so a replacement with the same
 * name and size still shows as another file.
 */
export interface ProfileDetail {
  label: string
  value: string
}

export interface ProfileSnapshot {
  details: ProfileDetail[]
  bankAccountSince: number
  /** Each document's label → when it was uploaded (versions kept before 0050 have none). */
  files?: Record<string, string>
}

export interface ProfileChange {
  label: string
  before: string
  after: string
}

interface DetailSource {
  values: Record<string, string>
  stateName: string
  bankAccountMasked: string | null
}

const joined = (parts: string[], separator = ', ') => parts.filter((part) => part.trim()).join(separator)

export function profileDetails({ values: v, stateName, bankAccountMasked }: DetailSource): ProfileDetail[] {
  const rows: Array<[string, string]> = [
    ['Legal name', v.legalName ?? ''],
    ['Registered address', joined([v.addressLine1 ?? '', v.addressLine2 ?? '', `${v.city ?? ''} ${v.pincode ?? ''}`, stateName])],
    ['GSTIN', v.gstin ?? ''],
    ['PAN', v.pan ?? ''],
    ['Customer care', joined([v.email ?? '', v.carePhone ?? ''])],
    ['Grievance officer', joined([v.grievanceName ?? '', v.grievanceDesignation ?? '', v.grievanceEmail ?? '', v.grievancePhone ?? ''])],
    ['Bank account', joined([v.bankAccountHolder ?? '', v.bankIfsc ?? '', bankAccountMasked ?? ''])],
    ['Invoice prefix', v.invoicePrefix ?? ''],
  ]
  return rows.map(([label, value]) => ({ label, value }))
}

/** A document as a row of what was reviewed: its name, size and when it came. */
export function documentDetails(documents: SellerDocumentView[]): ProfileDetail[] {
  return documents.map((doc) => ({
    label: doc.label,
    value: `${doc.fileName}, ${formatFileSize(doc.sizeBytes)}, uploaded ${formatDateTime(doc.uploadedAt)}`,
  }))
}

/** The rows that differ between what an admin saw and the profile now; `before` null: not kept (a profile from before 0049). */
export function changesBetween(before: ProfileSnapshot | null, after: ProfileSnapshot): ProfileChange[] {
  const seen = new Map((before?.details ?? []).map((row) => [row.label, row.value]))
  const changes: ProfileChange[] = []
  for (const row of after.details) {
    const was = before ? (seen.get(row.label) ?? '') : 'not recorded'
    const numberChanged = before !== null && row.label === 'Bank account' && before.bankAccountSince !== after.bankAccountSince
    const fileChanged = before?.files !== undefined && after.files?.[row.label] !== before.files[row.label]
    if (was !== row.value) changes.push({ label: row.label, before: was || '—', after: row.value || '—' })
    else if (numberChanged) changes.push({ label: row.label, before: was, after: `${row.value} (another account number)` })
    else if (fileChanged) changes.push({ label: row.label, before: was, after: `${row.value} (another file)` })
  }
  return changes
}

export function parseSnapshot(json: string | undefined): ProfileSnapshot | null {
  if (!json) return null
  const parsed = JSON.parse(json) as ProfileSnapshot
  return Array.isArray(parsed.details) ? parsed : null
}
