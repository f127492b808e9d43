import { PACKAGE_ID } from '@musubi/shared';
import type { Client } from 'urql';

/** What the billing guards need of getHeadTransactionByUser; kept small because the guards load with the app. */
export interface PlanInForce {
  package_id: number;
  is_regis_auto: boolean;
  auto_payment_failed: boolean;
  hasPaymentProfile: boolean;
}

// A plain string, so the guards in the first download do not bring urql's parser.
const PLAN_IN_FORCE = /* GraphQL */ `
  query PlanInForce {
    getHeadTransactionByUser {
      package_id
      is_regis_auto
      auto_payment_failed
      hasPaymentProfile
    }
  }
`;

/** The plan in force, read fresh: a payment made a moment ago must count. */
export async function readPlanInForce(client: Client): Promise<PlanInForce | null> {
  const result = await client.query(PLAN_IN_FORCE, {}, { requestPolicy: 'network-only' }).toPromise();
  return (result.data?.getHeadTransactionByUser as PlanInForce | undefined) ?? null;
}

/** Standard plan renewing automatically: nothing to buy. */
export const paysAutomatically = (plan: PlanInForce) => plan.package_id === PACKAGE_ID.standard && plan.is_regis_auto;

/** A paid plan or a card on file: the card and history pages have something to show. */
export const hasBillingAccount = (plan: PlanInForce) => plan.package_id === PACKAGE_ID.standard || plan.hasPaymentProfile;
