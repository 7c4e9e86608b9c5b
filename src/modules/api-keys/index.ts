// The api-keys module's surface: everything outside src/modules/api-keys/ imports from here, and only this.

export {
  type ApiKeyView,
  apiKeysOf,
  createApiKey,
  keyHolder,
  recordKeyUse,
  revokeApiKey,
} from './api-keys.service.ts'
export * from './browser.ts'
