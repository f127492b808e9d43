import type { Page } from 'playwright-core';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { peopleSignedUp, type PeopleJourney } from '../support/journeys';
import type { RunningServer } from '../support/server';

/**
 * A Slack export as Slack's "Export data" writes it (users.json, channels.json, a folder of one JSON file per day):
 * #general with enough messages that the import's progress can be watched, and an announcement of November 2023
 * among its last ones.
 */
function slackExport(members: Array<{ id: string; email: string; name: string }>, messages: number): Buffer {
  const day = 1_700_000_000; // 2023-11-14
  const files: Record<string, unknown> = {
    'users.json': members.map((m) => ({ id: m.id, name: m.name, profile: { email: m.email, real_name: m.name } })),
    'channels.json': [{ id: 'C0GENERAL', name: 'general', creator: members[0]!.id, members: members.map((m) => m.id), purpose: { value: '全体の連絡' } }],
  };
  const byDay = new Map<string, unknown[]>();
  for (let i = 0; i < messages; i++) {
    const seconds = day + i * 30;
    const date = new Date(seconds * 1000).toISOString().slice(0, 10);
    const text = i === messages - 5 ? '2023年の社員旅行は箱根に決まりました' : `定例の連絡 ${i} 件目です`;
    const list = byDay.get(date) ?? [];
    list.push({ type: 'message', user: members[i % members.length]!.id, ts: `${seconds}.000${String(i % 1000).padStart(3, '0')}`, text });
    byDay.set(date, list);
  }
  for (const [date, list] of byDay) files[`general/${date}.json`] = list;
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, value]) => [name, strToU8(JSON.stringify(value))]))));
}

const VIEWPORTS = [
  { name: 'wide', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

describe.each(VIEWPORTS)('an administrator imports a Slack export ($name)', ({ name, viewport }) => {
  const stamp = `${Date.now()}-${name}`;
  const admin = { email: `import-admin-${stamp}@musubi.test`, name: '管理 太郎' };
  const member = { email: `import-member-${stamp}@musubi.test`, name: '結び 花子' };
  let server: RunningServer;
  let journey: PeopleJourney;
  let adminPage: Page;
  let memberPage: Page;

  beforeAll(async () => {
    journey = await peopleSignedUp([admin, member], { env: { ADMIN_EMAILS: admin.email }, viewport });
    server = journey.server;
    [adminPage, memberPage] = journey.pages as [Page, Page];
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('uploads the zip, reads the dry run, imports with a progress bar, and a member finds an old message', async () => {
    await adminPage.goto(`${server.url}/admin/import`);
    await adminPage.getByRole('heading', { name: 'データ取り込み', level: 1 }).waitFor();
    await screenshot(adminPage, `import-${name}-empty`);
    const zip = slackExport(
      [
        { id: 'U0ADMIN', email: admin.email, name: admin.name },
        { id: 'U0HANAKO', email: member.email, name: member.name },
        { id: 'U0NEW', email: `import-new-${stamp}@musubi.test`, name: '新規 一郎' },
      ],
      6_000,
    );
    await adminPage.locator('input[type="file"]').setInputFiles({ name: 'slack-export.zip', mimeType: 'application/zip', buffer: zip });
    await adminPage.getByRole('button', { name: 'アップロードして内容を確認' }).click();

    const dryRun = adminPage.getByTestId('import-dry-run');
    await dryRun.getByText('slack-export.zip を取り込むと、次のように作成されます。まだ何も取り込まれていません。').waitFor();
    expect(await dryRun.locator('[data-count="messages"]').textContent()).toBe('6,000');
    expect(await dryRun.locator('[data-count="matched"]').textContent()).toBe('2');
    expect(await dryRun.locator('[data-count="created"]').textContent()).toBe('1');
    await dryRun.getByText('general（メンバー 3人・メッセージ 6,000件）').waitFor();
    await screenshot(adminPage, `import-${name}-dry-run`);

    await dryRun.getByRole('button', { name: '取り込みを開始' }).click();
    const progress = adminPage.getByTestId('import-progress');
    // At 0 % the bar has no width, so it is there rather than visible.
    await progress.getByRole('progressbar', { name: '取り込みの進み具合' }).waitFor({ state: 'attached' });
    await progress.getByTestId('import-progress-text').filter({ hasText: /件を処理しました/ }).waitFor();
    await screenshot(adminPage, `import-${name}-progress`);

    const history = adminPage.getByTestId('import-history');
    await history.getByText('完了').waitFor({ timeout: 60_000 });
    await history.getByText('ルーム 1件・メッセージ 6,000件（取り込み済みで作成しなかった項目 0件）').waitFor();
    await adminPage.getByRole('button', { name: 'アップロードして内容を確認' }).waitFor();
    await screenshot(adminPage, `import-${name}-done`);

    await memberPage.goto(`${server.url}/room`);
    await memberPage.getByRole('link', { name: /general/ }).first().waitFor();
    await memberPage.keyboard.press('/');
    await memberPage.getByLabel('検索する言葉').fill('社員旅行');
    await memberPage.getByLabel('検索する言葉').press('Enter');
    const found = memberPage.getByTestId('search-result').filter({ hasText: '2023年の社員旅行は箱根に決まりました' });
    await found.waitFor();
    await screenshot(memberPage, `import-${name}-member-search`);
    await found.click();
    await memberPage.waitForURL((url) => url.searchParams.has('room') && url.searchParams.has('message'));
    // The room opens at the old message, among the 6,000 imported after it, and shows it highlighted.
    await memberPage
      .getByTestId('message')
      .filter({ has: memberPage.getByTestId('message-content').getByText('2023年の社員旅行は箱根に決まりました', { exact: true }) })
      .and(memberPage.locator('[data-highlighted="true"]'))
      .waitFor();
    await screenshot(memberPage, `import-${name}-member-message`);
    expect(journey.pageErrors).toEqual([]);
  });
});
