// The content module's surface: everything outside src/modules/content/ imports from here, and only this.

export * from './browser.ts'
export { inbox, type Submission, submitContactMessage, subscribeToNewsletter } from './content.service.ts'
