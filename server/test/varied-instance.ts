import { Readable } from 'node:stream';
import { AVATAR, ROOM_KIND, ROOM_ROLE } from '@musubi/shared';
import sharp from 'sharp';
import type { TestServer } from './harness';
import { newId, newPublicCode } from '../src/lib/ids';

/**
 * A varied instance written straight into the tables: two group rooms with members of every role, messages with
 * To, TO ALL, replies, an edit and a deletion, stamps, boards with a done column, tasks with assignees, tags,
 * checklists and comments, files with their bytes, pictures of a person and a room, a direct chat, a person's own chat with a task and a file, and a
 * person's notes and contacts. Exports and their round
 * trip read it back.
 */
export async function seedVariedInstance(server: TestServer, people: { alice: string; bob: string; carol: string }) {
  const db = server.deps.db;
  const { alice, bob, carol } = people;
  let tick = 0;
  const at = () => new Date(Date.UTC(2026, 10, 1, 0, 0, tick++)).toISOString();
  const stamp = (createdAt = at()) => ({ createdAt, updatedAt: createdAt });

  const room = async (name: string, members: Array<[string, number]>, extra: { description?: string; public?: number } = {}) => {
    const id = newId();
    await db.insertInto('rooms').values({ id, name, kind: ROOM_KIND.group, created_user_id: members[0]![0], musubiCode: newPublicCode(), ...extra, ...stamp() }).execute();
    for (const [user_id, role] of members) await db.insertInto('user_rooms').values({ id: newId(), user_id, room_id: id, role, ...stamp() }).execute();
    return id;
  };
  const project = await room('プロジェクト結び', [[alice, ROOM_ROLE.admin], [bob, ROOM_ROLE.user], [carol, ROOM_ROLE.view]], { description: '全体の連絡' });

  // Pictures as the avatars module stores them: Alice's and the project room's.
  const picture = async (background: string) => {
    const path = `${AVATAR.pathPrefix}${newId()}.webp`;
    const bytes = await sharp({ create: { width: AVATAR.size, height: AVATAR.size, channels: 3, background } }).webp().toBuffer();
    await server.deps.storage.put(`avatars/${path.slice(AVATAR.pathPrefix.length)}`, Readable.from([bytes]), 'image/webp');
    return path;
  };
  await db.updateTable('users').set({ image: await picture('#1971c2') }).where('id', '=', alice).execute();
  await db.updateTable('rooms').set({ image: await picture('#2f9e44') }).where('id', '=', project).execute();
  const other = await room('雑談', [[bob, ROOM_ROLE.admin], [carol, ROOM_ROLE.user]], { public: 1 });

  let seq = 0;
  const message = async (room_id: string, user_id: string, content: string, extra: Record<string, unknown> = {}) => {
    const id = newId();
    seq += 1;
    await db.insertInto('messages').values({ id, room_id, user_id, seq, change_seq: seq, content, ...stamp(), ...extra }).execute();
    return id;
  };
  const hello = await message(project, alice, '[toall]\nみなさん、よろしくお願いします', { is_to_all: 1 });
  const question = await message(project, bob, `[To:${alice}]アリスさん\n資料はどこですか？`, { to_user_id: alice });
  await message(project, alice, `[rp aid=${bob} to=${project}-${question}]ボブさん\n共有フォルダです（修正）`, { reply_message_id: question, editedAt: at() });
  await message(project, carol, '', { deletedAt: at() });
  const chat = await message(other, bob, '今日のランチは 12:00 & 13:00 <予約制>');
  for (const [message_id, user_id, emotion] of [
    [hello, bob, 'yes'],
    [hello, carol, 'yes'],
    [question, alice, 'bow'],
    [chat, carol, 'clap'],
  ] as const) {
    await db.insertInto('message_emotions').values({ message_id, user_id, emotion, createdAt: at() }).execute();
  }

  const tag = async (room_id: string, name: string, color: string) => {
    const id = newId();
    await db.insertInto('tags').values({ id, room_id, name, color, type: 1, user_created_id: alice, ...stamp() }).execute();
    return id;
  };
  const urgent = await tag(project, '至急', '#e03131');
  await tag(project, '確認待ち', '#1971c2');

  const board = async (room_id: string, name: string, order: string, is_done = 0) => {
    const id = newId();
    await db.insertInto('boards').values({ id, room_id, user_created_id: alice, name, order, is_done, ...stamp() }).execute();
    return id;
  };
  const todo = await board(project, '未着手', 'a0');
  const done = await board(project, '完了', 'a1', 1);
  await board(other, 'アイデア', 'a0');

  const task = async (board_id: string, name: string, order: string, user_created_id: string, assignees: string[], tags: string[], status = 0, room_id = project) => {
    const id = newId();
    await db.insertInto('tasks').values({ id, board_id, room_id, user_created_id, name, order, status, description: `${name}の詳細`, ...stamp() }).execute();
    for (const user_id of assignees) await db.insertInto('task_assignees').values({ task_id: id, user_id, createdAt: at() }).execute();
    for (const tag_id of tags) await db.insertInto('task_tags').values({ task_id: id, tag_id, createdAt: at() }).execute();
    return id;
  };
  const design = await task(todo, '設計書を書く', 'a0', alice, [bob], [urgent]);
  // In the done column a task is 完了 (decision 0310).
  await task(done, '議事録をまとめる', 'a0', carol, [carol, alice], [], 2);

  const checklist = newId();
  await db.insertInto('task_checklists').values({ id: checklist, task_id: design, name: '確認事項', order: 'a0', ...stamp() }).execute();
  await db
    .insertInto('task_checklist_items')
    .values([
      { id: newId(), checklist_id: checklist, task_id: design, name: '目次', is_done: 1, user_assignee_id: null, order: 'a0', ...stamp() },
      { id: newId(), checklist_id: checklist, task_id: design, name: '図表', is_done: 0, user_assignee_id: bob, order: 'a1', ...stamp() },
    ])
    .execute();
  await db.insertInto('memo_tasks').values({ id: newId(), task_id: design, content: '来週までにお願いします', user_created_id: alice, ...stamp() }).execute();

  const file = async (name: string, type: string, bytes: Buffer, where: { message_id?: string; task_id?: string; board_id?: string }, user_created_id: string, room_id = project) => {
    const id = newId();
    const key = `files/${id}`;
    await server.deps.storage.put(key, Readable.from([bytes]), type);
    await db.insertInto('files').values({ id, name, key, size: bytes.length, type, room_id, user_created_id, ...where, ...stamp() }).execute();
    return id;
  };
  await file('計画書.pdf', 'application/pdf', Buffer.from('%PDF-1.4 計画書'), { message_id: question }, bob);
  await file('図/表.txt', 'text/plain', Buffer.from('図表の下書き\n'), { task_id: design, board_id: todo }, alice);

  // A direct chat of two contacts (both its admins), and Alice's own chat with a note to herself, a task and a file.
  const direct = newId();
  await db
    .insertInto('rooms')
    .values({ id: direct, name: 'ダイレクトチャット', kind: ROOM_KIND.direct, direct_key: [alice, bob].sort().join(':'), created_user_id: alice, musubiCode: newPublicCode(), ...stamp() })
    .execute();
  for (const user_id of [alice, bob]) await db.insertInto('user_rooms').values({ id: newId(), user_id, room_id: direct, role: ROOM_ROLE.admin, ...stamp() }).execute();
  const ask = await message(direct, alice, 'ボブさん、少しいいですか？');
  await message(direct, bob, `[rp aid=${alice} to=${direct}-${ask}]アリスさん\nどうぞ`, { reply_message_id: ask });
  await db.insertInto('message_emotions').values({ message_id: ask, user_id: bob, emotion: 'roger', createdAt: at() }).execute();
  const myChat = (await db.selectFrom('rooms').select('id').where('kind', '=', ROOM_KIND.myChat).where('created_user_id', '=', alice).executeTakeFirstOrThrow()).id;
  const memo = await message(myChat, alice, '自分用のメモ：請求書を送る');
  await tag(myChat, '個人', '#2f9e44');
  const mine = await board(myChat, 'やること', 'a0');
  await task(mine, '請求書を送る', 'a0', alice, [alice], [], 0, myChat);
  await file('請求書.txt', 'text/plain', Buffer.from('請求書の控え\n'), { message_id: memo }, alice, myChat);

  await db.insertInto('user_notes').values({ id: newId(), user_id: alice, user_note_id: bob, content: 'デザイン担当', ...stamp() }).execute();
  await db
    .insertInto('contacts')
    .values([
      { user_id: alice, contact_user_id: bob, createdAt: at() },
      { user_id: bob, contact_user_id: alice, createdAt: at() },
    ])
    .execute();

  return { project, other, direct, myChat, hello, question, design };
}
