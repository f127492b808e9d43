import type {
  HeadTransactionFieldsFragment,
  PackageLimitsFragment,
  PaymentSettingsFieldsFragment,
  PlanLimitsInForceFragment,
  PlanPageQuery,
  TransactionHistoryQuery,
} from '../../graphql/gql/graphql';

// What the billing pages show, as their documents select it (documents.ts).

/** A plan at one period with its limits (price: yen for one period, tax included). */
export type PlanLimits = PackageLimitsFragment | PlanLimitsInForceFragment;

/** The plan in force; next_payment_type is the period the next renewal switches to, null when it keeps payment_type. */
export type HeadTransaction = HeadTransactionFieldsFragment;

/** What the user uses of the limits; fileSize: bytes of the user's files not deleted. */
export type Usage = PlanPageQuery['getUsage'];

export type PaymentSettings = PaymentSettingsFieldsFragment;

export type Transaction = NonNullable<TransactionHistoryQuery['listTransactionByUser']>['items'][number];

/** The card fields the test-mode provider checks (the server never stores the number). */
export interface TestCard {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  card_name: string;
}
