// The admin module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export { UNFULFILLED_DAYS } from './admin-figures.ts'
export { newUserSchema, ROLE_LABELS, ROLES, userChangeSchema } from './admin-users.schemas.ts'
