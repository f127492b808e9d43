import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { gql, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';
import type { RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `push-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `push-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

/** The notifications Jiro's browser shows for Musubi (those of its service worker's registration). */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url }));
  });

/**
 * Headless Chromium keeps every page visible (another tab in front or a minimised window change nothing), so the
 * journey puts Jiro's page in the state a hidden tab reports, as the browser would when he switched away.
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** Back to the page: the state a tab reports when it comes to the front again. */
const show = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('notifications reach someone who is not looking', () => {
  let server: RunningServer;
  let contextB: BrowserContext;
  let a: Page;
  let b: Page;
  let roomId: string;
  let jiroId: string;
  let pageErrors: string[];
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, '通知の確認');
    ({ server, contextB, a, b, pageErrors, partnerId: jiroId, roomId } = journey);
    // Jiro allows notifications for Musubi, as the browser's prompt would record it.
    await contextB.grantPermissions(['notifications'], { origin: server.url });
  });

  afterAll(async () => {
    await journey?.close();
    await server?.stop();
  });

  it('is installable: its manifest parses and Chromium finds nothing missing', async () => {
    await b.goto(`${server.url}/room`);
    await b.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await contextB.newCDPSession(b);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({ name: 'Musubi（結び）', start_url: '/room', display: 'standalone' });
    // The journey's browser contexts are incognito, where Chromium installs nothing: every other check passes.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    await cdp.detach();
  });

  it('sets the mail delay and quiet hours in the account page, kept after a reload', async () => {
    await b.goto(`${server.url}/account/id/edit`);
    await b.getByRole('heading', { name: '通知', exact: true }).waitFor();
    await b.getByRole('button', { name: 'このブラウザで通知を受け取る' }).waitFor();
    await b.getByText('通知を受け取る端末はまだありません。').waitFor();
    await b.getByText('1時間後').click();
    await b.getByText('通知の設定を保存しました。').first().waitFor();
    await b.getByLabel('おやすみ時間を設定する').check();
    await b.getByLabel('開始').fill('22:00');
    await b.getByLabel('終了').fill('07:30');
    await b.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(async () => (await gql<{ notificationSettings: unknown }>(b, '{ notificationSettings { mailDelayMinutes quietFrom quietTo } }')).notificationSettings).toEqual({
      mailDelayMinutes: 60,
      quietFrom: '22:00',
      quietTo: '07:30',
    });
    await b.reload();
    await expect.poll(() => b.getByRole('radio', { name: '1時間後' }).isChecked()).toBe(true);
    await expect.poll(() => b.getByLabel('開始').inputValue()).toBe('22:00');
    await screenshot(b, 'push-account-settings');
    await gql(b, 'mutation { updateNotificationSettings(input: { quietFrom: null, quietTo: null }) { quietFrom } }');
  });

  it('offers notifications once, on coming back after a To arrived while away, never on load', async () => {
    await a.goto(`${server.url}/room`);
    await a.locator(`[data-room-id="${roomId}"]`).waitFor();
    expect(await a.evaluate(() => Notification.permission)).toBe('default');
    const hanakoId = (await gql<{ getUserDetail: { id: string } }>(a, '{ getUserDetail { id } }')).getUserDetail.id;
    const toHanako = (content: string) =>
      gql(b, 'mutation ($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', { input: { room_id: roomId, content, to_user_id: hanakoId } });
    await hide(a);
    await toHanako('花子さん、確認をお願いします');
    await a.locator(`[data-room-id="${roomId}"]`).getByTestId('mention-badge').filter({ hasText: '@1' }).waitFor();
    expect(await a.getByText('デスクトップ通知を受け取りますか？').count()).toBe(0);
    await show(a);
    await a.getByText('デスクトップ通知を受け取りますか？').waitFor();
    await screenshot(a, 'push-offer');
    await a.getByRole('button', { name: '今はしない' }).click();
    await expect.poll(() => a.getByText('デスクトップ通知を受け取りますか？').count()).toBe(0);
    await a.reload();
    await a.locator(`[data-room-id="${roomId}"]`).waitFor();
    await hide(a);
    await toHanako('もう一件あります');
    await a.locator(`[data-room-id="${roomId}"]`).getByTestId('mention-badge').filter({ hasText: '@2' }).waitFor();
    await show(a);
    expect(await a.getByText('デスクトップ通知を受け取りますか？').count()).toBe(0);
  });

  it('shows a To from the other browser as a desktop notification while the page is hidden, with the count in the title', async () => {
    await b.goto(`${server.url}/room`);
    await b.locator(`[data-room-id="${roomId}"]`).waitFor();
    await b.evaluate(() => navigator.serviceWorker.ready);
    await hide(b);

    await gql(a, 'mutation ($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', {
      input: { room_id: roomId, content: '至急ご確認ください', to_user_id: jiroId },
    });
    await expect.poll(() => shownNotifications(b)).toEqual([{ title: '通知の確認', body: '至急ご確認ください', tag: `room:${roomId}`, url: `/room?room=${roomId}` }]);
    await expect.poll(() => b.title()).toMatch(/^\(1\) /);
    for (const icon of await b.locator('link[rel~="icon"]').all()) expect(await icon.getAttribute('href')).toMatch(/^data:image\/png/);
  });

  it('shows a push in the service worker, and a click on it opens the room at the message', async () => {
    const { createMessageByRole: sent } = await gql<{ createMessageByRole: { id: string } }>(
      a,
      'mutation ($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }',
      { input: { room_id: roomId, content: '見積書を添付しました', to_user_id: jiroId } },
    );
    // The open page tells of the message itself first; the worker's push then takes the place of that notification.
    await expect.poll(async () => (await shownNotifications(b)).some((n) => n.body === '見積書を添付しました')).toBe(true);
    // No push service is reachable here: DevTools hands the worker the push the server would have sent.
    const cdp = await contextB.newCDPSession(b);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const url = `/room?room=${roomId}&message=${sent.id}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${server.url}/`,
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify({ title: `${hanako.name}（通知の確認）`, body: '見積書を添付しました', url, roomId, messageId: sent.id, reason: 'mention' }),
    });
    await expect
      .poll(async () => (await shownNotifications(b)).find((n) => n.body === '見積書を添付しました'))
      .toEqual({ title: `${hanako.name}（通知の確認）`, body: '見積書を添付しました', tag: `room:${roomId}`, url });

    // A click, as the system's notification centre would deliver it to the worker.
    const [worker] = contextB.serviceWorkers();
    await worker!.evaluate(async (tag) => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications({ tag });
      const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
    }, `room:${roomId}`);
    await b.waitForURL(`**${url}`);
    await b.getByTestId('message-content').getByText('見積書を添付しました', { exact: true }).waitFor();
    await expect.poll(async () => (await shownNotifications(b)).some((n) => n.body === '見積書を添付しました')).toBe(false);
    await screenshot(b, 'push-opened-at-message');
  });

  it('chooses how much of a room reaches him, in the room’s information', async () => {
    await b.getByRole('button', { name: 'ルーム情報' }).click();
    const level = b.getByRole('textbox', { name: 'このルームの通知' });
    await expect.poll(() => level.inputValue()).toBe('To とダイレクトのみ');
    await level.click();
    await b.getByRole('option', { name: 'すべてのメッセージ' }).click();
    await expect
      .poll(async () => (await gql<{ roomNotificationLevel: string }>(b, 'query ($r: ID!) { roomNotificationLevel(room_id: $r) }', { r: roomId })).roomNotificationLevel)
      .toBe('ALL');
    await screenshot(b, 'push-room-level');
    expect(pageErrors).toEqual([]);
  });
});
