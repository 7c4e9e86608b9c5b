// The content module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export { CONTACT_SUBJECTS, type ContactInput, contactSchema } from './content.schemas.ts'
export { POLICY_UPDATED } from './policies.ts'
export { FREE_DELIVERY_ABOVE_PAISE, MINIMUM_AGE, POLICY_CHANGE_NOTICE_DAYS, REPLACEMENT_DAYS, STORE } from './store-details.ts'
