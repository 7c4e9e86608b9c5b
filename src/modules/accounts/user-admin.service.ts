import type { Database } from '#db/database.ts'
import type { Role } from '#db/schema.ts'
import * as accounts from './accounts.repository.ts'
import * as repo from './user-admin.repository.ts'

/**
 * Accounts as the admin module manages them. The admin module checks who may act (itself, the last
 * admin) and records audits; these functions only read and write the accounts module's tables. Each
 * takes the database or a transaction handle, so the caller's audit record lands in the same transaction.
 */

/** One page of accounts (with their store's name), newest first; `q` matches name or email. */
export function listAccounts(db: Database, options: { q?: string; role?: Role; limit: number; offset: number }) {
  return repo.listUserRows(db, options)
}

/** An account with its store's name and city, if it has a store. */
export function accountWithStore(db: Database, userId: string) {
  return repo.findUserWithStore(db, userId)
}

/** A new account's role is set after sign-up; the session sign-up opened for it is ended. */
export async function settleNewAccount(db: Database, userId: string, role: Role) {
  await repo.deleteSessionsOfUser(db, userId)
  await accounts.setRole(db, userId, role)
}

export async function renameAccount(db: Database, userId: string, name: string, role: Role) {
  await repo.updateUserRow(db, userId, { name, role, updatedAt: new Date().toISOString() })
}

/** A disabled account's sessions end at once. */
export async function setAccountDisabled(db: Database, userId: string, disabled: boolean) {
  await repo.updateUserRow(db, userId, { disabledAt: disabled ? new Date().toISOString() : null })
  if (disabled) await repo.deleteSessionsOfUser(db, userId)
}

export async function deleteAccount(db: Database, userId: string) {
  await accounts.deleteUser(db, userId)
}

/** Whether `userId` is the only enabled admin left. */
export async function isLastAdmin(db: Database, userId: string): Promise<boolean> {
  return !(await repo.otherActiveAdminExists(db, userId))
}
