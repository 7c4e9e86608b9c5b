// The settings module's surface: everything outside src/modules/settings/ imports from here, and only this.
export { type DeliveryZone, formatDeliveryRange, noCodMessage, unserviceableMessage } from './delivery-rules.ts'
export { type DeliveryPromise, deleteDeliveryZone, deliveryPromise, listDeliveryZones, saveDeliveryZone } from './delivery-zones.service.ts'
export { addMethodSchema, editMethodSchema, needsKeys, PROVIDER_LABELS } from './payment-methods.schemas.ts'
export {
  type AdminPaymentMethod,
  addPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  type MethodOutcome,
  updatePaymentMethod,
} from './payment-methods.service.ts'
export { type CheckoutOffer, canTakePayments, checkoutOffers, type OnlineGateway, onlineGateway } from './payment-offers.ts'
export { STORE_DETAILS_FIELDS, type StoreDetails, storeDetailsSchema } from './store-details.schemas.ts'
export { adminStoreDetails, DEFAULT_STORE_DETAILS, getStoreDetails, updateStoreDetails } from './store-details.service.ts'
