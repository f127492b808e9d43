import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trelloBoard, trelloJson } from '../../server/test/trello-export';
import { axePath, axeFindings } from '../support/axe';
import { screenshot } from '../support/browser';
import { gql, peopleSignedUp, type PeopleJourney, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';

const VIEWPORTS = [
  { name: 'wide', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

describe.each(VIEWPORTS)("a room's admin imports a Trello board into the room's board ($name)", ({ name, viewport }) => {
  const stamp = `${Date.now()}-${name}`;
  const owner = { email: `trello-owner-${stamp}@musubi.test`, name: '管理 太郎' };
  const hanako = { email: `trello-hanako-${stamp}@musubi.test`, name: '山田 花子' };
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(owner, hanako, 'ウェブ制作', viewport);
    // axe in every page the room's admin opens from now on.
    await journey.contextA.addInitScript({ path: axePath });
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('uploads the JSON, reads the dry run, imports with a progress bar, and sees the columns and cards with checklist progress', async () => {
    const { a: page, server, roomId } = journey;
    await page.goto(`${server.url}/room?room=${roomId}&view=board`);
    await page.getByRole('button', { name: 'Trelloから取り込む' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trelloから取り込む' });
    await dialog.getByText('まだ取り込みはありません。').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'trello-board.json', mimeType: 'application/json', buffer: trelloJson(trelloBoard(hanako.email)) });
    await dialog.getByRole('button', { name: 'アップロードして内容を確認' }).click();

    const dryRun = dialog.getByTestId('import-dry-run');
    await dryRun.getByText('trello-board.json を取り込むと、次のように作成されます。まだ何も取り込まれていません。').waitFor();
    expect(await dryRun.locator('[data-count="tasks"]').textContent()).toBe('6');
    expect(await dryRun.locator('[data-count="checklistItems"]').textContent()).toBe('5');
    expect(await dryRun.locator('[data-count="matched"]').textContent()).toBe('1');
    await dryRun.getByText('ToDo（タスク 2件）').waitFor();
    await dryRun.getByText('アーカイブ済みのカード（アーカイブ・タスク 1件）').waitFor();
    await screenshot(page, `trello-import-${name}-dry-run`);
    expect(await axeFindings(page)).toEqual([]);

    await dryRun.getByRole('button', { name: '取り込みを開始' }).click();
    await dialog.getByTestId('import-finished').waitFor({ timeout: 60_000 });
    await dialog.getByTestId('import-history').getByText('列 5件・タスク 6件・コメント 3件（取り込み済みで作成しなかった項目 0件）').waitFor();
    await screenshot(page, `trello-import-${name}-done`);
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const card = (text: string) => page.getByTestId('task-card').filter({ hasText: text });
    await card('サイトマップを作る').waitFor();
    expect(await card('サイトマップを作る').getByTestId('task-checklist').textContent()).toBe('2/3');
    expect(await card('公開').getByTestId('task-checklist').textContent()).toBe('2/2');
    await card('ロゴの候補').waitFor();
    await card('デザインレビュー').waitFor();
    // The archived cards and list wait in the archived columns, not on the board.
    expect(await card('競合サイトの調査').count()).toBe(0);
    expect(await card('旧サイトの保守').count()).toBe(0);
    await screenshot(page, `trello-import-${name}-board`);
    expect(journey.pageErrors).toEqual([]);
  });
});

describe.each(VIEWPORTS)('an administrator imports a Trello board into a chosen room from the admin page ($name)', ({ name, viewport }) => {
  const stamp = `${Date.now()}-${name}`;
  const admin = { email: `trello-admin-${stamp}@musubi.test`, name: '管理 次郎' };
  let journey: PeopleJourney;

  beforeAll(async () => {
    journey = await peopleSignedUp([admin], { env: { ADMIN_EMAILS: admin.email }, viewport });
    await journey.contexts[0]!.addInitScript({ path: axePath });
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('chooses Trello and the room, reads the dry run and imports', async () => {
    const page = journey.pages[0]!;
    const { server } = journey;
    await gql(page, 'mutation($input: AddRoomInput!) { addRoom(input: $input) { id } }', { input: { name: '企画室' } });
    await page.goto(`${server.url}/admin/import`);
    await page.getByRole('heading', { name: 'データ取り込み', level: 1 }).waitFor();
    await page.getByText('Trello（JSON）').click();
    await page.getByRole('textbox', { name: '取り込み先のルーム' }).click();
    await page.getByRole('option', { name: '企画室' }).click();
    await page.getByText('Trello から取り込む').waitFor();
    await screenshot(page, `trello-admin-${name}-chosen`);
    expect(await axeFindings(page)).toEqual([]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'board.json', mimeType: 'application/json', buffer: trelloJson(trelloBoard('nobody@example.com')) });
    await page.getByRole('button', { name: 'アップロードして内容を確認' }).click();
    const dryRun = page.getByTestId('import-dry-run');
    await dryRun.getByText('旧リスト（アーカイブ・タスク 1件）').waitFor();
    expect(await dryRun.locator('[data-count="matched"]').textContent()).toBe('0');
    await dryRun.getByRole('button', { name: '取り込みを開始' }).click();
    await page.getByTestId('import-history').getByText('列 5件・タスク 6件・コメント 3件（取り込み済みで作成しなかった項目 0件）').waitFor({ timeout: 60_000 });
    await screenshot(page, `trello-admin-${name}-done`);
    expect(await axeFindings(page)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });
});
