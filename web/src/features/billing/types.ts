/** A plan at one period with its limits, as listPackages and getHeadTransactionByUser give it. */
export interface PlanLimits {
  package_id: number;
  payment_type: number;
  name: string;
  /** Yen for one period, tax included. */
  price: number;
  maxCapacityEveryFile: number;
  maxCapacityFileByUser: number;
  maxCapacityFileInRoom: number;
  maxRoom: number;
  maxContact: number;
}

export interface HeadTransaction extends PlanLimits {
  createdAt?: string | null;
  period_end: string | null;
  is_regis_auto: boolean;
  /** The period the next renewal switches to; null when it keeps payment_type. */
  next_payment_type?: number | null;
  auto_payment_failed: boolean;
  hasPaymentProfile: boolean;
}

/** What the user uses of the limits (getUsage). */
export interface Usage {
  roomCount: number;
  contactCount: number;
  /** Bytes of the user's files not deleted. */
  fileSize: number;
}

export interface PaymentSettings {
  provider: string;
  testMode: boolean;
  publishableKey: string | null;
}

export interface Transaction {
  id: string;
  amount: number;
  status: number;
  package_id: number;
  payment_type: number;
  is_regis_auto: boolean;
  period_start: string | null;
  period_end: string | null;
  receiptUrl: string | null;
  createdAt: string;
}

export interface SavedCard {
  card_no: string | null;
  card_expire_date: string | null;
  card_brand: string | null;
}

/** The card fields the test-mode provider checks (the server never stores the number). */
export interface TestCard {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  card_name: string;
}
