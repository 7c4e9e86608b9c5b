import { randomBytes } from 'node:crypto'
import type { Actor, AppServices } from '#src/platform/context.ts'
import { claimVendor, countUsers, findUserByEmail, setRole } from './accounts.repository.ts'

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

/**
 * Two more customers of the demo's order history (decision 069). Nobody signs in as them: their
 * passwords are random and never shown.
 */
export const SAMPLE_CUSTOMERS = [
  { email: 'nikhil.gokhale@deccandigital.test', name: 'Nikhil Gokhale' },
  { email: 'priya.menon@deccandigital.test', name: 'Priya Menon' },
] as const

export async function seedDemoAccountsOnce(services: Pick<AppServices, 'auth' | 'db'>): Promise<boolean> {
  if ((await countUsers(services.db)) > 0) return false
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await services.auth.api.signUpEmail({ body: { name: account.name, email: account.email, password: DEMO_PASSWORD } })
    if (account.role !== 'customer') await setRole(services.db, user.id, account.role)
    if ('vendorId' in account) await claimVendor(services.db, account.vendorId, user.id)
  }
  for (const customer of SAMPLE_CUSTOMERS)
    await services.auth.api.signUpEmail({ body: { ...customer, password: randomBytes(24).toString('base64url') } })
  return true
}

/** The demo's people as actors, by email: whoever the demo history acts as. */
export async function demoActors(services: Pick<AppServices, 'db'>): Promise<Map<string, Actor>> {
  const actors = new Map<string, Actor>()
  for (const { email } of [...DEMO_ACCOUNTS, ...SAMPLE_CUSTOMERS]) {
    const user = await findUserByEmail(services.db, email)
    if (user) actors.set(email, user)
  }
  return actors
}
