// The accounts module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export {
  ACCOUNT_DISABLED,
  addressFields,
  addressSchema,
  businessBuyer,
  PASSWORD_MIN_LENGTH,
  PROFILE_MISSING,
  pinInState,
  RESET_LINK_INVALID,
  safeRedirect,
  withStateName,
} from './accounts.schemas.ts'
export { commonPasswordError } from './password-policy.ts'
