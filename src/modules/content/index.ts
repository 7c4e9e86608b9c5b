// The content module's surface: everything outside src/modules/content/ imports from here, and only this.

export * from './browser.ts'
export {
  inbox,
  personalContent,
  type Submission,
  submitContactMessage,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './content.service.ts'
