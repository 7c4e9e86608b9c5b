// The settings module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export { type DeliveryZone, formatDeliveryRange, noCodMessage, unserviceableMessage } from './delivery-rules.ts'
export { addMethodSchema, editMethodSchema, needsKeys, PROVIDER_LABELS } from './payment-methods.schemas.ts'
export {
  type CheckoutChoice,
  type CheckoutOffer,
  canTakePayments,
  checkoutOffers,
  choiceOf,
  type OnlineGateway,
  onlineGateway,
} from './payment-offers.ts'
export { STORE_DETAILS_FIELDS, type StoreDetails, storeDetailsSchema } from './store-details.schemas.ts'
