import type { Database } from '#db/database.ts'
import { maskAccountNumber } from '#src/lib/bank-account.ts'
import { stateByCode } from '#src/lib/india-states.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor, requireAdminActor } from '#src/platform/guards.ts'
import { pageCount, pageWindow } from '#src/platform/paging.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { SELLER_DOCUMENT_KINDS, SELLER_DOCUMENT_ORDER, type SellerDocumentView } from './document-kinds.ts'
import { documentDetails, type ProfileDetail, type ProfileSnapshot, parseSnapshot, profileDetails } from './profile-details.ts'
import { findDocuments } from './seller-documents.repository.ts'
import { SELLER_STATUS_LABELS, type SellerStatus } from './seller-of-record.ts'
import { SELLER_PROFILE_FIELDS, type SellerProfileInput, sellerProfileSchema } from './seller-profile.schemas.ts'
import * as repo from './seller-profiles.repository.ts'
import { profileEditable, SELLER_MOVES } from './seller-status.ts'

type ProfileValues = Record<(typeof SELLER_PROFILE_FIELDS)[number], string>

/** Labels of what a seller must still fill in before it can submit, as its dashboard lists them. */
const REQUIRED_LABELS: Array<[keyof repo.SellerProfileRow, string]> = [
  ['legalName', 'legal name'],
  ['addressLine1', 'registered address'],
  ['gstin', 'GSTIN'],
  ['pan', 'PAN'],
  ['carePhone', 'customer care phone'],
  ['grievanceName', 'grievance officer'],
  ['bankAccountNumber', 'bank account'],
  ['invoicePrefix', 'invoice prefix'],
]

/** The documents submitting needs (decision 079), as the same list names them. */
const DOCUMENT_LABELS = { gst_certificate: 'GST registration certificate', pan_card: 'PAN card', cancelled_cheque: 'cancelled cheque' }

/**
 * A seller's profile as its own page and the admin's review page show it. The bank account number is
 * never in it whole: only masked, so it never reaches a browser once entered.
 */
export interface SellerProfileView {
  vendorId: string
  displayName: string
  slug: string
  isStore: boolean
  status: SellerStatus
  statusLabel: string
  statusReason: string | null
  editable: boolean
  /** What is still empty (incomplete profiles). */
  missing: string[]
  values: ProfileValues
  stateName: string
  bankAccountMasked: string | null
  submittedAt: string | null
  reviewedAt: string | null
  registeredAt: string
  /** The version an admin's decision names (issue 49, item 21). */
  version: number
  /** What an admin reviews, row by row (the bank account masked). */
  details: ProfileDetail[]
  /** The documents on file, one per kind at most, in the order pages list them (decision 079). */
  documents: SellerDocumentView[]
}

type DocumentRow = Awaited<ReturnType<typeof findDocuments>>[number]

function view(row: repo.SellerProfileRow, documentRows: DocumentRow[]): SellerProfileView {
  const status = row.status ?? 'incomplete'
  const bankAccountMasked = row.bankAccountNumber ? maskAccountNumber(row.bankAccountNumber) : null
  const values = Object.fromEntries(
    SELLER_PROFILE_FIELDS.map((field) => [field, field === 'bankAccountNumber' ? '' : String(row[field] ?? '')]),
  ) as ProfileValues
  const documents = SELLER_DOCUMENT_ORDER.flatMap((kind) => {
    const doc = documentRows.find((d) => d.kind === kind)
    return doc ? [{ ...doc, kind, label: SELLER_DOCUMENT_KINDS[kind] }] : []
  })
  const missingDocuments = SELLER_DOCUMENT_ORDER.filter((kind) => !documents.some((d) => d.kind === kind)).map(
    (kind) => DOCUMENT_LABELS[kind],
  )
  return {
    vendorId: row.vendorId,
    displayName: row.displayName,
    slug: row.slug,
    isStore: row.isStore === 1,
    status,
    statusLabel: SELLER_STATUS_LABELS[status],
    statusReason: row.statusReason ?? null,
    editable: row.isStore !== 1 && profileEditable(status),
    missing: [...REQUIRED_LABELS.filter(([key]) => !row[key]).map(([, label]) => label), ...missingDocuments],
    values,
    stateName: row.state ?? '',
    bankAccountMasked,
    submittedAt: row.submittedAt ?? null,
    reviewedAt: row.reviewedAt ?? null,
    registeredAt: row.registeredAt,
    version: row.version ?? 0,
    details: profileDetails({ values, stateName: row.state ?? '', bankAccountMasked }),
    documents,
  }
}

/** What is kept of one version: its details and documents as the admin sees them; `bankAccountSince` and `files` as profile-details.ts explains. */
export function snapshotOf(profile: SellerProfileView, bankAccountSince: number): ProfileSnapshot {
  return {
    details: [...profile.details, ...documentDetails(profile.documents)],
    bankAccountSince,
    files: Object.fromEntries(profile.documents.map((doc) => [doc.label, doc.uploadedAt])),
  }
}

/** A seller's own profile (the vendors module checks that `vendorId` is the caller's own store). */
export async function sellerProfile(ctx: Pick<ServiceContext, 'db'>, vendorId: string): Promise<SellerProfileView | null> {
  const [row, documents] = await Promise.all([repo.findSellerProfile(ctx.db, vendorId), findDocuments(ctx.db, vendorId)])
  return row ? view(row, documents) : null
}

/**
 * Keeps what the admin's page shows of the version the seller's change just made (decision 078), inside
 * that change's transaction; returns the version. `numberEntered`: the change entered a bank account number.
 */
export async function keepVersion(trx: Database, vendorId: string, now: string, numberEntered: boolean): Promise<number | null> {
  const [saved, documents] = await Promise.all([repo.findSellerProfile(trx, vendorId), findDocuments(trx, vendorId)])
  if (!saved) return null
  const version = saved.version ?? 0
  const previous = parseSnapshot(await repo.findVersionDetails(trx, vendorId, version - 1))
  const since = numberEntered || !previous ? version : previous.bankAccountSince
  await repo.insertVersion(trx, { vendorId, version, details: JSON.stringify(snapshotOf(view(saved, documents), since)), createdAt: now })
  return version
}

/** Where a complaint about this seller is sent: its grievance officer's email, as its profile gives it (rule 6(4)(b)). */
export async function sellerGrievanceEmail(ctx: Pick<ServiceContext, 'db'>, vendorId: string): Promise<string | null> {
  return (await repo.findSellerProfile(ctx.db, vendorId))?.grievanceEmail ?? null
}

export type SellerProfileOutcome = Result<{ message: string; profile: SellerProfileView }>

/** The seller fills in its profile and submits it for approval: incomplete or rejected → submitted. */
export async function submitSellerProfile(ctx: ServiceContext, vendorId: string, input: unknown): Promise<SellerProfileOutcome> {
  const actor = requireActor(ctx)
  const row = await repo.findSellerProfile(ctx.db, vendorId)
  if (!row) return fail('not_found', 'No such seller.')
  if (row.isStore === 1) return fail('conflict', "The store's own details are kept in Settings, Store details.")
  const status = row.status ?? 'incomplete'
  if (!profileEditable(status))
    return fail(
      'conflict',
      `Your profile is ${SELLER_STATUS_LABELS[status].toLowerCase()}: to change its registered details, write to sellers@deccandigital.in.`,
    )
  // Every reason at once: the fields' mistakes and the documents still to send (decision 079).
  const unsent = documentsMissing(await findDocuments(ctx.db, vendorId))
  const parsed = sellerProfileSchema.safeParse(input)
  if (!parsed.success)
    return fail('invalid_input', 'Please correct the highlighted fields.', {
      ...fieldErrors(parsed.error),
      ...(unsent ? { documents: unsent } : {}),
    })
  const profile = parsed.data
  const accountNumber = profile.bankAccountNumber || row.bankAccountNumber
  const errors: Record<string, string> = {}
  if (!accountNumber) errors.bankAccountNumber = 'Account number is required'
  if (await repo.prefixTakenByOther(ctx.db, profile.invoicePrefix, vendorId))
    errors.invoicePrefix = `Another seller already uses the invoice prefix ${profile.invoicePrefix}: please choose another`
  if (unsent) errors.documents = unsent
  if (Object.keys(errors).length > 0)
    return fail('invalid_input', unsent && Object.keys(errors).length === 1 ? unsent : 'Please correct the highlighted fields.', errors)

  const now = new Date().toISOString()
  const moved = await transact(ctx.db, async (trx) => {
    await repo.ensureProfile(trx, vendorId, now)
    const done = await repo.updateProfileFrom(
      trx,
      vendorId,
      SELLER_MOVES.submit.from,
      {
        ...columns(profile),
        bankAccountNumber: accountNumber,
        status: SELLER_MOVES.submit.to,
        statusReason: null,
        submittedAt: now,
        updatedAt: now,
      },
      { bump: true },
    )
    if (!done) return false
    const numberEntered = profile.bankAccountNumber !== '' && profile.bankAccountNumber !== row.bankAccountNumber
    const version = await keepVersion(trx, vendorId, now, numberEntered)
    if (version === null) return false
    await recordAudit(trx, actor, {
      action: 'seller.submitted',
      entity: 'seller',
      entityId: vendorId,
      before: { status },
      // The account number is a secret: the record keeps its masked form only.
      after: {
        status: 'submitted',
        legalName: profile.legalName,
        gstin: profile.gstin,
        bankAccount: maskAccountNumber(accountNumber ?? ''),
        version,
      },
    })
    return true
  })
  if (!moved) return fail('conflict', 'Your profile changed meanwhile: please reload the page and try again.')
  const saved = await sellerProfile(ctx, vendorId)
  if (!saved) return fail('not_found', 'No such seller.')
  return { ok: true, message: 'Profile submitted: an admin will review it, and you will get an email when it is decided.', profile: saved }
}

/** What a submission lacks of the documents (decision 079), in a sentence; null when all are on file. */
function documentsMissing(documents: Array<{ kind: string }>): string | null {
  const lacking = SELLER_DOCUMENT_ORDER.filter((kind) => !documents.some((d) => d.kind === kind)).map((kind) => DOCUMENT_LABELS[kind])
  if (lacking.length === 0) return null
  const list = lacking.length === 1 ? lacking[0] : `${lacking.slice(0, -1).join(', ')} and ${lacking.at(-1)}`
  return `Please upload your ${list} before you submit your profile.`
}

function columns(profile: SellerProfileInput) {
  const { stateCode, bankAccountNumber: _secret, ...rest } = profile
  return { ...rest, stateCode, state: stateByCode(stateCode)?.name ?? stateCode }
}

export const SELLERS_PAGE_SIZE = 25

/** The admin's list of sellers, the store's own seller first (its details are edited in Settings). */
export async function listSellers(ctx: ServiceContext, filter: { status?: SellerStatus | null; page?: number }) {
  requireAdminActor(ctx)
  const { page, limit, offset } = pageWindow(filter.page ?? 1, SELLERS_PAGE_SIZE)
  const { rows, total } = await repo.findSellerPage(ctx.db, { status: filter.status ?? null, limit, offset })
  return {
    sellers: rows.map((row) => {
      const status = row.status ?? 'incomplete'
      return { ...row, isStore: row.isStore === 1, status, statusLabel: SELLER_STATUS_LABELS[status] }
    }),
    total,
    page,
    pageCount: pageCount(total, SELLERS_PAGE_SIZE),
  }
}
