import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, axePath } from '../support/axe';
import { screenshot } from '../support/browser';
import { gql, peopleSignedUp, type PeopleJourney, shareRoom } from '../support/journeys';
import { artifactsDir } from '../support/paths';
import type { RunningServer } from '../support/server';

const VIEWPORTS = [
  { name: 'wide', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Clicks a download link and reads the zip it saves. */
async function downloaded(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const entries = unzipSync(await readFile((await download.path())!));
  const json = (name: string) => JSON.parse(Buffer.from(entries[name]!).toString('utf8')) as Array<Record<string, unknown>> & Record<string, unknown>;
  return { name: download.suggestedFilename(), json, text: (name: string) => Buffer.from(entries[name]!).toString('utf8') };
}

const audited = async (page: Page) => expect(await axeFindings(page)).toEqual([]);

describe.each(VIEWPORTS)('exports ($name)', ({ name, viewport }) => {
  const stamp = `${Date.now()}-${name}`;
  const admin = { email: `export-admin-${stamp}@musubi.test`, name: '管理 太郎' };
  const member = { email: `export-member-${stamp}@musubi.test`, name: '結び 花子' };
  let server: RunningServer;
  let journey: PeopleJourney;
  let adminPage: Page;
  let memberPage: Page;
  let roomId: string;

  beforeAll(async () => {
    journey = await peopleSignedUp([admin, member], { env: { ADMIN_EMAILS: admin.email }, viewport });
    server = journey.server;
    [adminPage, memberPage] = journey.pages as [Page, Page];
    // axe in every page opened from now on.
    await Promise.all(journey.contexts.map((context) => context.addInitScript({ path: axePath })));
    ({ roomId } = await shareRoom(adminPage, memberPage, member.email, '引っ越し準備室'));
    await gql(memberPage, 'mutation($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', {
      input: { room_id: roomId, content: '新しいサーバーでもよろしくお願いします' },
    });
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('a member exports their own data from the account page and downloads it', async () => {
    await memberPage.goto(`${server.url}/account/id/edit`);
    const section = memberPage.getByRole('region', { name: '自分のデータを書き出す' });
    await section.getByText('まだ書き出しはありません。').waitFor();
    await screenshot(memberPage, `export-${name}-account-empty`);
    await section.getByRole('button', { name: '書き出しを開始' }).click();
    const history = section.getByTestId('export-history');
    await history.getByText('完了').waitFor({ timeout: 30_000 });
    await screenshot(memberPage, `export-${name}-account-done`);
    // The section alone too: the account page is long.
    await section.screenshot({ path: join(artifactsDir, `export-${name}-account-section.png`) });
    await audited(memberPage);

    const zip = await downloaded(memberPage, history.getByRole('link', { name: /をダウンロード/ }));
    expect(zip.name).toMatch(/^musubi-personal-\d{8}\.zip$/);
    expect(zip.json('manifest.json')).toMatchObject({ format: 'musubi-export', version: 2, kind: 'personal' });
    expect(zip.json('users.json').map((u) => u.email)).toEqual([member.email]);
    expect(zip.text('messages.jsonl')).toContain('新しいサーバーでもよろしくお願いします');
    expect(zip.text('messages.jsonl')).toContain('"room_name":"引っ越し準備室"');
    expect(journey.pageErrors).toEqual([]);
  });

  it('an administrator exports a chosen room with a progress bar and downloads it', async () => {
    await adminPage.goto(`${server.url}/admin/export`);
    await adminPage.getByRole('heading', { name: 'データの書き出し', level: 1 }).waitFor();
    await adminPage.getByText('まだ書き出しはありません。').waitFor();
    await audited(adminPage);
    await adminPage.getByText('ルームを選ぶ', { exact: true }).click();
    await adminPage.getByRole('button', { name: '書き出しを開始' }).click();
    await adminPage.getByText('書き出すルームを選択してください。').waitFor();
    await adminPage.getByRole('textbox', { name: '書き出すルーム' }).click();
    await adminPage.getByRole('option', { name: '引っ越し準備室（2人）' }).click();
    await adminPage.keyboard.press('Escape');
    await screenshot(adminPage, `export-${name}-admin-rooms`);
    await audited(adminPage);
    await adminPage.getByRole('button', { name: '書き出しを開始' }).click();

    const history = adminPage.getByTestId('export-history');
    await history.getByText('完了').waitFor({ timeout: 30_000 });
    await history.getByText('選んだルーム（1件）').waitFor();
    await screenshot(adminPage, `export-${name}-admin-done`);
    await audited(adminPage);
    const zip = await downloaded(adminPage, history.getByRole('link', { name: /をダウンロード/ }));
    expect(zip.json('manifest.json')).toMatchObject({ format: 'musubi-export', version: 2, kind: 'rooms', roomIds: [roomId] });
    expect(zip.json('rooms.json').map((r) => r.name)).toEqual(['引っ越し準備室']);
    expect(zip.json('users.json').map((u) => u.email).sort()).toEqual([admin.email, member.email].sort());

    // The whole instance, from the same page.
    await adminPage.getByText('すべてのデータ', { exact: true }).click();
    await adminPage.getByRole('button', { name: '書き出しを開始' }).click();
    await history.locator('tr[data-state="done"]').nth(1).waitFor({ timeout: 30_000 });
    await screenshot(adminPage, `export-${name}-admin-instance-done`);
    expect(journey.pageErrors).toEqual([]);
  });
});
