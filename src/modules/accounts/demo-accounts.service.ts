import type { AppServices } from '#src/platform/context.ts'
import { claimVendor, countUsers, setRole } from './accounts.repository.ts'

/**
 * Sign-ins for trying the shop, created on the first start of an empty database outside production
 * (README lists them). Each seeded store gets a vendor account that runs it, and so do the store's own
 * listings: the store sells as a seller too, in its own name from Settings (decision 038).
 */
export const DEMO_PASSWORD = 'deccan-demo-123'
export const DEMO_ACCOUNTS = [
  { email: 'customer@deccandigital.test', name: 'Asha Kulkarni', role: 'customer' },
  { email: 'vendor1@deccandigital.test', name: 'Rohan Deshpande', role: 'vendor', vendorId: 'v1' },
  { email: 'vendor2@deccandigital.test', name: 'Farah Shaikh', role: 'vendor', vendorId: 'v2' },
  { email: 'vendor3@deccandigital.test', name: 'Karthik Rao', role: 'vendor', vendorId: 'v3' },
  { email: 'store@deccandigital.test', name: 'Vikram Patil', role: 'vendor', vendorId: 'store' },
  { email: 'admin@deccandigital.test', name: 'Meera Joshi', role: 'admin' },
] as const

export async function seedDemoAccountsOnce(services: Pick<AppServices, 'auth' | 'db'>): Promise<boolean> {
  if ((await countUsers(services.db)) > 0) return false
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await services.auth.api.signUpEmail({ body: { name: account.name, email: account.email, password: DEMO_PASSWORD } })
    if (account.role !== 'customer') await setRole(services.db, user.id, account.role)
    if ('vendorId' in account) await claimVendor(services.db, account.vendorId, user.id)
  }
  return true
}
