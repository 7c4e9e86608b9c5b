// The sellers module's surface: everything outside src/modules/sellers/ imports from here, and only this.
// It owns sellers of record (decision 038): their legal details, approval, and who invoices a parcel.
export * from './browser.ts'
export { sellerOfRecord, sellersOfRecord } from './sellers.service.ts'
