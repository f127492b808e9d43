import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { finishSignUp, gql, onePerson, peopleSignedUp, signIn, type PeopleJourney } from '../support/journeys';
import { waitForInviteLink } from '../support/mail';
import type { RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `manage-hanako-${stamp}@musubi.test`, name: '佐藤 花子' };
const jiro = { email: `manage-jiro-${stamp}@musubi.test`, name: '鈴木 次郎' };
const saburo = { email: `manage-saburo-${stamp}@musubi.test`, name: '高橋 三郎' };

const roomLink = (page: Page, roomId: string) => page.locator(`nav [data-room-id="${roomId}"]`).first();
const roomLinkNamed = (page: Page, name: string) => page.locator('nav a[data-room-id]').filter({ hasText: name });

async function connect(from: Page, to: Page, toEmail: string) {
  await gql(from, 'mutation($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }', { input: { email: toEmail } });
  const requests = await gql<{ listContactsRequests: { items: Array<{ id: string }> } }>(to, '{ listContactsRequests { items { id } } }');
  await gql(to, 'mutation($input: ContactRequestIdInput!) { acceptRequestContact(input: $input) { id } }', {
    input: { id: requests.listContactsRequests.items[0]!.id },
  });
}

async function newRoom(page: Page, name: string, memberIds: string[] = []) {
  const created = await gql<{ addRoom: { id: string } }>(page, 'mutation($input: AddRoomInput!) { addRoom(input: $input) { id } }', {
    input: { name, user_ids: memberIds },
  });
  return created.addRoom.id;
}

async function openMembers(page: Page, serverUrl: string, roomId: string) {
  await page.goto(`${serverUrl}/room?room=${roomId}`);
  // On a phone the header's buttons are in its one menu.
  await page.getByRole('button', { name: /^(メンバー|ルームの操作)$/ }).first().waitFor();
  const actions = page.getByRole('button', { name: 'ルームの操作' });
  if (await actions.isVisible()) {
    await actions.click();
    await page.getByRole('menuitem', { name: 'メンバー', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'メンバー', exact: true }).click();
  }
  await page.getByRole('dialog').getByText('メンバー（', { exact: false }).waitFor();
}

const idOf = async (page: Page) => (await gql<{ getUserDetail: { id: string } }>(page, '{ getUserDetail { id } }')).getUserDetail.id;

describe('a team runs its rooms from the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let a: Page;
  let b: Page;
  let c: Page;
  // Each person a journey adds besides the three of the set-up, and everyone's page errors.
  const contexts: BrowserContext[] = [];
  const pageErrors: string[][] = [];
  let jiroId: string;
  let saburoId: string;
  let journey: PeopleJourney;

  beforeAll(async () => {
    journey = await peopleSignedUp([hanako, jiro, saburo]);
    ({ browser, server } = journey);
    pageErrors.push(journey.pageErrors);
    [a, b, c] = journey.pages as [Page, Page, Page];
    await connect(a, b, jiro.email);
    await connect(a, c, saburo.email);
    jiroId = await idOf(b);
    saburoId = await idOf(c);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await journey?.close();
    expect(pageErrors.flat()).toEqual([]);
  });

  it('an admin adds a contact with a role, who sees the room appear live; then removes them and it leaves', async () => {
    const roomId = await newRoom(a, '月次決算');
    await b.goto(`${server.url}/room`);
    await openMembers(a, server.url, roomId);
    const dialog = a.getByRole('dialog');
    await dialog.getByLabel('追加するコンタクト').click();
    await a.getByRole('option', { name: jiro.name }).click();
    await dialog.getByRole('heading').first().click();
    await dialog.getByRole('button', { name: '追加する' }).click();
    await dialog.getByText('1 人を追加しました').waitFor();
    await roomLink(b, roomId).waitFor();
    await dialog.locator(`[data-testid="room-member"][data-user-id="${jiroId}"]`).waitFor();
    await screenshot(a, 'manage-added');

    await dialog.getByLabel(`${jiro.name} の権限`).click();
    await a.getByRole('option', { name: '閲覧のみ' }).click();
    await b.goto(`${server.url}/room?room=${roomId}`);
    await b.getByText('閲覧のみのメンバーはメッセージを送れません').waitFor();

    await dialog.getByLabel(`${jiro.name} をルームから外す`).click();
    await a.getByRole('dialog', { name: `${jiro.name} さんをルームから外しますか？` }).getByRole('button', { name: 'ルームから外す' }).click();
    await expect.poll(() => b.locator(`nav [data-room-id="${roomId}"]`).count()).toBe(0);
    await b.getByText('このルームから退出しました').waitFor();
    await expect.poll(() => b.url()).not.toContain(roomId);
  });

  it('a member leaves; the last admin names a successor before leaving', async () => {
    const roomId = await newRoom(a, '税務相談', [jiroId]);
    await openMembers(b, server.url, roomId);
    await b.getByRole('dialog').getByRole('button', { name: 'ルームを退出' }).click();
    const confirm = b.getByRole('dialog', { name: '「税務相談」から退出しますか？' });
    await confirm.getByRole('button', { name: '退出する' }).click();
    await expect.poll(() => b.locator(`nav [data-room-id="${roomId}"]`).count()).toBe(0);

    const second = await newRoom(a, '経理共有', [saburoId]);
    await c.goto(`${server.url}/room`);
    await roomLink(c, second).waitFor();
    await openMembers(a, server.url, second);
    await a.getByRole('dialog').getByRole('button', { name: 'ルームを退出' }).click();
    const ask = a.getByRole('dialog', { name: '「経理共有」から退出しますか？' });
    await ask.getByText('あなたはこのルームの唯一の管理者です').waitFor();
    expect(await ask.getByRole('button', { name: '退出する' }).isDisabled()).toBe(true);
    await ask.getByLabel('新しい管理者').click();
    await a.getByRole('option', { name: saburo.name }).click();
    await screenshot(a, 'manage-leave-successor');
    await ask.getByRole('button', { name: '退出する' }).click();
    await expect.poll(() => a.locator(`nav [data-room-id="${second}"]`).count()).toBe(0);
    await openMembers(c, server.url, second);
    await c.getByRole('dialog').getByText('コンタクトからメンバーを追加').waitFor();
  });

  it('an admin edits the room and its picture, then deletes it; it leaves the other member live', async () => {
    const roomId = await newRoom(a, '旧プロジェクト', [jiroId]);
    await b.goto(`${server.url}/room`);
    await roomLink(b, roomId).waitFor();
    await a.goto(`${server.url}/room?room=${roomId}`);
    await a.getByRole('button', { name: 'ルーム情報', exact: true }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByLabel('ルーム名').fill('新プロジェクト');
    await dialog.getByLabel('公開ルーム（ルームコードで参加できます）').check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('保存しました').waitFor();
    await roomLink(b, roomId).filter({ hasText: '新プロジェクト' }).waitFor();

    const picture = await sharp({ create: { width: 300, height: 500, channels: 3, background: { r: 18, g: 184, b: 134 } } }).png().toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'ロゴ.png', mimeType: 'image/png', buffer: picture });
    await a.getByRole('dialog', { name: '表示する範囲を選ぶ' }).getByRole('button', { name: 'この範囲で保存' }).click();
    await a.getByText('画像を保存しました').waitFor();
    await expect.poll(async () => (await roomLink(b, roomId).locator('img').getAttribute('src').catch(() => null)) ?? '').toMatch(/^\/api\/avatars\//);

    await dialog.getByRole('button', { name: 'ルームを削除' }).click();
    const confirm = a.getByRole('dialog', { name: '「新プロジェクト」を削除しますか？' });
    await screenshot(a, 'manage-delete-confirm');
    await confirm.getByRole('button', { name: '削除する' }).click();
    await expect.poll(() => b.locator(`nav [data-room-id="${roomId}"]`).count()).toBe(0);
    await expect.poll(() => a.locator(`nav [data-room-id="${roomId}"]`).count()).toBe(0);
  });

  it('an invitation to a new address: the mailed link greets, fills the address, and the sign-up lands in the room', async () => {
    const roomId = await newRoom(a, '新人研修');
    const newcomer = { email: `manage-newcomer-${stamp}@musubi.test`, name: '田中 四郎' };
    await openMembers(a, server.url, roomId);
    const dialog = a.getByRole('dialog');
    await dialog.getByLabel('招待するメールアドレス').fill(newcomer.email);
    await dialog.getByRole('button', { name: '招待メールを送る' }).click();
    await dialog.locator(`[data-testid="room-invite"][data-email="${newcomer.email}"]`).waitFor();
    await screenshot(a, 'manage-invited');

    const link = await waitForInviteLink(server.url, newcomer.email);
    expect(link).toContain('/auth/signup?invite=');
    const { context, page, pageErrors: errors } = await onePerson(browser);
    contexts.push(context);
    pageErrors.push(errors);
    await page.goto(link);
    await page.getByTestId('invite-greeting').getByText(`${hanako.name}さんからの招待`).waitFor();
    await page.getByText('ルーム「新人研修」に招待されています。').waitFor();
    await expect.poll(() => page.getByLabel('メールアドレス').inputValue()).toBe(newcomer.email);
    await screenshot(page, 'invite-signup');
    await finishSignUp(page, server.url, newcomer);
    await page.getByRole('link', { name: 'はじめる' }).click();
    await page.waitForURL(`**/room?room=${roomId}`);
    await page.getByRole('heading', { name: '新人研修' }).waitFor();
    await page.getByText('ルーム「新人研修」に参加しました').waitFor();
    await screenshot(page, 'invite-landed');
    await expect.poll(() => dialog.locator('[data-testid="room-member"]').count()).toBe(2);
  });

  it('an invitation to an existing account: the link leads through sign-in to the room', async () => {
    const roomId = await newRoom(a, '監査対応');
    await openMembers(a, server.url, roomId);
    await a.getByRole('dialog').getByLabel('招待するメールアドレス').fill(saburo.email);
    await a.getByRole('dialog').getByRole('button', { name: '招待メールを送る' }).click();
    const link = await waitForInviteLink(server.url, saburo.email);
    expect(link).toContain('/auth/login?invite=');
    const { context, page, pageErrors: errors } = await onePerson(browser);
    contexts.push(context);
    pageErrors.push(errors);
    await page.goto(link);
    await page.getByText(`${hanako.name}さんからの招待`).waitFor();
    await signIn(page, saburo.email);
    await page.waitForURL(`**/room?room=${roomId}`);
    await page.getByRole('heading', { name: '監査対応' }).waitFor();
  });

  it('a revoked invitation: the link is refused in Japanese', async () => {
    const roomId = await newRoom(a, '取消確認');
    const email = `manage-revoked-${stamp}@musubi.test`;
    await openMembers(a, server.url, roomId);
    const dialog = a.getByRole('dialog');
    await dialog.getByLabel('招待するメールアドレス').fill(email);
    await dialog.getByRole('button', { name: '招待メールを送る' }).click();
    await dialog.getByLabel(`${email} への招待を取り消す`).click();
    await dialog.getByText('招待を取り消しました').waitFor();
    await expect.poll(() => dialog.locator('[data-testid="room-invite"]').count()).toBe(0);

    const link = await waitForInviteLink(server.url, email);
    const { context, page, pageErrors: errors } = await onePerson(browser);
    contexts.push(context);
    pageErrors.push(errors);
    await page.goto(link);
    await page.getByTestId('invite-refused').getByText('この招待リンクは無効です').waitFor();
    await screenshot(page, 'invite-refused');
  });

  it('direct chats are named after the other person, in the list, the header and the filter', async () => {
    await a.goto(`${server.url}/room`);
    await roomLinkNamed(a, jiro.name).waitFor();
    await roomLinkNamed(a, saburo.name).waitFor();
    await roomLinkNamed(a, saburo.name).click();
    await a.getByRole('heading', { name: saburo.name }).waitFor();
    expect(await a.getByRole('button', { name: 'ルームコード', exact: true }).count()).toBe(0);
    expect(await a.getByRole('button', { name: 'ルーム情報', exact: true }).count()).toBe(0);
    await a.getByLabel('ルームを絞り込む').fill('鈴木');
    await roomLinkNamed(a, jiro.name).waitFor();
    expect(await roomLinkNamed(a, saburo.name).count()).toBe(0);
    await b.goto(`${server.url}/room`);
    await roomLinkNamed(b, hanako.name).waitFor();
    await screenshot(a, 'direct-names');
  });

  it('a contact opens its direct chat in one click; removing the contact leaves the chat read-only for both, live', async () => {
    await a.goto(`${server.url}/room`);
    await b.goto(`${server.url}/room`);
    await roomLinkNamed(b, hanako.name).click();
    await b.getByLabel('メッセージ', { exact: true }).waitFor();

    await a.getByRole('button', { name: 'コンタクト', exact: true }).click();
    const contacts = a.getByRole('dialog', { name: 'コンタクト' });
    await contacts.getByRole('button', { name: `${jiro.name} さんとチャット` }).click();
    await a.getByRole('heading', { name: jiro.name }).waitFor();
    await a.getByLabel('メッセージ', { exact: true }).waitFor();

    await a.getByRole('button', { name: 'コンタクト', exact: true }).click();
    await contacts.getByRole('button', { name: `${jiro.name} さんをコンタクトから削除` }).click();
    await a.getByRole('dialog', { name: `${jiro.name} さんをコンタクトから削除しますか？` }).getByRole('button', { name: '削除する' }).click();
    await a.getByText(`${jiro.name} さんをコンタクトから削除しました`).waitFor();
    const closed = 'コンタクトではなくなったため、このチャットにはメッセージを送れません';
    await b.getByText(closed).waitFor();
    await a.keyboard.press('Escape');
    await a.getByText(closed).waitFor();
    await screenshot(b, 'contact-removed-direct');
  });

  it('a profile picture is cropped, uploaded, seen in the other browser, and removed', async () => {
    const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 230, g: 73, b: 128 } } }).png().toBuffer();
    await a.goto(`${server.url}/profile/id/edit`);
    await a.locator('input[type="file"]').setInputFiles({ name: '顔写真.png', mimeType: 'image/png', buffer: picture });
    const crop = a.getByRole('dialog', { name: '表示する範囲を選ぶ' });
    await screenshot(a, 'picture-crop');
    await crop.getByRole('button', { name: 'この範囲で保存' }).click();
    await a.getByText('画像を保存しました').waitFor();
    const preview = a.getByTestId('picture-preview').locator('img');
    await expect.poll(async () => (await preview.getAttribute('src')) ?? '').toMatch(/^\/api\/avatars\/.+\.webp$/);
    const path = (await preview.getAttribute('src'))!;

    await c.goto(`${server.url}/room`);
    const directLink = roomLinkNamed(c, hanako.name);
    await directLink.waitFor();
    await expect.poll(async () => (await directLink.locator('img').getAttribute('src').catch(() => null)) ?? '').toBe(path);
    await expect.poll(() => c.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), path)).toBe('image/webp');
    await screenshot(c, 'picture-seen');

    await a.getByRole('button', { name: '画像を削除' }).click();
    await a.getByText('画像を削除しました').waitFor();
    await c.reload();
    await roomLinkNamed(c, hanako.name).waitFor();
    expect(await roomLinkNamed(c, hanako.name).locator('img').count()).toBe(0);
  });

  it('a signed-in person sees their menu on the public pages; success and code pages only when they apply', async () => {
    for (const path of ['/', '/terms/service', '/terms/privacy']) {
      await a.goto(`${server.url}${path}`);
      await a.locator('header').getByRole('button', { name: 'メニュー' }).waitFor();
      expect(await a.locator('header').getByRole('link', { name: '新規登録' }).count()).toBe(0);
    }
    await screenshot(a, 'header-signed-in-landing');
    await a.goto(`${server.url}/payment/success`);
    await a.waitForURL('**/plan');
    await a.goto(`${server.url}/verify`);
    await a.waitForURL('**/account/id/edit');
  });

  it('a favourite stays in its folder, and a collapsed folder holding the open room is marked', async () => {
    const roomId = await newRoom(a, '顧問先A');
    const folder = await gql<{ createFolder: { id: string } }>(a, 'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }', {
      input: { name: '顧問先' },
    });
    const mine = await gql<{ userRoomByUserAndRoom: { items: Array<{ id: string }> } }>(
      a,
      'query($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id } } }',
      { u: await idOf(a), r: roomId },
    );
    await gql(a, 'mutation($input: UpdateUserRoomInput!) { updateUserRoom(input: $input) { id } }', {
      input: { id: mine.userRoomByUserAndRoom.items[0]!.id, favorite: true, folder_id: folder.createFolder.id },
    });
    await a.goto(`${server.url}/room?room=${roomId}`);
    const folderLink = a.locator(`[data-folder-id="${folder.createFolder.id}"]`);
    await folderLink.waitFor();
    // Collapsed, the folder holding the open room is marked; opened, the favourite shows inside it as well.
    await expect.poll(() => folderLink.getAttribute('data-active')).toBe('true');
    await folderLink.click();
    await expect.poll(() => a.locator(`nav [data-room-id="${roomId}"]`).count()).toBe(2);
    await expect.poll(() => folderLink.getAttribute('data-active')).toBeNull();
    await screenshot(a, 'folder-favourite');
  });

  it('the management screens fit a phone', async () => {
    const roomId = await newRoom(a, '決算チーム（スマートフォン確認用の長い名前のルーム）', [saburoId]);
    await a.setViewportSize({ width: 390, height: 844 });
    await openMembers(a, server.url, roomId);
    await screenshot(a, 'phone-members');
    await a.getByRole('tab', { name: 'ルーム情報' }).click();
    await screenshot(a, 'phone-room-info');
    await a.keyboard.press('Escape');
    await expect.poll(() => a.getByRole('dialog').count()).toBe(0);
    await screenshot(a, 'phone-room');
    await a.setViewportSize({ width: 1366, height: 768 });
    await openMembers(a, server.url, roomId);
    await screenshot(a, 'desktop-members');
    // On a desktop the header keeps its row of icons and has no phone menu.
    await a.keyboard.press('Escape');
    await expect.poll(() => a.getByRole('dialog').count()).toBe(0);
    expect(await a.getByRole('button', { name: 'ルームの操作' }).isVisible()).toBe(false);
    for (const action of ['お気に入り', 'アーカイブ', 'フォルダに移動', 'メンバー', 'ルーム情報', 'ファイル', 'ルームコード']) {
      expect(await a.getByRole('button', { name: action, exact: true }).isVisible()).toBe(true);
    }
    await screenshot(a, 'desktop-room');
  });

  it('reading a room takes its mentions off the bell, live', async () => {
    const roomId = await newRoom(a, '月末締め', [saburoId]);
    await c.goto(`${server.url}/room`);
    await roomLink(c, roomId).waitFor();
    const bell = c.getByTestId('notification-bell');
    // Earlier tests may have left mentions unread: count from what the bell shows once it has loaded them.
    const unread = await gql<{ customGetNotifications: { items: unknown[] } }>(c, '{ customGetNotifications(limit: 100, filter: { status: 0 }) { items { id } } }');
    const before = unread.customGetNotifications.items.length;
    await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBe(before);
    await gql(a, 'mutation($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', {
      input: { room_id: roomId, content: '請求書の確認をお願いします', to_user_id: saburoId },
    });
    await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBe(before + 1);
    await roomLink(c, roomId).click();
    await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBe(before);
  });

  it('a contact invitation: the new colleague signs up through the link and finds the request waiting', async () => {
    const newcomer = { email: `manage-colleague-${stamp}@musubi.test`, name: '伊藤 五郎' };
    await a.goto(`${server.url}/room`);
    await a.getByRole('button', { name: 'コンタクト', exact: true }).click();
    const contacts = a.getByRole('dialog', { name: 'コンタクト' });
    await contacts.getByRole('tab', { name: '追加・招待' }).click();
    await contacts.getByLabel('まだ Musubi を使っていない人をメールで招待').fill(newcomer.email);
    await contacts.getByRole('button', { name: '招待を送る' }).click();
    await contacts.getByText('送信しました').waitFor();

    const link = await waitForInviteLink(server.url, newcomer.email);
    const { context, page, pageErrors: errors } = await onePerson(browser);
    contexts.push(context);
    pageErrors.push(errors);
    await page.goto(link);
    await page.getByText(`${hanako.name}さんからの招待`).waitFor();
    await page.getByText(`${hanako.name}さんがあなたとコンタクトになりたいと申請しています。`).waitFor();
    await expect.poll(() => page.getByLabel('メールアドレス').inputValue()).toBe(newcomer.email);
    await finishSignUp(page, server.url, newcomer);
    await page.getByRole('link', { name: 'はじめる' }).click();
    const requests = page.getByRole('dialog', { name: 'コンタクト' });
    const request = requests.getByTestId('contact-request').filter({ hasText: hanako.name });
    await request.waitFor();
    await screenshot(page, 'invite-contact-waiting');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('1');
    await request.getByRole('button', { name: '承認' }).click();
    await page.keyboard.press('Escape');
    await roomLinkNamed(page, hanako.name).waitFor();
    // Accepting did what the request's notice asked: the bell is back to zero, without opening it.
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
    await bell.click();
    const notice = page.getByTestId('notification').filter({ hasText: 'コンタクト申請' });
    expect(await notice.getAttribute('data-unread')).toBe('false');
    expect(await notice.textContent()).toContain(`${hanako.name}さん`);
    await screenshot(page, 'invite-contact-bell-read');
    await page.keyboard.press('Escape');
  });
});
