import { createContext, type ReactNode, useContext } from 'react'

// The CSP nonce exists only on the server render; in the browser it is empty, as browsers hide it.
const NonceContext = createContext('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export function useNonce(): string {
  return useContext(NonceContext)
}
