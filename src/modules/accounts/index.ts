// The accounts module's surface: everything outside src/modules/accounts/ imports from here, and only this.

export type { Role } from '#db/schema.ts'
export {
  addressFields,
  addressSchema,
  businessBuyer,
  PASSWORD_MIN_LENGTH,
  pinInState,
  safeRedirect,
  withStateName,
} from './accounts.schemas.ts'
export {
  changeName,
  changePassword,
  findAccountByEmail,
  isResetLinkValid,
  listStores,
  makeAdministrator,
  openStore,
  peopleFigures,
  RESET_LINK_INVALID,
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
export { addAddress, deleteAddress, listAddresses, type SavedAddress, setDefaultAddress, updateAddress } from './addresses.service.ts'
export { type Auth, createAuth } from './auth.server.ts'
export { seedDemoAccountsOnce } from './demo-accounts.service.ts'
export { commonPasswordError } from './password-policy.ts'
export {
  accountWithStore,
  deleteAccount,
  isLastAdmin,
  listAccounts,
  renameAccount,
  setAccountDisabled,
  settleNewAccount,
} from './user-admin.service.ts'
