// What pages may import from the api-keys module: plain values, no server code.

/** What a seller's API key may do (decision 080). */
export const API_KEY_SCOPES = { read: 'Read only', write: 'Read and write' } as const
export type ApiKeyScope = keyof typeof API_KEY_SCOPES
