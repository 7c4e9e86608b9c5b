// The rate-limit module's surface: everything outside src/modules/rate-limit/ imports from here, and only this.
export { allowFormPost } from './rate-limit.service.ts'
