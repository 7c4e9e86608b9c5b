// The content module's surface: everything outside src/modules/content/ imports from here, and only this.
export { CONTACT_SUBJECTS, type ContactInput, contactSchema, type FieldErrors, fieldErrors } from './content.schemas.ts'
export { inbox, type Submission, submitContactMessage, subscribeToNewsletter } from './content.service.ts'
export { POLICY_UPDATED } from './policies.ts'
export { FREE_DELIVERY_ABOVE_PAISE, MINIMUM_AGE, POLICY_CHANGE_NOTICE_DAYS, REPLACEMENT_DAYS, STORE } from './store-details.ts'
