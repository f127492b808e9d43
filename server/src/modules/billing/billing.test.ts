import { describe, expect, it } from 'vitest';
import { SIGN_IN, signUpUser, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { RECEIPT_SCRIPT_HASH } from './receipt';
import { runRenewals } from './renewals';
import { graphql } from '../../../test/graphql';
import type { TransactionCreatedAtCondition } from '../../../test/graphql/graphql';

const DAY = 24 * 60 * 60_000;

const HEAD = graphql(`query BillingGetHeadTransactionByUser { getHeadTransactionByUser {
  package_id payment_type name price maxRoom maxContact maxCapacityEveryFile maxCapacityFileByUser
  maxCapacityFileInRoom createdAt period_end is_regis_auto next_payment_type auto_payment_failed hasPaymentProfile
} }`);
const CHECKOUT = graphql(`mutation BillingHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }`);
const CONFIRM = graphql(`query BillingHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) {
  handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { card_brand last_digits exp_month exp_year } }
}`);
const PAY = graphql(`mutation BillingHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) {
  handleStripePaymentMethod(input: $input) { subscription_id customer_id amount transaction_id }
}`);
const CHANGE_SETUP = graphql(`mutation BillingHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }`);
const CHANGE_CARD = graphql(`mutation BillingHandleStripeChangePayment2($input: HandleStripeChangePaymentInput!) {
  handleStripeChangePayment(input: $input) { card_brand last_digits exp_month exp_year }
}`);
const CHANGE_PERIOD = graphql(`mutation BillingHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) {
  handleStripeChangePeriod(input: $input) { package_id payment_type price next_payment_type }
}`);
const USAGE = graphql(`query BillingGetUsage { getUsage { roomCount contactCount fileSize } }`);
const HISTORY = graphql(`query BillingListTransactionByUser($limit: Int, $nextToken: String) { listTransactionByUser(limit: $limit, nextToken: $nextToken) {
  items { id amount status package_id payment_type is_regis_auto period_start period_end receiptUrl } nextToken
} }`);

/** Checkout with the built-in provider: card setup, confirmation with the card fields, first charge. */
async function checkout(client: TestClient, card: string, paymentType = 1) {
  const plan = { package_id: 1, payment_type: paymentType };
  const { handleStripeTransaction } = await client.ok(CHECKOUT, { input: plan });
  const confirmed = await client.gql(CONFIRM, {
    input: { client_secret: handleStripeTransaction.client_secret, card_number: card, exp_month: 12, exp_year: 2099, cvc: '123' },
  });
  if (confirmed.errors) return { errors: confirmed.errors };
  const pm = confirmed.data!.handleStripeConfirmSetupIntent.payment_method_id as string;
  const paid = await client.gql(PAY, { input: { ...plan, payment_method_id: pm } });
  return { errors: paid.errors, data: paid.data?.handleStripePaymentMethod, pm };
}

/** Moves the clock by days; sessions expire meanwhile, so the user signs in again. */
async function later(server: TestServer, days: number, user: { client: TestClient; email: string; password: string }) {
  server.clock.advance(days * DAY);
  await user.client.ok(SIGN_IN, { input: { email: user.email, password: user.password } });
}

const rowsOf = (server: TestServer, userId: string) =>
  server.deps.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('createdAt').execute();

describe('plans and payments with the test-mode provider', async () => {
  const server = await startTestServer({
    env: { INVOICE_REGISTRATION_NUMBER: 'T1234567890123', OPERATOR_NAME: '株式会社ムスビ' },
  });

  it('labels the test mode and lists the plans from the database', async () => {
    const { client } = await signUpUser(server);
    const data = await client.ok(graphql(`query BillingGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } listPackages { package_id payment_type price } }`));
    expect(data.getPaymentSettings).toEqual({ provider: 'test', testMode: true, publishableKey: null });
    expect(data.listPackages).toEqual([
      { package_id: 0, payment_type: 1, price: 0 },
      { package_id: 0, payment_type: 2, price: 0 },
      { package_id: 1, payment_type: 1, price: 1100 },
      { package_id: 1, payment_type: 2, price: 11000 },
    ]);
  });

  it('gives a new user the free plan and its limits', async () => {
    const { client } = await signUpUser(server);
    const { getHeadTransactionByUser: head } = await client.ok(HEAD);
    expect(head).toMatchObject({
      package_id: 0,
      name: 'フリー',
      price: 0,
      maxRoom: 10,
      maxContact: 50,
      maxCapacityEveryFile: 10 * 1024 * 1024,
      createdAt: null,
      period_end: null,
      is_regis_auto: false,
      auto_payment_failed: false,
      hasPaymentProfile: false,
    });
    expect((await client.ok(graphql(`query BillingGetLastTransactionByUser { getLastTransactionByUser { id } getCard { card_no } }`)))).toEqual({
      getLastTransactionByUser: null,
      getCard: null,
    });
  });

  it("refuses another user's plan and anonymous callers", async () => {
    const { client } = await signUpUser(server);
    const other = await signUpUser(server);
    const denied = await client.gql(graphql(`query BillingGetHeadTransactionByUser2($id: ID) { getHeadTransactionByUser(user_id: $id) { package_id } }`), { id: other.id });
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const anonymous = await server.client().gql(HEAD);
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('upgrades monthly: charges ¥1,100, stores only brand, last digits and expiry, and prints a receipt', async () => {
    const { client, id } = await signUpUser(server, { name: '山田太郎' });
    const result = await checkout(client, '4242 4242 4242 4242');
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ amount: 1100 });
    const { getHeadTransactionByUser: head } = await client.ok(HEAD);
    expect(head).toMatchObject({ package_id: 1, payment_type: 1, name: 'スタンダード', maxRoom: 1000, is_regis_auto: true });
    expect(new Date(head.period_end!).getTime() - new Date(head.createdAt!).getTime()).toBeGreaterThanOrEqual(28 * DAY);

    const profile = await server.deps.db.selectFrom('payment_profiles').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ card_brand: 'visa', last_digits: '4242', exp_month: 12, exp_year: 2099 });
    expect(JSON.stringify(profile)).not.toContain('4242424242424242');
    const user = await server.deps.db.selectFrom('users').select(['recurring_id', 'charge_day']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.recurring_id).toBe(result.data?.subscription_id);
    expect(user.charge_day).toBe(server.clock.now().getUTCDate());

    const card = await client.ok(graphql(`query BillingGetCard { getCard { card_no card_expire_date card_brand } }`));
    expect(card.getCard).toEqual({ card_no: '************4242', card_expire_date: '12/99', card_brand: 'visa' });
    const success = await client.ok(graphql(`mutation BillingHandleStripePaymentSuccess($input: HandleStripePaymentSuccessInput!) { handleStripePaymentSuccess(input: $input) { id amount status } }`), {
      input: { subscription_id: result.data!.subscription_id },
    });
    expect(success.handleStripePaymentSuccess).toEqual({ id: result.data?.transaction_id, amount: 1100, status: 1 });

    const { listTransactionByUser } = await client.ok(HISTORY);
    expect(listTransactionByUser.items).toHaveLength(1);
    const receiptUrl = listTransactionByUser.items[0]!.receiptUrl as string;
    const receipt = await fetch(`${server.url}${receiptUrl}`, { headers: { cookie: client.cookie ?? '' } });
    expect(receipt.status).toBe(200);
    // The print button's script is allowed by its hash, and nothing else inline.
    const policy = (receipt.headers.get('content-security-policy') ?? '').split(';');
    expect(policy.find((directive) => directive.startsWith('script-src '))?.split(' ')).toContain(RECEIPT_SCRIPT_HASH);
    expect(receipt.headers.get('content-security-policy')).toContain("script-src-attr 'none'");
    const html = await receipt.text();
    expect(html).toContain('領収書');
    expect(html).toContain('¥1,100');
    expect(html).toContain('¥1,000');
    expect(html).toContain('¥100');
    expect(html).toContain('10%対象');
    expect(html).toContain('T1234567890123');
    expect(html).toContain('株式会社ムスビ');
    expect(html).toContain('山田太郎 様');
    // Someone else's receipt does not exist for them.
    const stranger = await signUpUser(server);
    const foreign = await fetch(`${server.url}${receiptUrl}`, { headers: { cookie: stranger.client.cookie ?? '' } });
    expect(foreign.status).toBe(404);

    const again = await client.gql(CHECKOUT, { input: { package_id: 1, payment_type: 2 } });
    expect(again.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });

  it('upgrades yearly for ¥11,000 with a period of one year', async () => {
    const { client } = await signUpUser(server);
    const result = await checkout(client, '5555555555554444', 2);
    expect(result.data).toMatchObject({ amount: 11000 });
    const { getHeadTransactionByUser: head } = await client.ok(HEAD);
    expect(head).toMatchObject({ package_id: 1, payment_type: 2, price: 11000 });
    const days = (new Date(head.period_end!).getTime() - new Date(head.createdAt!).getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'カードが承認されませんでした。別のカードをお試しください。'],
    ['4000000000009995', 'insufficient_funds', 'カードの利用可能額が不足しているため、お支払いできませんでした。別のカードをお試しください。'],
  ])('refuses the card %s and changes nothing', async (number, code, message) => {
    const { client, id } = await signUpUser(server);
    const result = await checkout(client, number);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', declineCode: code } });
    expect(await rowsOf(server, id)).toEqual([]);
    const profile = await server.deps.db.selectFrom('payment_profiles').selectAll().where('user_id', '=', id).executeTakeFirst();
    expect(profile?.card_brand ?? null).toBeNull();
    expect(profile?.subscription_id ?? null).toBeNull();
    expect((await client.ok(HEAD)).getHeadTransactionByUser.package_id).toBe(0);
  });

  it('refuses a charge that the card declines after registering, writing nothing', async () => {
    const { client, id } = await signUpUser(server);
    const result = await checkout(client, '4000000000000341');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', declineCode: 'card_declined' });
    expect(await rowsOf(server, id)).toEqual([]);
  });

  it('cancels: the plan runs to the end of the paid period, then returns to free', async () => {
    const user = await signUpUser(server);
    const { client, id } = user;
    await checkout(client, '4242424242424242');
    const { handleStripeRemoveInfo } = await client.ok(graphql(`mutation BillingHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto period_end } }`));
    expect(handleStripeRemoveInfo).toMatchObject({ package_id: 1, is_regis_auto: false });
    const again = await client.gql(graphql(`mutation BillingHandleRemoveInfoGMO { handleRemoveInfoGMO { message } }`));
    expect(again.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');

    await later(server, 20, user);
    expect((await client.ok(HEAD)).getHeadTransactionByUser.package_id).toBe(1);
    await later(server, 12, user);
    await runRenewals(server.deps);
    expect((await client.ok(HEAD)).getHeadTransactionByUser).toMatchObject({ package_id: 0, is_regis_auto: false });
    // No renewal was charged, and the subscription is gone.
    expect((await rowsOf(server, id)).map((t) => t.status)).toEqual([1]);
    const stored = await server.deps.db.selectFrom('users').select(['recurring_id', 'charge_day']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ recurring_id: null, charge_day: null });
    server.clock.advance(-32 * DAY);
  });

  it('renews on the charge day, once however often the job runs', async () => {
    const user = await signUpUser(server);
    const { client, id } = user;
    await checkout(client, '4242424242424242');
    await later(server, 32, user);
    await runRenewals(server.deps);
    await runRenewals(server.deps);
    const rows = await rowsOf(server, id);
    expect(rows.map((t) => [t.status, t.is_regis_auto, t.amount])).toEqual([
      [1, 0, 1100],
      [1, 1, 1100],
    ]);
    expect(rows[1]!.period_start).toBe(rows[0]!.period_end);
    expect((await client.ok(HEAD)).getHeadTransactionByUser).toMatchObject({ package_id: 1, is_regis_auto: true });
    const page = await client.ok(HISTORY, { limit: 1 });
    expect(page.listTransactionByUser.items[0]?.id).toBe(rows[1]!.id);
    const next = await client.ok(HISTORY, { limit: 1, nextToken: page.listTransactionByUser.nextToken });
    expect(next.listTransactionByUser.items[0]?.id).toBe(rows[0]!.id);
    expect(next.listTransactionByUser.nextToken).toBeNull();
    server.clock.advance(-32 * DAY);
  });

  it('on a refused renewal notifies the user, mails them and marks auto-payment failed; a new card pays', async () => {
    const user = await signUpUser(server);
    const { client, id, email } = user;
    await checkout(client, '4242424242424242');
    // The card on file is replaced by one that registers but refuses every charge.
    const failing = await server.deps.payments.confirmSetupIntent('seti_test_a_secret_b', {
      number: '4000000000000341',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    await client.ok(graphql(`mutation BillingHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }`), {
      input: { payment_method_id: failing.paymentMethodId },
    });

    await later(server, 32, user);
    const report = await runRenewals(server.deps);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect((await client.ok(HEAD)).getHeadTransactionByUser).toMatchObject({ package_id: 0, auto_payment_failed: true });
    const notes = await server.deps.db.selectFrom('notifications').selectAll().where('user_id', '=', id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 1, link: '/payment/change-method' });
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toBe('【Musubi】自動更新のお支払いができませんでした');
    expect((await rowsOf(server, id)).map((t) => t.status)).toEqual([1, 2]);
    // The job does not retry (or notify again) until the card changes.
    await runRenewals(server.deps);
    expect(await server.deps.db.selectFrom('notifications').select('id').where('user_id', '=', id).execute()).toHaveLength(1);

    const good = await server.deps.payments.confirmSetupIntent('seti_test_a_secret_b', {
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2098,
      cvc: '123',
    });
    const changed = await client.ok(graphql(`mutation BillingHandleChangeCardInfo($input: HandleStripeChangePaymentInput!) { handleChangeCardInfo(input: $input) { message } }`), {
      input: { payment_method_id: good.paymentMethodId },
    });
    expect(changed.handleChangeCardInfo.message).toBe('カード情報を変更しました。');
    expect((await client.ok(HEAD)).getHeadTransactionByUser).toMatchObject({ package_id: 1, auto_payment_failed: false });
    expect((await rowsOf(server, id)).map((t) => t.status)).toEqual([1, 2, 1]);
    // The notice asked for a new card: it is read now, and the bell is back to zero.
    expect(await server.deps.db.selectFrom('notifications').select(['link', 'status']).where('user_id', '=', id).execute()).toEqual([
      { link: '/payment/change-method', status: 1 },
    ]);
    server.clock.advance(-32 * DAY);
  });

  it('changes the card while the plan renews, through a card setup of its own', async () => {
    const { client, id } = await signUpUser(server);
    // Without a customer there is no card to change: refused, nothing written.
    const early = await client.gql(CHANGE_SETUP);
    expect(early.errors?.[0]).toMatchObject({ message: 'お支払い情報が登録されていません。', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.deps.db.selectFrom('payment_profiles').selectAll().where('user_id', '=', id).execute()).toEqual([]);

    await checkout(client, '4242424242424242');
    // Checkout stays closed to a subscriber; the change setup is open.
    expect((await client.gql(CHECKOUT, { input: { package_id: 1, payment_type: 1 } })).errors?.[0]?.extensions.code).toBe('CONFLICT');
    const { handleStripeChangePaymentSetup: setup } = await client.ok(CHANGE_SETUP);
    const profile = await server.deps.db.selectFrom('payment_profiles').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(setup.customer_id).toBe(profile.customer_id);

    const declined = await client.gql(CONFIRM, {
      input: { client_secret: setup.client_secret, card_number: '4000000000000002', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(declined.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const confirmed = await client.ok(CONFIRM, {
      input: { client_secret: setup.client_secret, card_number: '5555 5555 5555 4444', exp_month: 3, exp_year: 2097, cvc: '321' },
    });
    const changed = await client.ok(CHANGE_CARD, { input: { payment_method_id: confirmed.handleStripeConfirmSetupIntent.payment_method_id } });
    expect(changed.handleStripeChangePayment).toEqual({ card_brand: 'mastercard', last_digits: '4444', exp_month: 3, exp_year: 2097 });
    expect((await client.ok(graphql(`query BillingGetCard2 { getCard { card_no card_expire_date } }`))).getCard).toEqual({ card_no: '************4444', card_expire_date: '03/97' });
    // The plan keeps renewing, and nothing was charged for the change.
    expect((await client.ok(HEAD)).getHeadTransactionByUser).toMatchObject({ package_id: 1, is_regis_auto: true });
    expect((await rowsOf(server, id)).map((t) => t.status)).toEqual([1]);
  });

  it('switches monthly to yearly at the next renewal, and can withdraw the switch', async () => {
    const user = await signUpUser(server);
    const { client, id } = user;
    const free = await client.gql(CHANGE_PERIOD, { input: { payment_type: 2 } });
    expect(free.errors?.[0]).toMatchObject({ message: '自動更新中のプランはありません。', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.deps.db.selectFrom('payment_profiles').selectAll().where('user_id', '=', id).execute()).toEqual([]);

    await checkout(client, '4242424242424242');
    const bad = await client.gql(CHANGE_PERIOD, { input: { payment_type: 3 } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'プランを選択してください。', extensions: { code: 'BAD_USER_INPUT' } });
    const { handleStripeChangePeriod: switched } = await client.ok(CHANGE_PERIOD, { input: { payment_type: 2 } });
    // The paid month is kept as it is; the switch waits for the renewal.
    expect(switched).toMatchObject({ package_id: 1, payment_type: 1, price: 1100, next_payment_type: 2 });
    const withdrawn = await client.ok(CHANGE_PERIOD, { input: { payment_type: 1 } });
    expect(withdrawn.handleStripeChangePeriod.next_payment_type).toBeNull();
    await client.ok(CHANGE_PERIOD, { input: { payment_type: 2 } });

    await later(server, 32, user);
    await runRenewals(server.deps);
    const rows = await rowsOf(server, id);
    expect(rows.map((t) => [t.status, t.payment_type, t.amount])).toEqual([
      [1, 1, 1100],
      [1, 2, 11000],
    ]);
    const days = (new Date(rows[1]!.period_end!).getTime() - new Date(rows[1]!.period_start!).getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    expect(rows[1]!.period_start).toBe(rows[0]!.period_end);
    expect((await client.ok(HEAD)).getHeadTransactionByUser).toMatchObject({ payment_type: 2, price: 11000, next_payment_type: null });
    server.clock.advance(-32 * DAY);
  });

  it('drops a pending switch when the plan is cancelled', async () => {
    const { client, id } = await signUpUser(server);
    await checkout(client, '4242424242424242', 2);
    await client.ok(CHANGE_PERIOD, { input: { payment_type: 1 } });
    await client.ok(graphql(`mutation BillingHandleStripeRemoveInfo2 { handleStripeRemoveInfo { package_id } }`));
    const profile = await server.deps.db.selectFrom('payment_profiles').select('next_payment_type').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(profile.next_payment_type).toBeNull();
    expect((await client.gql(CHANGE_PERIOD, { input: { payment_type: 1 } })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('filters the history by createdAt: a between of two dates includes both whole days, one end leaves the other open', async () => {
    const { client, id } = await signUpUser(server);
    const at = (createdAt: string, n: number) => ({
      id: `${id}-t${n}`, order_id: `${id}-o${n}`, amount: 1100, status: 1, user_id: id, package_id: 1, payment_type: 1,
      is_regis_auto: 0 as const, period_start: null, period_end: null, provider: 'test', createdAt, updatedAt: createdAt,
    });
    const stamps = ['2026-10-31T23:59:59.999Z', '2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z', '2026-12-01T00:00:00.000Z'];
    await server.deps.db.insertInto('transactions').values(stamps.map(at)).execute();
    const LIST = graphql(`query BillingTransactionsCreatedAt($createdAt: TransactionCreatedAtCondition) {
      listTransactionByUser(createdAt: $createdAt, sortDirection: "ASC") { items { createdAt } }
    }`);
    const listed = async (createdAt: TransactionCreatedAtCondition) =>
      (await client.ok(LIST, { createdAt })).listTransactionByUser.items.map((t) => t.createdAt);

    expect(await listed({ between: ['2026-11-01', '2026-11-30'] })).toEqual(stamps.slice(1, 3));
    expect(await listed({ between: ['2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z'] })).toEqual(stamps.slice(1, 3));
    expect(await listed({ between: ['2026-11-01', null] })).toEqual(stamps.slice(1));
    expect(await listed({ between: [null, '2026-11-30'] })).toEqual(stamps.slice(0, 3));
    expect(await listed({ le: '2026-11-30T23:59:59.999Z' })).toEqual(stamps.slice(0, 3));
  });

  it('counts the usage the limits count: own group rooms, contacts and files not deleted', async () => {
    const { client, id } = await signUpUser(server);
    const other = await signUpUser(server);
    expect((await client.ok(USAGE)).getUsage).toEqual({ roomCount: 0, contactCount: 0, fileSize: 0 });

    const room = await client.ok(graphql(`mutation BillingAddRoom { addRoom(input: { name: "営業部" }) { id } }`));
    await client.ok(graphql(`mutation BillingAddRoom2 { addRoom(input: { name: "経理部" }) { id } }`));
    await other.client.ok(graphql(`mutation BillingAddRoom3 { addRoom(input: { name: "他人のルーム" }) { id } }`));
    const now = server.clock.now().toISOString();
    await server.deps.db.insertInto('contacts').values({ user_id: id, contact_user_id: other.id, createdAt: now }).execute();
    const file = (fileId: string, owner: string, size: number, deletedAt: string | null = null) => ({
      id: fileId, name: `${fileId}.pdf`, key: `files/${fileId}`, size, type: 'application/pdf', room_id: room.addRoom.id,
      user_created_id: owner, createdAt: now, updatedAt: now, deletedAt,
    });
    await server.deps.db
      .insertInto('files')
      .values([file(`${id}-a`, id, 3000), file(`${id}-b`, id, 1500), file(`${id}-c`, id, 9999, now), file(`${id}-d`, other.id, 700)])
      .execute();

    expect((await client.ok(USAGE)).getUsage).toEqual({ roomCount: 2, contactCount: 1, fileSize: 4500 });
    const denied = await client.gql(graphql(`query BillingGetUsage2($id: ID) { getUsage(user_id: $id) { roomCount } }`), { id: other.id });
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
