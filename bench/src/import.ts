import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bigWorkspace, zipExport } from '../../server/test/slack-export';
import { latency } from './delivery';
import { seedRooms, startBenchServer } from './seed';

const MESSAGES = 100_000;
const PEOPLE = 50;
const CHANNELS = 20;
/** The chat's load while measuring: posts per second, each by one of the seeded members in their room. */
const POST_RATE = 20;
const BASELINE_SECONDS = 10;

/**
 * `npm run bench -- import [--messages N]`: messages per second imported from a Slack export of N messages
 * (100,000 by default; 50 people, 20 channels, a tenth of them thread replies), and the latency of chat posts
 * (20 per second, one at a time over /graphql) before and while the import runs, on the embedded database.
 */
export async function main(args: string[]) {
  const flag = args.indexOf('--messages');
  const messages = flag >= 0 ? Number(args[flag + 1]) : MESSAGES;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-import-'));
  const { app, deps, url } = await startBenchServer(dataDir);
  const results: Record<string, unknown> = { database: deps.dialect, cpus: os.cpus().length, messages };
  try {
    const { users, rooms, cookies } = await seedRooms(deps, 10, 5, 'import-bench');
    // The first seeded user administers: the one who imports.
    await deps.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', users[0]!.id).execute();
    const adminCookie = cookies[0]!;

    const gql = async <T>(cookie: string, query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    const POST = 'mutation($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }';
    let posted = 0;
    /** Posts the node refused (503 while it sheds load, decision 0190): counted, not timed. */
    let refused = 0;
    /** Posts at POST_RATE until `until()` says stop; answers each post's latency in ms. */
    const chat = async (until: () => boolean) => {
      const samples: number[] = [];
      const started = performance.now();
      for (let i = 0; !until(); i++) {
        const due = started + (i * 1000) / POST_RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sender = (posted += 1) % users.length;
        const sentAt = performance.now();
        try {
          await gql(cookies[sender]!, POST, { input: { room_id: rooms[Math.floor(sender / 5)]!.id, content: `進捗の共有 ${posted}` } });
          samples.push(performance.now() - sentAt);
        } catch (error) {
          if (!String(error).includes('SERVER_BUSY')) throw error;
          refused += 1;
        }
      }
      return samples;
    };

    const warm = performance.now();
    await chat(() => performance.now() - warm > 2_000);
    const baselineStart = performance.now();
    results.postsBefore = latency(await chat(() => performance.now() - baselineStart > BASELINE_SECONDS * 1000));
    results.refusedBefore = refused;
    refused = 0;

    const zipStarted = performance.now();
    const zip = zipExport(bigWorkspace({ people: PEOPLE, channels: CHANNELS, messages, domain: 'import-bench.test' }));
    results.zipMegabytes = +(zip.length / 1024 / 1024).toFixed(1);
    results.zipSeconds = +((performance.now() - zipStarted) / 1000).toFixed(1);
    // Writing the zip held this process's event loop: the node sheds (decision 0190) until a calm second has passed.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(zip)]), 'slack-export.zip');
    const uploadStarted = performance.now();
    const uploaded = await fetch(`${url}/api/imports/slack`, { method: 'POST', body: form, headers: { cookie: adminCookie } });
    const { id } = (await uploaded.json()) as { id: string };
    results.uploadAndDryRunSeconds = +((performance.now() - uploadStarted) / 1000).toFixed(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const JOB = 'query($id: ID!) { getImportJob(id: $id) { state done total counts } }';
    type Job = { getImportJob: { state: string; done: number; total: number; counts: { messages: number } } };
    await gql(adminCookie, 'mutation($id: ID!) { startImportJob(input: { id: $id }) { id } }', { id });
    const importStarted = performance.now();
    let state = 'queued';
    let finishedAt = 0;
    const watcher = (async () => {
      while (state === 'queued' || state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        state = await gql<Job>(adminCookie, JOB, { id }).then((answer) => answer.getImportJob.state, () => state);
      }
      finishedAt = performance.now();
    })();
    const during = await chat(() => state !== 'queued' && state !== 'running');
    await watcher;
    const job = (await gql<Job>(adminCookie, JOB, { id })).getImportJob;
    const seconds = (finishedAt - importStarted) / 1000;
    results.importState = job.state;
    results.importSeconds = +seconds.toFixed(1);
    results.messagesImported = job.counts.messages;
    results.messagesPerSecond = Math.round(job.counts.messages / seconds);
    results.postsDuring = latency(during);
    results.refusedDuring = refused;
    const before = (results.postsBefore as { p99: number }).p99;
    results.p99Ratio = +((results.postsDuring as { p99: number }).p99 / before).toFixed(2);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
