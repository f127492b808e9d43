import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PlanInForce } from '../../features/billing/planInForce';
import type { Session, Viewer } from '../../session/session';
import { fakeClient } from '../../test/render';
import { guardLoader } from './guards';

const registered = { id: 'u1', status: 1, isFirstLogin: false, isAdmin: false } as Viewer;

const FREE: PlanInForce = { package_id: 0, is_regis_auto: false, auto_payment_failed: false, hasPaymentProfile: false };
const SUBSCRIBED: PlanInForce = { package_id: 1, is_regis_auto: true, auto_payment_failed: false, hasPaymentProfile: true };
const CANCELLED: PlanInForce = { ...SUBSCRIBED, is_regis_auto: false };
const RENEWAL_FAILED: PlanInForce = { package_id: 0, is_regis_auto: true, auto_payment_failed: true, hasPaymentProfile: true };

/** A signed-in session whose server answers getHeadTransactionByUser with `plan`. */
function sessionWithPlan(plan: PlanInForce) {
  const { client, calls } = fakeClient((name) =>
    name === 'PlanInForce' ? { data: { getHeadTransactionByUser: plan } } : { data: null },
  );
  const session = { viewer: async () => registered, reload: async () => registered, graphqlClient: () => client };
  return { session: session as unknown as Session, calls };
}

function renderGuarded(guards: string[], plan: PlanInForce) {
  const { session, calls } = sessionWithPlan(plan);
  const router = createMemoryRouter(
    [
      { path: '/guarded', loader: guardLoader(guards, session), Component: () => <p>guarded page</p> },
      { path: '/plan', Component: () => <p>plan page</p> },
      { path: '/payment/change-method', Component: () => <p>change method page</p> },
    ],
    { initialEntries: ['/guarded'] },
  );
  render(<RouterProvider router={router} />);
  return { router, calls };
}

describe('billing guards read the plan in force', () => {
  it('redirect-paid sends a user whose plan renews automatically from /payment to /plan', async () => {
    renderGuarded(['redirect-paid'], SUBSCRIBED);
    expect(await screen.findByText('plan page')).toBeTruthy();
  });

  it.each([
    ['a free user', FREE],
    ['a user who cancelled', CANCELLED],
  ])('redirect-paid lets %s buy the plan', async (_who, plan) => {
    renderGuarded(['redirect-paid'], plan);
    expect(await screen.findByText('guarded page')).toBeTruthy();
  });

  it('check-package-user sends a user with no paid plan and no card to /plan', async () => {
    const { calls } = renderGuarded(['check-package-user'], FREE);
    expect(await screen.findByText('plan page')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a paying user', CANCELLED],
    ['a user whose card is on file', RENEWAL_FAILED],
  ])('check-package-user lets in %s', async (_who, plan) => {
    renderGuarded(['check-package-user'], plan);
    expect(await screen.findByText('guarded page')).toBeTruthy();
  });

  it('check-auto-payment sends a user whose renewal was refused to change the card', async () => {
    const { router } = renderGuarded(['check-auto-payment'], RENEWAL_FAILED);
    expect(await screen.findByText('change method page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/change-method');
  });

  it('check-auto-payment lets everyone else through', async () => {
    renderGuarded(['check-auto-payment'], SUBSCRIBED);
    expect(await screen.findByText('guarded page')).toBeTruthy();
  });
});
