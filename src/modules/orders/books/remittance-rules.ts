/** Couriers remit cash on delivery within a week or so; a parcel's cash not in after this many days is overdue (decision 071). */
export const REMITTANCE_DUE_DAYS = 10
