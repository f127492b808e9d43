import type { Browser, Page } from 'playwright-core';
import { waitForCode } from './mail';

const password = 'password123';

/** Signs a new user up through the real sign-up screens, confirming the mailed code. */
export async function signUp(page: Page, serverUrl: string, user: { email: string; name: string }) {
  await page.goto(`${serverUrl}/auth/signup`);
  await page.getByLabel('メールアドレス').fill(user.email);
  await page.getByLabel('パスワード', { exact: false }).first().fill(password);
  await page.getByRole('checkbox').check();
  await page.locator('[data-captcha="done"]').waitFor();
  await page.getByRole('button', { name: '登録する' }).click();
  await page.waitForURL('**/auth/signup/profile');
  await page.getByLabel('認証コード（6桁）').fill(await waitForCode(serverUrl, user.email));
  await page.getByRole('button', { name: '確認する' }).click();
  await page.getByLabel('氏名').fill(user.name);
  await page.getByLabel('会社名').fill('結び商事');
  await page.getByLabel('電話番号', { exact: true }).fill('03-1234-5678');
  await page.getByLabel('税理士・会計士').check();
  await page.getByRole('button', { name: '登録を完了する' }).click();
  await page.getByRole('heading', { name: '登録が完了しました' }).waitFor();
}

/** A GraphQL call from inside the page, with its session cookie: for set-up steps the journey is not about. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) });
      return response.json();
    },
    [query, variables] as const,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}


/**
 * Makes two signed-in people contacts (a asks, b accepts) and opens a room of a's with b in it: the set-up of
 * the two-browser journeys. Answers b's user id and the room's id.
 */
export async function shareRoom(a: Page, b: Page, bEmail: string, roomName: string) {
  await gql(a, 'mutation($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }', {
    input: { email: bEmail },
  });
  const requests = await gql<{ listContactsRequests: { items: Array<{ id: string }> } }>(b, '{ listContactsRequests { items { id } } }');
  await gql(b, 'mutation($input: ContactRequestIdInput!) { acceptRequestContact(input: $input) { id } }', {
    input: { id: requests.listContactsRequests.items[0]!.id },
  });
  const partnerId = (await gql<{ getUserDetail: { id: string } }>(b, '{ getUserDetail { id } }')).getUserDetail.id;
  const created = await gql<{ addRoom: { id: string } }>(a, 'mutation($input: AddRoomInput!) { addRoom(input: $input) { id } }', {
    input: { name: roomName, user_ids: [partnerId] },
  });
  return { partnerId, roomId: created.addRoom.id };
}

/**
 * A browser context and page in Japanese whose uncaught page errors, and anything the Content-Security-Policy
 * blocked, go to `pageErrors`.
 */
async function personIn(browser: Browser, pageErrors: string[], viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ locale: 'ja-JP', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
  });
  return { context, page };
}

/** One person: a browser context and page, in Japanese, with every uncaught page error collected. */
export async function onePerson(browser: Browser) {
  const pageErrors: string[] = [];
  return { ...(await personIn(browser, pageErrors)), pageErrors };
}

/**
 * Two people side by side: a browser context and page each, in Japanese, with every uncaught page error
 * collected so a journey can assert there were none.
 */
export async function twoPeople(browser: Browser, viewport?: { width: number; height: number }) {
  const pageErrors: string[] = [];
  const { context: contextA, page: a } = await personIn(browser, pageErrors, viewport);
  const { context: contextB, page: b } = await personIn(browser, pageErrors, viewport);
  return { contextA, contextB, a, b, pageErrors };
}
