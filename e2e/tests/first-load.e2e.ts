import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { gql, onePerson, signUpByApi } from '../support/journeys';

const owner = { email: `first-load-${Date.now()}@musubi.test`, name: '結日 初回' };

/** The operation names of the GraphQL calls over HTTP the page makes from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    // urql sends queries as GET (within the URL's limit), mutations as POST.
    const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string; query?: string }) : null;
    const query = body?.query ?? url.searchParams.get('query') ?? '';
    calls.push(body?.operationName ?? url.searchParams.get('operationName') ?? /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous');
  });
  return calls;
}

/** The subscriptions the page holds open on its socket, by the graphql-ws frames it sends. */
function recordSubscriptions(page: Page) {
  const live = new Map<string, string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { type: string; id?: string; payload?: { query?: string } };
      if (frame.type === 'subscribe') live.set(frame.id!, /subscription\s+(\w+)/.exec(frame.payload?.query ?? '')?.[1] ?? 'anonymous');
      if (frame.type === 'complete') live.delete(frame.id!);
    });
    socket.on('close', () => live.clear());
  });
  return live;
}

describe('the room page asks for what it needs once and holds only the open room live', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const rooms: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    ({ page } = await onePerson(browser));
    await signUpByApi(page, server.url, owner);
    for (const name of ['一つ目のルーム', '二つ目のルーム', '三つ目のルーム']) {
      rooms.push((await gql<{ addRoom: { id: string } }>(page, 'mutation($input: AddRoomInput!) { addRoom(input: $input) { id } }', { input: { name } })).addRoom.id);
    }
  });

  afterAll(async () => {
    await server?.stop();
    await browser?.close();
  });

  it('asks for the room list, notifications and folders once on the first load', async () => {
    // From a blank page: the sign-up's page may still be asking, and its calls are not this load's.
    await page.goto('about:blank');
    const calls = recordCalls(page);
    await page.goto(`${server.url}/room?room=${rooms[0]}`);
    await page.getByRole('textbox', { name: 'メッセージ' }).waitFor();
    await page.waitForLoadState('networkidle');
    const counts = Object.fromEntries(calls.map((name) => [name, calls.filter((c) => c === name).length]));
    expect(Object.entries(counts).filter(([, count]) => count > 1)).toEqual([]);
  });

  it('completes the left room\'s subscriptions on a room switch, so as many stay live as before', async () => {
    // From a blank page, so an earlier page's socket closing does not clear this one's subscriptions.
    await page.goto('about:blank');
    const live = recordSubscriptions(page);
    await page.goto(`${server.url}/room?room=${rooms[0]}`);
    await page.getByRole('textbox', { name: 'メッセージ' }).waitFor();
    // Network idleness does not wait for a socket's frames: the lists' subscriptions start once their answers are in.
    const everyList = ['BellOnCreateNotification', 'ChatOnDraft', 'ChatOnMessageChanges', 'ChatOnUpdateUserRoom', 'OnSessionEnd', 'OnUpdateViewer'];
    await expect.poll(() => [...live.values()].sort()).toEqual(everyList);
    const atStart = [...live.values()].sort();

    for (const roomId of [rooms[1], rooms[2], rooms[0], rooms[1]]) {
      await page.locator(`nav [data-room-id="${roomId}"]`).click();
      await page.locator(`[data-room-timeline="${roomId}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => [...live.values()].sort()).toEqual(atStart);
    }
    // One composer on the page: the rooms kept for a quick switch back hold none.
    await expect.poll(() => page.getByRole('textbox', { name: 'メッセージ' }).count()).toBe(1);
  });

  it('shows its loading screen until the first page is ready, then the page alone', async () => {
    // A first visit, signed in: no service worker keeps the app's files yet (one would answer them past page.route).
    const context = await browser.newContext({ locale: 'ja-JP', serviceWorkers: 'block' });
    await context.addCookies(await page.context().cookies());
    const visit = await context.newPage();
    try {
      // The room page's code held back, as a slow network would: the page's own HTML shows meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await visit.route('**/assets/RoomPage-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await visit.goto(`${server.url}/room?room=${rooms[0]}`, { waitUntil: 'commit' });
      await visit.getByRole('status').filter({ hasText: '読み込み中' }).waitFor({ state: 'attached' });
      // The app's name as its header shows it; no heading, so that nothing takes the loading screen for a page.
      expect(await visit.locator('header').textContent()).toBe('結びMusubi');
      expect(await visit.getByRole('heading').count()).toBe(0);
      await screenshot(visit, 'first-load-loading-screen');
      release();
      await visit.getByRole('textbox', { name: 'メッセージ' }).waitFor();
      // The room's own header replaced the loading screen's: one banner, one main, the room's name as the heading.
      expect(await visit.locator('.boot').count()).toBe(0);
      expect(await visit.getByRole('banner').count()).toBe(1);
      expect(await visit.getByRole('main').count()).toBe(1);
      expect(await visit.getByRole('heading', { level: 1 }).textContent()).toBe('一つ目のルーム');
    } finally {
      await context.close();
    }
  });

  it('receives every GraphQL answer over 1 KB compressed', async () => {
    const answers: Array<Promise<{ encoding: string | undefined; bytes: number } | null>> = [];
    await page.goto('about:blank');
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/graphql') return;
      // From a blank page, so only the room's answers count; one the browser dropped unread is left out.
      answers.push(response.body().then((body) => ({ encoding: response.headers()['content-encoding'], bytes: body.length }), () => null));
    });
    await page.goto(`${server.url}/room?room=${rooms[0]}`);
    await page.getByRole('textbox', { name: 'メッセージ' }).waitFor();
    await page.waitForLoadState('networkidle');
    const read = (await Promise.all(answers)).filter((answer) => answer !== null);
    const large = read.filter((answer) => answer.bytes > 1024);
    expect(large.length).toBeGreaterThan(0);
    // zstd where the server's Node has it (24), else brotli: Chromium accepts both and prefers zstd.
    expect(large.filter((answer) => !['zstd', 'br', 'gzip'].includes(answer.encoding ?? ''))).toEqual([]);
  });
});
