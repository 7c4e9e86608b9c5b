// What a refused page's error boundary reads. Kept apart from access.ts, which imports server
// services: the root's error boundary ships to every browser, and must not pull them in.

/** Why a page refused: rendered by <AccessDenied> from the route's error boundary. */
export type AccessRefusal = { access: 'login' } | { access: 'vendor' } | { access: 'admin' }

export function isAccessRefusal(value: unknown): value is AccessRefusal {
  return typeof value === 'object' && value !== null && 'access' in value
}
