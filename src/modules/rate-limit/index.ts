// The rate-limit module's surface: everything outside src/modules/rate-limit/ imports from here, and only this.
export { API_KEY_REQUESTS_PER_MINUTE, allowApiKeyRequest, allowFormPost } from './rate-limit.service.ts'
