/** The users module's face: who a viewer is and may be (policy), the profile reads, and every change of a user's row. */
export { isAdministrator, requireAdmin, requireSelf, requireSignedIn, requireViewer } from './policy';
export {
  confirmWithCode,
  countFailedSignIn,
  countWrongSignUpCode,
  createAccount,
  findUserByEmail,
  findUserById,
  grantedAdministratorEmails,
  onCredentialsRevoked,
  recordSignIn,
  restoreEmail,
  searchAccounts,
  setAdministrator,
  setChargeDay,
  setEmail,
  setPassword,
  setPicture,
  setSignUpCode,
  setStatus,
  setSubscription,
  usersById,
} from './repo';
export type { CredentialsRevokedReason, UserRow } from './repo';
export { findUsers, getProfile, getUserByEmail, getUsersByIds, searchUser, updateLanguage, updateProfile } from './service';
