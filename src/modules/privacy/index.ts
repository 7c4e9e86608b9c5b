// The privacy module's surface: everything outside src/modules/privacy/ imports from here, and only this.
// It owns consent records and carries out a person's rights over their data across the modules (decision 042).
export * from './browser.ts'
export {
  giveConsent,
  myConsents,
  readUnsubscribeLink,
  setMyConsent,
  subscribeNewsletter,
  unsubscribeByLink,
  unsubscribeUrl,
} from './consents.service.ts'
export { type ErasureOutcome, eraseMyAccount, exportMyData } from './my-data.service.ts'
