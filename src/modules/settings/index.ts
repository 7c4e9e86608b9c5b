// The settings module's surface: everything outside src/modules/settings/ imports from here, and only this.

export * from './browser.ts'
export { type DeliveryPromise, deleteDeliveryZone, deliveryPromise, listDeliveryZones, saveDeliveryZone } from './delivery-zones.service.ts'
export {
  type AdminPaymentMethod,
  addPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  type MethodOutcome,
  updatePaymentMethod,
} from './payment-methods.service.ts'
export { adminStoreDetails, DEFAULT_STORE_DETAILS, getStoreDetails, updateStoreDetails } from './store-details.service.ts'
