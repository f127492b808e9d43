import { MESSAGES, MESSAGES_EN } from '@musubi/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { Listener } from '../../../test/chat';
import { SIGN_IN, SIGN_UP, signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const db = server.deps.db;

const UPDATE_LANGUAGE = graphql(`mutation UsersUpdateLanguage($language: String!) { updateLanguage(language: $language) { id language } }`);
const MY_LANGUAGE = graphql(`query UsersMyLanguage { getUserDetail { id language } }`);
const THEIR_LANGUAGE = graphql(`query UsersTheirLanguage($id: ID) { getProfile(id: $id) { id language } }`);

const ON_UPDATE_VIEWER = graphql(`subscription UsersOnUpdateViewer { onUpdateViewer { id language } }`);

const listeners: Listener[] = [];
const listen = (client: TestClient) => {
  const listener = new Listener(server, client);
  listeners.push(listener);
  return listener.subscribe(ON_UPDATE_VIEWER, {});
};
afterAll(() => Promise.all(listeners.map((listener) => listener.close())));

const storedLanguage = async (id: string) =>
  (await db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

describe('each person’s language', () => {
  it('is Japanese for a new account, and the English a person chooses is kept for every later request', async () => {
    const person = await signUpUser(server);
    expect((await person.client.ok(MY_LANGUAGE)).getUserDetail.language).toBe('ja');
    const { updateLanguage } = await person.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    expect(updateLanguage).toEqual({ id: person.id, language: 'en' });
    expect((await person.client.ok(MY_LANGUAGE)).getUserDetail.language).toBe('en');
    await person.client.ok(UPDATE_LANGUAGE, { language: 'ja' });
    expect(await storedLanguage(person.id)).toBe('ja');
  });

  it('can be chosen by an account still confirming its address', async () => {
    const client = server.client();
    const { signUp } = await client.ok(SIGN_UP, { input: { email: `unconfirmed-${Date.now()}@musubi.test`, password: 'password123', captcha: await client.captcha() } });
    await client.ok(UPDATE_LANGUAGE, { language: 'en' });
    expect(await storedLanguage(signUp.userId as string)).toBe('en');
  });

  it('is told to the person only: anyone else reads the default', async () => {
    const person = await signUpUser(server);
    const other = await signUpUser(server);
    await person.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    expect((await other.client.ok(THEIR_LANGUAGE, { id: person.id })).getProfile.language).toBe('ja');
    expect((await person.client.ok(THEIR_LANGUAGE, { id: person.id })).getProfile.language).toBe('en');
  });

  it('refuses anything but ja or en, and a signed-out caller, writing nothing', async () => {
    const person = await signUpUser(server);
    for (const language of ['fr', 'EN', '', 'ja ', 'en-US', 'x'.repeat(10_000)]) {
      const refused = await person.client.gql(UPDATE_LANGUAGE, { language });
      expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.languageInvalid, extensions: { code: 'BAD_USER_INPUT', field: 'language' } });
    }
    const wrongType = await person.client.gql('mutation { updateLanguage(language: 1) { id } }');
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const signedOut = await server.client().gql(UPDATE_LANGUAGE, { language: 'en' });
    expect(signedOut.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await storedLanguage(person.id)).toBe('ja');
  });
});

describe('an error told in the reader’s language', () => {
  it('reaches a person who chose English in English, with the same code and field', async () => {
    const person = await signUpUser(server);
    await person.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    // Even a browser preferring Japanese: the account's choice wins once signed in.
    person.client.headers['accept-language'] = 'ja';
    const refused = await person.client.gql(UPDATE_LANGUAGE, { language: 'fr' });
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES_EN.languageInvalid, extensions: { code: 'BAD_USER_INPUT', field: 'language' } });
    const missing = await person.client.gql(THEIR_LANGUAGE, { id: 'nobody' });
    expect(missing.errors?.[0]).toMatchObject({ message: MESSAGES_EN.notFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('reaches a person who reads Japanese word for word, whatever their browser prefers', async () => {
    const person = await signUpUser(server);
    person.client.headers['accept-language'] = 'en-US,en;q=0.9';
    const refused = await person.client.gql(UPDATE_LANGUAGE, { language: 'fr' });
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.languageInvalid, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('follows the browser’s language before sign-in', async () => {
    const english = server.client();
    english.headers['accept-language'] = 'en-GB,en;q=0.9,ja;q=0.5';
    const inEnglish = await english.gql(UPDATE_LANGUAGE, { language: 'en' });
    expect(inEnglish.errors?.[0]).toMatchObject({ message: MESSAGES_EN.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
    const other = server.client();
    other.headers['accept-language'] = 'de-DE,fr;q=0.8';
    expect((await other.gql(UPDATE_LANGUAGE, { language: 'en' })).errors?.[0]?.message).toBe(MESSAGES.unauthenticated);
    const malformed = await english.gql('mutation { updateLanguage(language: ) { id } }');
    expect(malformed.errors?.[0]).toMatchObject({ message: MESSAGES_EN.invalidRequest, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('our own words in the reader’s language', () => {
  const USERS = graphql(`query UsersLanguageGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id } }`);
  const REQUEST = graphql(`mutation UsersLanguageContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }`);
  const NOTIFICATIONS = graphql(`query UsersLanguageNotifications { customGetNotifications { items { content } } }`);

  it('tells a refusal with a number in it in English, the number kept', async () => {
    const person = await signUpUser(server);
    await person.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    const refused = await person.client.gql(USERS, { ids: Array.from({ length: 101 }, (_, i) => `id${i}`) });
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES_EN.tooManyUsers(100), extensions: { code: 'BAD_USER_INPUT', field: 'ids' } });
  });

  it('tells an account notification in the language of whoever reads it', async () => {
    const requester = await signUpUser(server, { name: '佐藤 一郎' });
    const english = await signUpUser(server);
    await english.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    const japanese = await signUpUser(server);
    await requester.client.ok(REQUEST, { input: { user_id: english.id } });
    await requester.client.ok(REQUEST, { input: { user_id: japanese.id } });
    const [toEnglish] = (await english.client.ok(NOTIFICATIONS)).customGetNotifications.items;
    expect(toEnglish?.content).toBe('佐藤 一郎 sent you a contact request.');
    const [toJapanese] = (await japanese.client.ok(NOTIFICATIONS)).customGetNotifications.items;
    expect(toJapanese?.content).toBe('佐藤 一郎さんからコンタクト申請が届きました。');
  });
});

describe('a language change on one device', () => {
  it('reaches every open page of the same person at once, and nobody else’s', async () => {
    const person = await signUpUser(server);
    const otherDevice = server.client();
    await otherDevice.ok(SIGN_IN, { input: { email: person.email, password: person.password } });
    const outsider = await signUpUser(server);
    const [here, there, theirs] = [listen(person.client), listen(otherDevice), listen(outsider.client)];
    // graphql-ws does not acknowledge a subscription: choose the same language until both pages hear it.
    while (here.events.length === 0 || there.events.length === 0) {
      await person.client.ok(UPDATE_LANGUAGE, { language: 'ja' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    here.events.length = 0;
    there.events.length = 0;

    await person.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    await Promise.all([here.until(1), there.until(1)]);
    expect(here.events).toEqual([{ onUpdateViewer: { id: person.id, language: 'en' } }]);
    expect(there.events).toEqual([{ onUpdateViewer: { id: person.id, language: 'en' } }]);
    expect([...here.errors, ...there.errors, ...theirs.errors]).toEqual([]);
    expect(theirs.events).toEqual([]);
  });

  it('is heard only by a signed-in page', async () => {
    const anonymous = new Listener(server, server.client());
    listeners.push(anonymous);
    const refused = anonymous.subscribe(ON_UPDATE_VIEWER, {});
    await refused.until(1);
    expect(refused.errors).toHaveLength(1);
    expect(refused.events).toEqual([]);
  });
});
