// The privacy module's browser-safe surface: the notice's version, the purposes consent is asked for,
// and the words the privacy pages share (decision 042). index.ts re-exports it; server code imports index.ts.
import type { ConsentPurpose } from '#db/schema.ts'
import { POLICY_UPDATED } from '#src/modules/content/browser.ts'

export type { ConsentPurpose }

/** The privacy notice a consent was given under: its 'Last Updated' date (DPDP Rules 2025, rule 3). */
export const NOTICE_VERSION = POLICY_UPDATED.privacy

export const CONSENT_PURPOSES: Record<ConsentPurpose, { label: string; detail: string }> = {
  'marketing-email': {
    label: 'Offers by email',
    detail: 'Occasional emails about offers and sales. Emails your orders need (confirmations, invoices) come either way.',
  },
  newsletter: {
    label: 'Newsletter',
    detail: 'Our newsletter of new arrivals and buying guides.',
  },
}

/** DPDP Rules 2025: requests under the Act and grievances are answered within this many days. */
export const RIGHTS_RESPONSE_DAYS = 90

/** CGST Act s.36: accounts and invoices are kept 72 months from the due date of the year's annual return. */
export const GST_RETENTION_MONTHS = 72
