// The accounts module's surface: everything outside src/modules/accounts/ imports from here, and only this.

export type { Role } from '#db/schema.ts'
export { accountProfile, eraseAccountRecords } from './account-erasure.service.ts'
export { signInBodySchema, signUpBodySchema } from './accounts.schemas.ts'
export {
  activeActor,
  actorNames,
  changeName,
  changePassword,
  findAccountByEmail,
  isResetLinkValid,
  listStores,
  makeAdministrator,
  openStore,
  peopleFigures,
  register,
  requestPasswordReset,
  resetPassword,
  resolveActor,
  setStoreLowStockThreshold,
  signIn,
  signOut,
  storeOfUser,
  vendorContacts,
} from './accounts.service.ts'
export {
  addAddress,
  defaultPincode,
  deleteAddress,
  listAddresses,
  type SavedAddress,
  setDefaultAddress,
  updateAddress,
} from './addresses.service.ts'
export * from './browser.ts'
export { DEMO_ACCOUNTS, demoActors, SAMPLE_CUSTOMERS, seedDemoAccountsOnce } from './demo-accounts.service.ts'
export { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './device-cookie.ts'
export { type Auth, createAuth } from './sign-in-library.ts'
export {
  accountWithStore,
  deleteAccount,
  isLastAdmin,
  listAccounts,
  renameAccount,
  setAccountDisabled,
  settleNewAccount,
} from './user-admin.service.ts'
