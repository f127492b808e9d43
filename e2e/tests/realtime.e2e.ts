import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { gql, signIn, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `live-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `live-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

const message = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-content').getByText(text, { exact: true }) });

const post = (page: Page, roomId: string, content: string) =>
  gql(page, 'mutation ($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', { input: { room_id: roomId, content } });

/** Resolves once the page has started its room's change stream over its socket. */
function streamingRoom(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('onMessageChanges')) resolve();
      });
    });
  });
}

describe('live connection', () => {
  let server: RunningServer;
  let contextB: BrowserContext;
  let a: Page;
  let b: Page;
  let roomId: string;
  let pageErrors: string[];
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, '再接続の確認');
    ({ server, contextB, a, b, pageErrors, roomId } = journey);
  });

  afterAll(async () => {
    await journey?.close();
    await server?.stop();
  });

  /** Stops the server and starts it again on the same port and data; the page shows the banner meanwhile. */
  async function restart(page: Page) {
    const port = new URL(server.url).port;
    const dataDir = server.dataDir;
    await server.stop('SIGTERM');
    const banner = page.getByTestId('connection-lost');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('接続が切れています…');
    server = await startServer({ DATA_DIR: dataDir, PORT: port });
    return banner;
  }

  it('shows the banner while the server restarts, reconnects by itself, catches up and hears the next message', async () => {
    const streaming = streamingRoom(b);
    await b.goto(`${server.url}/room?room=${roomId}`);
    await streaming;
    await post(a, roomId, '再起動の前');
    await message(b, '再起動の前').waitFor();

    const banner = await restart(b);
    await screenshot(b, 'realtime-disconnected');
    // Posted while the page is still away: it comes with the catch-up.
    await post(a, roomId, '切断中の投稿');
    // No help from the browser: the page tries again after 5 s, then every 60 s.
    await banner.waitFor({ state: 'detached', timeout: 100_000 });
    await message(b, '切断中の投稿').waitFor();
    await post(a, roomId, '再接続の後');
    await message(b, '再接続の後').waitFor();
    await screenshot(b, 'realtime-reconnected');
    expect(pageErrors).toEqual([]);
  }, 150_000);

  it('reconnects at once when the browser is back online', async () => {
    const banner = await restart(b);
    await post(a, roomId, '二度目の切断中');
    await b.evaluate(() => window.dispatchEvent(new Event('online')));
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await message(b, '二度目の切断中').waitFor();
    await post(a, roomId, '二度目の再接続の後');
    await message(b, '二度目の再接続の後').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("signs out on every device from the account menu: the person's other browser goes to the login page", async () => {
    const elsewhere = await journey.browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
    const phone = await elsewhere.newPage();
    await phone.goto(`${server.url}/auth/login`);
    await signIn(phone, hanako.email);
    await phone.waitForURL((url) => url.pathname.startsWith('/room'));
    const streaming = streamingRoom(phone);
    await phone.goto(`${server.url}/room?room=${roomId}`);
    await streaming;

    await a.getByRole('button', { name: `${hanako.name}のメニュー` }).click();
    await screenshot(a, 'account-menu-sign-out-everywhere');
    await a.getByRole('menuitem', { name: 'すべての端末からログアウト' }).click();
    await a.waitForURL((url) => url.pathname === '/auth/login');
    await phone.waitForURL((url) => url.pathname === '/auth/login', { timeout: 30_000 });
    await elsewhere.close();
    // Back in for what follows.
    await signIn(a, hanako.email);
    await a.waitForURL((url) => url.pathname.startsWith('/room'));
    expect(pageErrors).toEqual([]);
  });

  it('sends the other tab to the login page, with its URL saved, when one tab signs out', async () => {
    const other = await contextB.newPage();
    const streaming = streamingRoom(other);
    await other.goto(`${server.url}/room?room=${roomId}`);
    await streaming;
    await gql(b, 'mutation { signOut }');
    await other.waitForURL((url) => url.pathname === '/auth/login', { timeout: 30_000 });
    expect(new URL(other.url()).searchParams.get('redirect')).toBe(`/room?room=${roomId}`);
    await screenshot(other, 'realtime-signed-out-elsewhere');
    expect(pageErrors).toEqual([]);
  });
});
