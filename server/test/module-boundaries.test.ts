import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { MODULE_LAYERS, moduleBoundaries } from '../../eslint/module-boundaries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** ESLint with only the boundary rules, so the answer does not depend on the rest of the lint setup. */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  // The tree's own eslint-disable comments name rules this setup leaves out.
  allowInlineConfig: false,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...moduleBoundaries],
});

/**
 * The one module (or infrastructure folder) that writes each table. Another module reads it in its own queries if
 * it likes, but changes it by calling the owner through its index (docs/ARCHITECTURE.md, "Where new code goes").
 */
const TABLE_OWNERS: Record<string, string> = {
  users: 'modules/users',
  sessions: 'modules/auth',
  known_devices: 'modules/auth',
  totp_factors: 'modules/auth',
  recovery_codes: 'modules/auth',
  two_step_requirement: 'modules/auth',
  sso_identities: 'modules/auth',
  sso_link_requests: 'modules/auth',
  passkeys: 'modules/auth',
  passkey_challenges: 'modules/auth',
  auth_codes: 'modules/auth',
  rooms: 'modules/rooms',
  user_rooms: 'modules/rooms',
  folders: 'modules/rooms',
  tags: 'modules/rooms',
  messages: 'modules/messages',
  message_emotions: 'modules/messages',
  drafts: 'modules/messages',
  files: 'modules/files',
  boards: 'modules/boards',
  tasks: 'modules/boards',
  task_assignees: 'modules/boards',
  task_tags: 'modules/boards',
  task_events: 'modules/boards',
  task_checklists: 'modules/boards',
  task_checklist_items: 'modules/boards',
  memo_tasks: 'modules/boards',
  templates: 'modules/templates',
  notifications: 'modules/notifications',
  user_notes: 'modules/people',
  invites: 'modules/people',
  contact_requests: 'modules/people',
  contacts: 'modules/people',
  packages: 'modules/billing',
  transactions: 'modules/billing',
  payment_profiles: 'modules/billing',
  processed_events: 'modules/billing',
  conversations: 'modules/assistant',
  conversation_messages: 'modules/assistant',
  contact_forms: 'modules/contact',
  audit_logs: 'modules/admin',
  mail_outbox: 'infra/mail',
  push_subscriptions: 'modules/push',
  notification_settings: 'modules/push',
  room_notification_settings: 'modules/push',
  pending_mails: 'modules/push',
  api_tokens: 'modules/api',
  api_settings: 'modules/api',
  api_numbers: 'modules/api',
  api_message_cursors: 'modules/api',
  import_jobs: 'modules/imports',
  incoming_webhooks: 'modules/webhooks',
  outgoing_webhooks: 'modules/webhooks',
  webhook_deliveries: 'modules/webhooks',
  import_keys: 'modules/imports',
  export_jobs: 'modules/exports',
};

/** Production files of server/src, migrations aside (they shape every table), by path from server/src. */
function productionFiles(dir = path.join(ROOT, 'server/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each statement that writes a table, Kysely's or in SQL text: the table and the file, from server/src. */
function tableWrites(): Array<{ table: string; file: string }> {
  const writes = /(?:insertInto|updateTable|deleteFrom)\('(\w+)'\)|\b(?:insert into|update|delete from) "?(\w+)"? (?:set|values|where|\()/gi;
  return productionFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(writes)].map((m) => ({ table: m[1] ?? m[2]!, file: path.relative(path.join(ROOT, 'server/src'), file) })),
  );
}

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((m) => m.ruleId);
}

describe('module boundaries', () => {
  it('refuses an import of a module of the same or a higher layer, and of test code', async () => {
    expect(await problems('server/src/modules/rooms/fixture.ts', "import { markRead } from '../messages/service';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/users/fixture.ts', "import type { Room } from '../rooms/repo';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/auth/fixture.ts', "export { softDeleteFilesOf } from '../files/service';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/boards/fixture.ts', "import { makeRoom } from '../../../test/rooms';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/lib/fixture.ts', "import { startTestServer } from '../../test/harness';")).toEqual(['no-restricted-imports']);
  });

  it('refuses a file of another module but its index, from a module or from outside the modules', async () => {
    expect(await problems('server/src/modules/messages/fixture.ts', "import { findRoom } from '../rooms/repo';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/messages/fixture.ts', "import { requireRoomAccess } from '../rooms/policy';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/admin/fixture.ts', "import type { TaskRow } from '../boards/repo';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/people/fixture.ts', "export { userRoomTopic } from '../rooms/service';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/graphql/fixture.ts', "import { createSession } from '../modules/auth/sessions';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/cli/fixture.ts', "import { findUserByEmail } from '../modules/users/repo';")).toEqual(['no-restricted-imports']);
  });

  it('refuses a file of a module but its index in the benchmarks, which may use the tests\' support', async () => {
    expect(await problems('bench/src/fixture.ts', "import { createSession } from '../../server/src/modules/auth/sessions';")).toEqual(['no-restricted-imports']);
    expect(await problems('bench/src/fixture.ts', "import { moveTask } from '../../server/src/modules/boards/service';")).toEqual(['no-restricted-imports']);
    expect(await problems('bench/src/fixture.ts', "import { createSession } from '../../server/src/modules/auth';\nimport { startNode } from '../../server/test/cluster/support';")).toEqual([]);
    const results = await eslint.lintFiles(['bench/**/*.ts']);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(ROOT, r.filePath)}: ${m.message}`))).toEqual([]);
  });

  it('allows an import of a lower layer, of its own module, and anything in a test', async () => {
    expect(await problems('server/src/modules/messages/fixture.ts', "import { requireRoomAccess } from '../rooms';\nimport * as repo from './repo';")).toEqual([]);
    expect(await problems('server/src/modules/messages/fixture.ts', "import { requireRoomAccess } from '../rooms/index';")).toEqual([]);
    expect(await problems('server/src/graphql/fixture.ts', "import { createSession } from '../modules/auth';")).toEqual([]);
    expect(await problems('server/src/modules/rooms/fixture.test.ts', "import { markRead } from '../messages/service';\nimport { addRoom } from '../../../test/chat';")).toEqual([]);
    expect(await problems('server/test/fixture.ts', "import { keysAfter } from '../src/modules/boards/repo';")).toEqual([]);
  });

  it('names every module folder once, and the tree keeps to the layers', async () => {
    const named = MODULE_LAYERS.flat();
    expect(new Set(named).size).toBe(named.length);
    const folders = readdirSync(path.join(ROOT, 'server/src/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect([...named].sort()).toEqual(folders.sort());
    const results = await eslint.lintFiles(['server/src/**/*.ts']);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(ROOT, r.filePath)}: ${m.message}`))).toEqual([]);
  });

  it('writes each table only in its owning module, and names an owner for every table', () => {
    const tables = [...readFileSync(path.join(ROOT, 'server/src/db/types.ts'), 'utf8').matchAll(/^ {2}(\w+): \w+Table;$/gm)].map((m) => m[1]!);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables.sort());
    const writes = tableWrites();
    expect(new Set(writes.map((w) => w.table))).toContain('user_rooms');
    expect(writes.filter((w) => !w.file.startsWith(`${TABLE_OWNERS[w.table]}/`)).map((w) => `${w.file} writes ${w.table}`)).toEqual([]);
  });
});
