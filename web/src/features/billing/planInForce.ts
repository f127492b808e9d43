import { PACKAGE_ID } from '@musubi/shared';
import type { Client } from 'urql';
import { graphql } from '../../graphql/gql';
import type { PlanInForceQuery } from '../../graphql/gql/graphql';

/** What the billing guards need of getHeadTransactionByUser: kept small because the guards load with the app. */
const PLAN_IN_FORCE = graphql(`
  query PlanInForce {
    getHeadTransactionByUser {
      package_id
      is_regis_auto
      auto_payment_failed
      hasPaymentProfile
    }
  }
`);

export type PlanInForce = NonNullable<PlanInForceQuery['getHeadTransactionByUser']>;

/** The plan in force, read fresh: a payment made a moment ago must count. */
export async function readPlanInForce(client: Client): Promise<PlanInForce | null> {
  const result = await client.query(PLAN_IN_FORCE, {}, { requestPolicy: 'network-only' }).toPromise();
  return result.data?.getHeadTransactionByUser ?? null;
}

/** Standard plan renewing automatically: nothing to buy. */
export const paysAutomatically = (plan: PlanInForce) => plan.package_id === PACKAGE_ID.standard && plan.is_regis_auto;

/** A paid plan or a card on file: the card and history pages have something to show. */
export const hasBillingAccount = (plan: PlanInForce) => plan.package_id === PACKAGE_ID.standard || plan.hasPaymentProfile;
