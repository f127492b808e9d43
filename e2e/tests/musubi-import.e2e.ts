import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, axePath } from '../support/axe';
import { screenshot } from '../support/browser';
import { peopleSignedUp, type PeopleJourney } from '../support/journeys';

/** A small export of another Musubi, as its 「データの書き出し」 writes it (docs/export-format.md). */
function musubiExport(adminEmail: string): Buffer {
  const at = '2026-11-01T00:00:00.000Z';
  const [admin, member, room, todo, task, message, file] = [
    '0190a000-0000-7000-8000-000000000001',
    '0190a000-0000-7000-8000-000000000002',
    '0190a000-0000-7000-8000-000000000003',
    '0190a000-0000-7000-8000-000000000004',
    '0190a000-0000-7000-8000-000000000005',
    '0190a000-0000-7000-8000-000000000006',
    '0190a000-0000-7000-8000-000000000007',
  ] as const;
  const lists: Record<string, unknown> = {
    'users.json': [
      { id: admin, email: adminEmail, name: '管理 三郎', createdAt: at },
      { id: member, email: 'moving-member@musubi.test', name: '引越 花子', createdAt: at },
    ],
    'rooms.json': [{ id: room, name: '移転プロジェクト', kind: 0, description: '新しい環境へ', overview: null, public: false, stranger: false, created_user_id: admin, createdAt: at }],
    'memberships.json': [
      { room_id: room, user_id: admin, role: 2, createdAt: at },
      { room_id: room, user_id: member, role: 1, createdAt: at },
    ],
    'tags.json': [],
    'boards.json': [{ id: todo, room_id: room, name: '未着手', order: 'a0', color: null, label: null, labels: [], startDate: null, endDate: null, is_archive: false, is_done: false, user_created_id: admin, user_manage_id: null, createdAt: at }],
    'tasks.json': [{ id: task, board_id: todo, room_id: room, name: '移転の手順を確認する', description: null, order: 'a0', startDate: null, endDate: null, status: 0, user_created_id: admin, assignee_ids: [member], tag_ids: [], createdAt: at }],
    'checklists.json': [],
    'task_comments.json': [],
    'files.json': [{ id: file, name: '手順.txt', type: 'text/plain', size: 9, room_id: room, board_id: null, task_id: null, message_id: message, user_created_id: member, width: null, height: null, createdAt: at, path: `files/${file}/手順.txt` }],
    'notes.json': [],
    'contacts.json': [],
  };
  const messages = [
    { id: message, room_id: room, user_id: member, seq: 1, content: `[To:${admin}]管理 三郎さん\n手順を共有します`, reply_message_id: null, to_user_id: admin, is_to_all: false, createdAt: at, editedAt: null, deletedAt: null, stamps: [{ user_id: admin, emotion: 'bow', createdAt: at }] },
  ];
  const manifest = { format: 'musubi-export', version: 1, kind: 'instance', exportedAt: at, counts: {}, entries: [...Object.keys(lists), 'messages.jsonl'] };
  return Buffer.from(
    zipSync({
      'manifest.json': strToU8(JSON.stringify(manifest)),
      ...Object.fromEntries(Object.entries(lists).map(([name, value]) => [name, strToU8(JSON.stringify(value))])),
      'messages.jsonl': strToU8(messages.map((m) => JSON.stringify(m)).join('\n')),
      [`files/${file}/手順.txt`]: strToU8('手順の下書き'),
    }),
  );
}

const VIEWPORTS = [
  { name: 'wide', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

describe.each(VIEWPORTS)("an administrator imports another Musubi's export into an empty instance ($name)", ({ name, viewport }) => {
  const stamp = `${Date.now()}-${name}`;
  const admin = { email: `musubi-admin-${stamp}@musubi.test`, name: '管理 三郎' };
  let journey: PeopleJourney;

  beforeAll(async () => {
    journey = await peopleSignedUp([admin], { env: { ADMIN_EMAILS: admin.email }, viewport });
    await journey.contexts[0]!.addInitScript({ path: axePath });
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('chooses Musubi, reads the dry run and imports', async () => {
    const page = journey.pages[0]!;
    const { server } = journey;
    await page.goto(`${server.url}/admin/import`);
    await page.getByRole('heading', { name: 'データ取り込み', level: 1 }).waitFor();
    await page.getByText('Musubi（zip）').click();
    await page.getByText('Musubi から取り込む').waitFor();
    await screenshot(page, `musubi-import-${name}-chosen`);
    expect(await axeFindings(page)).toEqual([]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'musubi-export.zip', mimeType: 'application/zip', buffer: musubiExport(admin.email) });
    await page.getByRole('button', { name: 'アップロードして内容を確認' }).click();
    const dryRun = page.getByTestId('import-dry-run');
    await dryRun.getByText('移転プロジェクト（メンバー 2人・メッセージ 1件）').waitFor();
    expect(await dryRun.locator('[data-count="matched"]').textContent()).toBe('1');
    expect(await dryRun.locator('[data-count="files"]').textContent()).toBe('1');
    await screenshot(page, `musubi-import-${name}-dry-run`);
    expect(await axeFindings(page)).toEqual([]);
    await dryRun.getByRole('button', { name: '取り込みを開始' }).click();
    await page.getByTestId('import-history').getByText('ルーム 1件・メッセージ 1件（取り込み済みで作成しなかった項目 0件）').waitFor({ timeout: 60_000 });
    await screenshot(page, `musubi-import-${name}-done`);
    expect(await axeFindings(page)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });
});
