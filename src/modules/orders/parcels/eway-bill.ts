// The e-way bill a parcel moves with (CGST Rules, rule 138; decision 043): pure, so the ship forms, the
// lifecycle and the tests share one threshold and one format.

/** Rule 138(1): a consignment whose value exceeds ₹50,000 (the invoice's value, tax included). */
export const EWAY_BILL_THRESHOLD_PAISE = 5_000_000

/** Whether this parcel needs an e-way bill to ship: its invoice value, GST included, is over ₹50,000. */
export const needsEwayBill = (parcel: { totalPaise: number }) => parcel.totalPaise > EWAY_BILL_THRESHOLD_PAISE

/** An e-way bill number as the portal issues it: 12 digits (spaces typed between groups are dropped). */
export const EWAY_BILL_FORMAT = /^\d{12}$/
