import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDefaultStorage } from '@urql/exchange-graphcache/default-storage';
import { personalStorage } from '../graphql/cache';
import { OUTBOX_DATABASE } from './outboxName';
import type { Viewer } from './session';
import { answersDatabase, forgetViewer, rememberedViewer, rememberViewer, VIEWER_KEY } from './viewerMemory';

const hanako = { id: 'u-hanako', email: 'hanako@example.jp', name: '山田花子' } as unknown as Viewer;
const jiro = { id: 'u-jiro', email: 'jiro@example.jp', name: '山田次郎' } as unknown as Viewer;

const databases = async () => (await indexedDB.databases()).map((database) => database.name).sort();

/** Opens (and so creates) a database, then closes it, as a page that kept something there would leave it. */
function create(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('entries');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

/** Waits for the deletions the memory asked for (they are not awaited: a page leaving must not wait for them). */
async function settled(): Promise<void> {
  await new Promise<void>((resolve) => {
    const request = indexedDB.open('settle');
    request.onsuccess = () => {
      request.result.close();
      indexedDB.deleteDatabase('settle').onsuccess = () => resolve();
    };
  });
}

afterEach(async () => {
  localStorage.clear();
  for (const name of await databases()) if (name) indexedDB.deleteDatabase(name);
  await settled();
});

describe('the person the browser remembers', () => {
  it('keeps the signed-in person and gives them back', async () => {
    expect(rememberedViewer()).toBeNull();
    await rememberViewer(hanako);
    expect(rememberedViewer()).toEqual(hanako);
  });

  it('ignores what is not a person in its place', () => {
    localStorage.setItem(VIEWER_KEY, '{not json');
    expect(rememberedViewer()).toBeNull();
    localStorage.setItem(VIEWER_KEY, JSON.stringify({ name: 'id がない' }));
    expect(rememberedViewer()).toBeNull();
  });

  it('forgets the person, their answers, their queued posts and their unsent drafts', async () => {
    await rememberViewer(hanako);
    await create(answersDatabase(hanako.id));
    await create(OUTBOX_DATABASE);
    localStorage.setItem('musubi.unsentDraft.r1', '下書き');
    localStorage.setItem('musubi.colorScheme', 'dark');
    await forgetViewer();
    await settled();
    expect(rememberedViewer()).toBeNull();
    expect(await databases()).toEqual([]);
    expect(localStorage.getItem('musubi.unsentDraft.r1')).toBeNull();
    // What is not the person's stays.
    expect(localStorage.getItem('musubi.colorScheme')).toBe('dark');
  });

  it('forgets everything of the first person when another signs in on the same browser', async () => {
    await rememberViewer(hanako);
    await create(answersDatabase(hanako.id));
    await create(OUTBOX_DATABASE);
    localStorage.setItem('musubi.unsentDraft.r1', '花子の下書き');
    await rememberViewer(jiro);
    await settled();
    expect(rememberedViewer()).toEqual(jiro);
    expect(await databases()).toEqual([]);
    expect(localStorage.getItem('musubi.unsentDraft.r1')).toBeNull();
  });

  it('keeps the same person\'s answers when they sign in again', async () => {
    await rememberViewer(hanako);
    await create(answersDatabase(hanako.id));
    await rememberViewer(hanako);
    await settled();
    expect(await databases()).toEqual([answersDatabase(hanako.id)]);
  });

  it('deletes answers left by someone it no longer remembers', async () => {
    await create(answersDatabase('u-someone'));
    await rememberViewer(jiro);
    await settled();
    expect(await databases()).toEqual([]);
  });
});

describe('the storage of the cache', () => {
  it('keeps each person\'s answers in their own database, and nothing for a signed-out page', async () => {
    const written = personalStorage(async () => hanako.id);
    await written.readData();
    await written.writeData({ 'Query.getUserDetail': '"User:u-hanako"' });
    const again = makeDefaultStorage({ idbName: answersDatabase(hanako.id) });
    expect(await again.readData()).toEqual({ 'Query.getUserDetail': '"User:u-hanako"' });
    expect(await personalStorage(async () => jiro.id).readData()).toEqual({});
    expect(await personalStorage(async () => null).readData()).toEqual({});
    expect(await personalStorage(() => Promise.reject(new Error('offline'))).readData()).toEqual({});
  });

  it('gathers the writes made while a screen opens and puts them once, the later value of a key winning', async () => {
    const puts: unknown[] = [];
    const written = personalStorage(async () => 'u-gathering', undefined, (options) => {
      const storage = makeDefaultStorage(options);
      return { ...storage, writeData: (delta) => (puts.push(delta), storage.writeData(delta)) };
    });
    await written.readData();
    const first = written.writeData({ 'Query.a': '"first"', 'Query.b': '"kept"' });
    const second = written.writeData({ 'Query.a': '"second"' });
    await Promise.all([first, second]);
    expect(puts).toEqual([{ 'Query.a': '"second"', 'Query.b': '"kept"' }]);
    expect(await makeDefaultStorage({ idbName: answersDatabase('u-gathering') }).readData()).toMatchObject({ 'Query.a': '"second"', 'Query.b': '"kept"' });
  });

  it('puts what it gathered before it reads, and at once when the page is hidden', async () => {
    const written = personalStorage(async () => 'u-hidden');
    await written.readData();
    void written.writeData({ 'Query.c': '"gathered"' });
    expect(await personalStorage(async () => 'u-hidden').readData()).not.toHaveProperty(['Query.c']);
    expect(await written.readData()).toMatchObject({ 'Query.c': '"gathered"' });

    const hidden = written.writeData({ 'Query.d': '"hidden"' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    await hidden;
    expect(await makeDefaultStorage({ idbName: answersDatabase('u-hidden') }).readData()).toMatchObject({ 'Query.d': '"hidden"' });
  });
});
