import { z } from 'zod'
import {
  ADMIN_SELLER_MOVES,
  reviewNoteSchema,
  reviewReasonSchema,
  SELLER_DOCUMENT_KINDS,
  type SellerDocumentKind,
  sellerProfileSchema,
} from '#src/modules/sellers/index.ts'
import { instant, named } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'
import { SELLER_STATUSES, SELLERS_QUERY } from './sellers.api.ts'

// What sellers' profiles take and answer (sellers.api.ts). A profile is the portal's own view: its main
// fields are listed. The bank account number is never in an answer, only masked.

const status = z.enum(SELLER_STATUSES)
const kinds = Object.keys(SELLER_DOCUMENT_KINDS) as [SellerDocumentKind, ...SellerDocumentKind[]]
const profile = named(
  'SellerProfile',
  z.object({
    vendorId: z.string(),
    displayName: z.string(),
    slug: z.string(),
    isStore: z.boolean().meta({ description: 'The shop itself, which sells under its own name and needs no review.' }),
    status,
    statusLabel: z.string(),
    statusReason: z.string().nullable().meta({ description: 'Why it was rejected or suspended: what the seller was told.' }),
    editable: z.boolean(),
    missing: z.array(z.string()).meta({ description: 'What is still to be filled in.' }),
    values: z.record(z.string(), z.string()).meta({ description: "The form's fields; the bank account number is always empty." }),
    stateName: z.string(),
    bankAccountMasked: z.string().nullable(),
    submittedAt: instant.nullable(),
    reviewedAt: instant.nullable(),
    registeredAt: instant,
    version: z.int().meta({ description: 'The version an admin names when deciding on it.' }),
    details: z.array(z.looseObject({ label: z.string(), value: z.string() })),
    documents: z.array(z.looseObject({ kind: z.enum(kinds), label: z.string() })),
  }),
)

const review = named(
  'SellerReview',
  z.looseObject({
    profile,
    moves: z.array(z.enum(ADMIN_SELLER_MOVES)).meta({ description: 'What an admin may do from its status.' }),
    decisions: z.array(
      z.object({
        id: z.string(),
        outcome: z.string(),
        version: z.int(),
        reason: z.string().nullable(),
        reasonKind: z.enum(['reason', 'note']),
        decidedByName: z.string(),
        decidedAt: instant,
      }),
    ),
  }),
)

export const SELLERS = {
  ownProfile: {
    id: 'myProfile',
    summary: 'My seller profile and status',
    tag: 'Seller profile',
    who: 'seller',
    answers: { 200: z.object({ profile }) },
  },
  putOwnProfile: {
    id: 'submitMyProfile',
    summary: 'Send my profile for approval',
    description: 'Every field, as the profile form sends them.',
    tag: 'Seller profile',
    who: 'seller',
    body: sellerProfileSchema,
    answers: { 200: z.object({ message: z.string(), profile }) },
    errors: [409],
  },
  putOwnDocument: {
    id: 'sendMyDocument',
    summary: 'Send or replace one of my documents',
    description: 'PDF, JPEG, PNG or WebP, as base64; it goes to review with the profile.',
    tag: 'Seller profile',
    who: 'seller',
    params: { kind: z.enum(kinds) },
    body: z.object({ fileName: z.string().optional(), data: z.string().meta({ description: "The file's bytes, base64." }) }),
    answers: { 200: z.object({ message: z.string(), profile }) },
    errors: [404, 409],
  },
  list: {
    id: 'listSellers',
    summary: 'Sellers, by status',
    tag: 'Admin: sellers',
    who: 'admin',
    paged: true,
    query: SELLERS_QUERY,
    answers: {
      200: z.object({
        sellers: z.array(
          z.looseObject({ vendorId: z.string(), displayName: z.string(), status, statusLabel: z.string(), isStore: z.boolean() }),
        ),
        total: z.int(),
        page: z.int(),
        pageCount: z.int(),
      }),
    },
  },
  get: {
    id: 'getSeller',
    summary: "A seller's profile under review",
    tag: 'Admin: sellers',
    who: 'admin',
    answers: { 200: review },
    errors: [404],
  },
  review: {
    id: 'reviewSeller',
    summary: 'Approve, reject, suspend or reinstate a seller',
    description:
      'Names the `version` of the profile reviewed: a profile changed since is a 409 with its `changes`. Rejecting and suspending need the `reason` the seller is told; approving and reinstating take an optional note.',
    tag: 'Admin: sellers',
    who: 'admin',
    body: z.object({
      move: z.enum(ADMIN_SELLER_MOVES),
      reason: z.union([reviewReasonSchema, reviewNoteSchema]).optional(),
      version: z.union([z.int(), z.string().regex(/^\d{1,9}$/)]),
    }),
    answers: { 200: review.extend({ message: z.string() }) },
    errors: [404, 409],
  },
} satisfies Record<string, OperationDoc>
