import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../../../test/harness';
import { fileDate } from '@musubi/shared';
import { csvHeadings } from './csv';

const CSV_HEADINGS = csvHeadings('ja');
import { type DocumentType, graphql } from '../../../test/graphql';

const UPDATE_LANGUAGE = graphql(`mutation CsvUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }`);
const CSV_PAGE = graphql(`query CsvDownloadUserCsv($k: String) { downloadUserCsv(lastExclusiveStartKey: $k) { users { id name } lastExclusiveStartKey } }`);

const server = await startTestServer();
const admin = await signUpUser(server, { email: 'admin@musubi.test' });
const BULK = 10_000;

/** Inserts accounts directly, 1,000 rows per statement. */
async function insertUsers(count: number) {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - start) }, (_, i) => {
      const n = start + i;
      return {
        id: `bulk-${String(n).padStart(6, '0')}`,
        email: `bulk${n}@musubi.test`,
        password_hash: 'x',
        name: `山田 太郎${n}`,
        company_name: n === 0 ? '=HYPERLINK("x")' : '株式会社結び',
        status: 1,
        // The first account signed up at 00:30 in Tokyo, still the previous day in UTC.
        createdAt: n === 1 ? '2026-03-31T15:30:00.000Z' : now,
        updatedAt: now,
      };
    });
    await server.deps.db.insertInto('users').values(rows).execute();
  }
}

describe('the user CSV export', () => {
  it('streams every account with a BOM, Japanese headings and text, in bounded memory', async () => {
    await insertUsers(BULK);
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await fetch(`${server.url}/api/admin/users.csv`, { headers: { cookie: admin.client.cookie! } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="users-\d{8}\.csv"; filename\*=UTF-8''%E5%88%A9%E7%94%A8%E8%80%85%E4%B8%80%E8%A6%A7_\d{8}\.csv$/,
    );
    // Named after Tokyo's day.
    expect(response.headers.get('content-disposition')).toContain(`users-${fileDate(server.clock.now())}.csv`);
    let bytes = 0;
    let lines = 0;
    let head = Buffer.alloc(0);
    let peakGrowth = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      const buffer = Buffer.from(chunk);
      if (head.length < 4096) head = Buffer.concat([head, buffer]);
      bytes += buffer.length;
      for (const byte of buffer) if (byte === 0x0a) lines++;
      chunks.push(buffer);
      peakGrowth = Math.max(peakGrowth, process.memoryUsage().heapUsed - heapBefore);
    }
    // The whole file is about 1.5 MB; the server never holds more than a page of rows, so the heap stays small.
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(peakGrowth).toBeLessThan(64 * 1024 * 1024);
    expect([...head.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = Buffer.concat(chunks).toString('utf8').slice(1);
    const rows = text.split('\r\n').filter((l) => l.length > 0);
    expect(rows[0]).toBe(CSV_HEADINGS.join(','));
    expect(lines).toBe(BULK + 2); // the heading, the admin and the bulk accounts, each line ending in CRLF
    expect(rows).toHaveLength(BULK + 2);
    const one = rows.find((r) => r.startsWith('bulk-000001,'))!.split(',');
    expect(one.slice(0, 4)).toEqual(['bulk-000001', 'bulk1@musubi.test', '山田 太郎1', '株式会社結び']);
    expect(one[CSV_HEADINGS.indexOf('状態')]).toBe('有効');
    // Times are written as every screen shows them, in Tokyo time.
    expect(one[CSV_HEADINGS.indexOf('登録日時')]).toBe('2026/04/01 00:30');
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(rows.find((r) => r.startsWith('bulk-000000,'))).toContain(`"'=HYPERLINK(""x"")"`);
    const audit = await server.deps.db.selectFrom('audit_logs').select('action').where('action', '=', 'users.csv').execute();
    expect(audit).toHaveLength(1);
  });

  it('is written in English for an administrator who reads English: headings, states, qualifications, times and its name', async () => {
    await server.deps.db.updateTable('users').set({ qualifications: JSON.stringify(['税理士・会計士', '弁護士']), is_admin: 1 }).where('id', '=', 'bulk-000001').execute();
    await admin.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    try {
      const response = await fetch(`${server.url}/api/admin/users.csv`, { headers: { cookie: admin.client.cookie! } });
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{8}\.csv"; filename\*=UTF-8''people_\d{8}\.csv$/);
      const rows = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
      const headings = csvHeadings('en');
      expect(rows[0]).toBe(headings.join(','));
      expect(rows[0]).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      const one = rows.find((r) => r.startsWith('bulk-000001,'))!;
      expect(one).toContain(',"Tax accountant / accountant, Lawyer",Active,Yes,,"Apr 1, 2026, 12:30 AM",');
      expect(one).toContain('山田 太郎1,株式会社結び');
    } finally {
      await admin.client.ok(UPDATE_LANGUAGE, { language: 'ja' });
    }
  });

  it('pages the same accounts through downloadUserCsv', async () => {
    let key: string | null = null;
    let total = 0;
    let pages = 0;
    do {
      const page: DocumentType<typeof CSV_PAGE> = await admin.client.ok(CSV_PAGE, { k: key });
      total += page.downloadUserCsv.users.length;
      key = page.downloadUserCsv.lastExclusiveStartKey;
      pages++;
    } while (key);
    expect(total).toBe(BULK + 1);
    expect(pages).toBe(Math.ceil((BULK + 1) / 500));
  });
});
