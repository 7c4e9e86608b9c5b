/** What the checkout's two steps carry between them: the address as typed, its errors, the delivery promise. */
export const ADDRESS_FIELDS = [
  'fullName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'phone',
  'gstin',
  'businessName',
] as const
export type CheckoutValues = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>
export type CheckoutErrors = Record<string, string | undefined>
export type Delivery = { from: string; to: string; codAllowed: boolean; pincode: string }
