/** The billing module's face: the plan's limits in force for a user, and the renewals the server runs. */
export { packageInForce, TRANSACTION_PAID } from './limits';
export { RENEWAL_INTERVAL_MS, runRenewals } from './renewals';
export type { PackageLimits } from './limits';
export type { TransactionRow } from './repo';
