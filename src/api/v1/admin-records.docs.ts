import { z } from 'zod'
import { addMethodSchema, editMethodSchema, storeDetailsSchema } from '#src/modules/settings/index.ts'
import { AUDIT_QUERY, HANDLED_BODY, MESSAGES_QUERY } from './admin-inbox.api.ts'
import { instant, messageAnswer, named, pageOfRows } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'

// What the admin's records and settings take and answer (admin-inbox.api.ts, admin-settings.api.ts).

const method = named(
  'PaymentMethod',
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['offline', 'digital']),
    provider: z.string(),
    enabled: z.boolean(),
    builtIn: z.boolean(),
    apiKey: z.string().nullable().meta({ description: 'Masked: the saved values never leave the server.' }),
    apiSecret: z.string().nullable().meta({ description: 'Masked.' }),
    bankDetails: z.string().nullable(),
    checkout: z.object({ offered: z.boolean(), note: z.string() }).meta({ description: 'Whether checkout offers it now, and why not.' }),
  }),
)
const methodChanged = z.object({ message: z.string(), method: method.nullable() })
const storeDetails = named('StoreDetails', z.looseObject({ legalName: z.string().optional() }))

const admin = (tag: 'Admin: records' | 'Admin: settings') => ({ tag, who: 'admin' }) as const
const rows = (row: z.ZodType) => pageOfRows('rows', row)

export const ADMIN_RECORDS = {
  messages: {
    id: 'listMessages',
    summary: 'Contact messages',
    ...admin('Admin: records'),
    paged: true,
    query: MESSAGES_QUERY,
    answers: { 200: rows(z.looseObject({ id: z.string(), email: z.string(), subject: z.string(), createdAt: instant })) },
  },
  handleMessage: {
    id: 'markMessage',
    summary: 'Mark a message handled, or not',
    ...admin('Admin: records'),
    body: HANDLED_BODY,
    answers: { 200: messageAnswer },
    errors: [404],
  },
  subscribers: {
    id: 'listSubscribers',
    summary: 'Newsletter subscribers',
    ...admin('Admin: records'),
    paged: true,
    answers: { 200: rows(z.looseObject({ email: z.string(), createdAt: instant })) },
  },
  outbox: {
    id: 'listOutbox',
    summary: 'Emails the shop sent',
    description: 'Password-reset links are hidden.',
    ...admin('Admin: records'),
    paged: true,
    answers: { 200: rows(z.looseObject({ id: z.string(), createdAt: instant })) },
  },
  audit: {
    id: 'listAudit',
    summary: 'The audit log',
    ...admin('Admin: records'),
    paged: true,
    query: AUDIT_QUERY,
    answers: {
      200: z.object({
        records: z.array(
          z.object({
            id: z.string(),
            actorEmail: z.string(),
            actorName: z.string(),
            action: z.string(),
            entity: z.string(),
            entityId: z.string(),
            before: z.record(z.string(), z.unknown()).nullable(),
            after: z.record(z.string(), z.unknown()).nullable(),
            createdAt: instant,
            entityLabel: z.string().nullable(),
            entityFound: z.boolean(),
          }),
        ),
        total: z.int(),
        page: z.int(),
        pageCount: z.int(),
      }),
    },
  },
  paymentMethods: {
    id: 'listPaymentMethods',
    summary: 'Payment methods',
    description: 'Keys masked, each with whether checkout offers it.',
    ...admin('Admin: settings'),
    paged: true,
    answers: { 200: z.object({ liveGateway: z.string().nullable(), methods: z.array(method) }) },
  },
  addPaymentMethod: {
    id: 'addPaymentMethod',
    summary: 'Add a payment method',
    ...admin('Admin: settings'),
    body: addMethodSchema,
    answers: { 201: methodChanged },
    errors: [409],
  },
  updatePaymentMethod: {
    id: 'updatePaymentMethod',
    summary: 'Change a payment method',
    ...admin('Admin: settings'),
    body: editMethodSchema,
    answers: { 200: methodChanged },
    errors: [404, 409],
  },
  deletePaymentMethod: {
    id: 'deletePaymentMethod',
    summary: 'Delete a payment method',
    description: 'Not the two built-in ones.',
    ...admin('Admin: settings'),
    answers: { 200: messageAnswer },
    errors: [404, 409],
  },
  storeDetails: {
    id: 'storeDetails',
    summary: "The store's details",
    ...admin('Admin: settings'),
    answers: { 200: z.object({ storeDetails }) },
  },
  putStoreDetails: {
    id: 'saveStoreDetails',
    summary: "Save the store's details",
    description: 'Every field, as the settings form sends them; the public pages show them.',
    ...admin('Admin: settings'),
    body: storeDetailsSchema,
    answers: { 200: z.object({ message: z.string(), storeDetails }) },
  },
} satisfies Record<string, OperationDoc>
