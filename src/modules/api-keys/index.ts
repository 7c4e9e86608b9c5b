// The api-keys module's surface: everything outside src/modules/api-keys/ imports from here, and only this.
export {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type ApiKeyView,
  apiKeysOf,
  createApiKey,
  keyHolder,
  recordKeyUse,
  revokeApiKey,
} from './api-keys.service.ts'
