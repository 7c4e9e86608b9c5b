import type { SellerStatus } from '#db/schema.ts'

export type { SellerStatus }

/**
 * Who sells a parcel, issues its tax invoice and is paid for it (decision 038): the seller's details
 * as an invoice, a packing slip or a seller page prints them. For the store itself they are the
 * store's own details from Settings.
 */
export interface SellerOfRecord {
  vendorId: string
  /** The name shoppers see ("Sold by …"). */
  displayName: string
  slug: string
  legalName: string
  addressLine1: string
  addressLine2: string
  city: string
  state: string
  /** The GST state code of the registered address: it decides CGST+SGST or IGST. */
  stateCode: string
  pincode: string
  gstin: string
  pan: string
  email: string
  /** Customer care. */
  phone: string
  /** The seller's own invoice series. */
  invoicePrefix: string
  isStore: boolean
  status: SellerStatus
}

/** Words for a seller's status, as sellers and admins read them. */
export const SELLER_STATUS_LABELS: Record<SellerStatus, string> = {
  incomplete: 'Profile to complete',
  submitted: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
}

/** Only an approved seller's products are sold. */
export function sellerCanSell(status: SellerStatus): boolean {
  return status === 'approved'
}
