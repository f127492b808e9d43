import { solveChallenge } from 'altcha-lib/v1';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { waitForCode } from './mail';
import { startServer, type RunningServer } from './server';

const password = 'password123';

/**
 * The rest of a sign-up on the screens once the address is filled in (an invitation's link fills it): the password,
 * the mailed code and the profile, up to the page that says it is done.
 */
export async function finishSignUp(page: Page, serverUrl: string, user: { email: string; name: string }) {
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

/**
 * Signs a new user up by the GraphQL calls the sign-up screens make (the captcha solved here, as the page's worker
 * would; the mailed code; the profile), in the person's browser context, whose cookie the answers set. For the
 * journeys that need people signed in but are not about signing up (auth.e2e and english.e2e walk the screens):
 * it takes a fraction of a second where the screens take several. The page then opens `path` of the app.
 */
export async function signUpByApi(page: Page, serverUrl: string, user: { email: string; name: string }, path = '/room') {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await page.context().request.post(`${serverUrl}/graphql`, { data: { query, variables }, headers: { origin: serverUrl } });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(`sign-up of ${user.email}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const { captchaChallenge: challenge } = await call<{ captchaChallenge: { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string } }>(
    '{ captchaChallenge }',
  );
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the captcha challenge has no solution');
  const { algorithm, salt, signature } = challenge;
  const captcha = Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
  await call('mutation($input: SignUpInput!) { signUp(input: $input) { userId } }', { input: { email: user.email, password, captcha } });
  await call('mutation($code: String) { confirmSignUp(code: $code) }', { code: await waitForCode(serverUrl, user.email) });
  await call('mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
    input: { name: user.name, company_name: '結び商事', phone: '03-1234-5678', qualifications: ['税理士・会計士'] },
  });
  await page.goto(`${serverUrl}${path}`);
}

/** Fills in the sign-in form the page shows (/auth/login, or an invitation's link) and sends it. */
export async function signIn(page: Page, email: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
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

/** A browser, a fresh server and one person in a browser context of their own. */
export interface OnePersonJourney {
  browser: Browser;
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  /** Closes the person's context and the browser; the server stops with the file (cleanupServers). */
  close(): Promise<void>;
}

/** The set-up of the journeys with one browser: the browser, a server started with `env`, and one person. */
export async function onePersonOnAServer(env: Record<string, string> = {}): Promise<OnePersonJourney> {
  const browser = await launchBrowser();
  const server = await startServer(env);
  const person = await onePerson(browser);
  return {
    browser,
    server,
    ...person,
    close: async () => {
      await person.context.close();
      await browser.close();
    },
  };
}

/** Someone a journey signs up: a unique address and a name. */
export interface Person {
  email: string;
  name: string;
}

/** A browser, a fresh server and people signed up on it, each in a browser context of their own. */
export interface PeopleJourney {
  browser: Browser;
  server: RunningServer;
  contexts: BrowserContext[];
  pages: Page[];
  /** Every uncaught page error of every person, so a journey can assert there were none. */
  pageErrors: string[];
  /** Closes the people's contexts and the browser; the server stops with the file (cleanupServers). */
  close(): Promise<void>;
}

/**
 * The set-up of the journeys with several browsers: the browser, the server (started with `env`), and everyone
 * signed up side by side.
 */
export async function peopleSignedUp(
  people: Person[],
  { viewport, env = {} }: { viewport?: { width: number; height: number }; env?: Record<string, string> } = {},
): Promise<PeopleJourney> {
  const browser = await launchBrowser();
  const server = await startServer(env);
  const pageErrors: string[] = [];
  const persons = await Promise.all(people.map(() => personIn(browser, pageErrors, viewport)));
  await Promise.all(persons.map((person, i) => signUpByApi(person.page, server.url, people[i]!)));
  const contexts = persons.map((person) => person.context);
  return {
    browser,
    server,
    contexts,
    pages: persons.map((person) => person.page),
    pageErrors,
    close: async () => {
      for (const context of contexts) await context.close();
      await browser.close();
    },
  };
}

/** Two people signed up side by side, contacts, and a room of the first with the second in it. */
export interface TwoPeopleInARoom extends PeopleJourney {
  contextA: BrowserContext;
  contextB: BrowserContext;
  a: Page;
  b: Page;
  /** The second person's user id. */
  partnerId: string;
  roomId: string;
}

/** The set-up of the two-browser journeys in one room (see peopleSignedUp and shareRoom). */
export async function twoPeopleInARoom(first: Person, second: Person, roomName: string, viewport?: { width: number; height: number }): Promise<TwoPeopleInARoom> {
  const journey = await peopleSignedUp([first, second], { viewport });
  const [a, b] = journey.pages as [Page, Page];
  const [contextA, contextB] = journey.contexts as [BrowserContext, BrowserContext];
  const { partnerId, roomId } = await shareRoom(a, b, second.email, roomName);
  return { ...journey, contextA, contextB, a, b, partnerId, roomId };
}
