import { type ExportCounts, ROOM_KIND } from '@musubi/shared';
import { type Kysely, sql, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';

/**
 * What an export reads, one section per file of the zip (docs/export-format.md). Each section counts its rows and
 * reads them a page at a time in key order, within the job's scope; nothing here writes. Another module's tables
 * are read by joins of these queries only (read-only), never changed.
 */
export type Scope = { kind: 'instance' } | { kind: 'rooms'; roomIds: string[] } | { kind: 'personal'; userId: string };

type Db = Kysely<DB>;
export interface Row {
  /** The page's key: the next page starts after it. */
  key: string;
  value: Record<string, unknown>;
  /** The stamps a message carries, counted apart. */
  stamps?: number;
}

export interface Section {
  counts: keyof ExportCounts;
  file: string;
  /** JSON lines (one object a line) rather than one JSON array: for the longest lists. */
  lines?: boolean;
  count(db: Db, scope: Scope): Promise<number>;
  page(db: Db, scope: Scope, after: string, limit: number): Promise<Row[]>;
}

const n = (value: unknown) => Number(value);
const flag = (value: number) => value === 1;
const json = (text: string) => JSON.parse(text) as unknown;
function groupBy<T>(rows: T[], keyOf: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}
const counted = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) => n((await query.executeTakeFirstOrThrow()).n);

const all = sql<SqlBool>`1 = 1`;
const list = (ids: string[]) => sql.join(ids);

/** The rooms a scope covers, as a condition on a table's room column. */
function roomsOf(scope: Scope, column: string) {
  const ref = sql.ref(column);
  if (scope.kind === 'rooms') return sql<SqlBool>`${ref} in (${list(scope.roomIds)})`;
  if (scope.kind === 'personal') return sql<SqlBool>`${ref} in (select room_id from user_rooms where user_id = ${scope.userId})`;
  return all;
}

/** A person's direct chats and own chat: the whole of each is theirs, the other side of a direct chat too. */
const ownConversations = (userId: string) =>
  sql<SqlBool>`(select user_rooms.room_id from user_rooms inner join rooms on rooms.id = user_rooms.room_id where user_rooms.user_id = ${userId} and rooms.kind != ${ROOM_KIND.group})`;

/** The tasks a scope covers: a personal export's are those its person created or is assigned. */
function tasksOf(scope: Scope, column: string) {
  const ref = sql.ref(column);
  if (scope.kind === 'rooms') return sql<SqlBool>`${ref} in (select id from tasks where room_id in (${list(scope.roomIds)}))`;
  if (scope.kind === 'personal') {
    return sql<SqlBool>`(${ref} in (select id from tasks where user_created_id = ${scope.userId}) or ${ref} in (select task_id from task_assignees where user_id = ${scope.userId}))`;
  }
  return all;
}

// ---- users: a person's own profile in full for a personal export; for an administrator's, the profile others see
// and the address an import needs to give each person their account back. Never a secret (password, codes, keys).

function usersWhere(scope: Scope) {
  if (scope.kind === 'personal') return sql<SqlBool>`users.id = ${scope.userId}`;
  if (scope.kind === 'instance') return all;
  const rooms = list(scope.roomIds);
  return sql<SqlBool>`(users.id in (select user_id from user_rooms where room_id in (${rooms})) or users.id in (select user_id from messages where room_id in (${rooms})))`;
}

/** A person's or a room's picture inside the zip (decision 0331). */
export const picturePath = (of: 'users' | 'rooms', id: string) => `pictures/${of}/${id}.webp`;

/** The people or rooms of a scope that have a picture, with its path here, a page at a time in id order. */
export const pictureRows = (db: Db, scope: Scope, of: 'users' | 'rooms', after: string, limit: number) =>
  db
    .selectFrom(of)
    .select(['id', 'image'])
    .where(of === 'users' ? usersWhere(scope) : roomsOf(scope, 'rooms.id'))
    .where('image', 'is not', null)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();

/** `pictured`: the people and rooms whose picture is in the zip. */
const users = (pictured: ReadonlySet<string>): Section => ({
  counts: 'users',
  file: 'users.json',
  count: (db, scope) => counted(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where(usersWhere(scope))),
  async page(db, scope, after, limit) {
    const rows = await db.selectFrom('users').selectAll().where(usersWhere(scope)).where('id', '>', after).orderBy('id').limit(limit).execute();
    return rows.map((u) => {
      const shown: Record<string, unknown> = {
        id: u.id,
        email: u.email,
        name: u.name,
        company_name: u.company_name,
        industry: u.industry,
        position: u.position,
        qualifications: json(u.qualifications),
        is_bot: flag(u.is_bot),
        picture: pictured.has(u.id) ? picturePath('users', u.id) : null,
        createdAt: u.createdAt,
      };
      if (scope.kind === 'instance') shown.is_admin = flag(u.is_admin);
      if (scope.kind === 'personal') {
        Object.assign(shown, {
          post_code: u.post_code,
          prefectures: u.prefectures,
          municipality: u.municipality,
          address: u.address,
          building: u.building,
          phone: u.phone,
          phone2: u.phone2,
          lastTimeLogin: u.lastTimeLogin,
        });
      }
      return { key: u.id, value: shown };
    });
  },
});

const rooms = (pictured: ReadonlySet<string>): Section => ({
  counts: 'rooms',
  file: 'rooms.json',
  count: (db, scope) => counted(db.selectFrom('rooms').select((eb) => eb.fn.countAll().as('n')).where(roomsOf(scope, 'rooms.id'))),
  async page(db, scope, after, limit) {
    const rows = await db
      .selectFrom('rooms')
      .select(['id', 'name', 'kind', 'description', 'overview', 'public', 'stranger', 'created_user_id', 'createdAt'])
      .where(roomsOf(scope, 'rooms.id'))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      key: r.id,
      value: { ...r, kind: n(r.kind), public: flag(r.public), stranger: flag(r.stranger), picture: pictured.has(r.id) ? picturePath('rooms', r.id) : null },
    }));
  },
});

function membershipsWhere(scope: Scope) {
  return scope.kind === 'personal' ? sql<SqlBool>`user_rooms.user_id = ${scope.userId}` : roomsOf(scope, 'user_rooms.room_id');
}

const memberships: Section = {
  counts: 'memberships',
  file: 'memberships.json',
  count: (db, scope) => counted(db.selectFrom('user_rooms').select((eb) => eb.fn.countAll().as('n')).where(membershipsWhere(scope))),
  async page(db, scope, after, limit) {
    const rows = await db
      .selectFrom('user_rooms')
      .select(['id', 'room_id', 'user_id', 'role', 'createdAt'])
      .where(membershipsWhere(scope))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(({ id, ...m }) => ({ key: id, value: m }));
  },
};

function messagesWhere(scope: Scope) {
  if (scope.kind !== 'personal') return roomsOf(scope, 'messages.room_id');
  return sql<SqlBool>`(messages.user_id = ${scope.userId} or messages.room_id in ${ownConversations(scope.userId)})`;
}

const messages: Section = {
  counts: 'messages',
  file: 'messages.jsonl',
  lines: true,
  count: (db, scope) => counted(db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).where(messagesWhere(scope))),
  async page(db, scope, after, limit) {
    const rows = await db
      .selectFrom('messages')
      .innerJoin('rooms', 'rooms.id', 'messages.room_id')
      .select([
        'messages.id',
        'messages.room_id',
        'rooms.name as room_name',
        'messages.user_id',
        'messages.seq',
        'messages.content',
        'messages.reply_message_id',
        'messages.to_user_id',
        'messages.is_to_all',
        'messages.createdAt',
        'messages.editedAt',
        'messages.deletedAt',
      ])
      .where(messagesWhere(scope))
      .where('messages.id', '>', after)
      .orderBy('messages.id')
      .limit(limit)
      .execute();
    const stamps = rows.length
      ? await db
          .selectFrom('message_emotions')
          .select(['message_id', 'user_id', 'emotion', 'createdAt'])
          .where(
            'message_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('createdAt')
          .orderBy('user_id')
          .execute()
      : [];
    const byMessage = groupBy(stamps, (s) => s.message_id);
    return rows.map(({ room_name, ...m }) => ({
      key: m.id,
      stamps: byMessage.get(m.id)?.length ?? 0,
      value: {
        ...m,
        ...(scope.kind === 'personal' ? { room_name } : {}),
        seq: n(m.seq),
        is_to_all: flag(m.is_to_all),
        stamps: (byMessage.get(m.id) ?? []).map(({ user_id, emotion, createdAt }) => ({ user_id, emotion, createdAt })),
      },
    }));
  },
};

/** The tags of a scope: its rooms' (and for an instance the default labels), or a person's tasks'. */
function tagsWhere(scope: Scope) {
  if (scope.kind === 'instance') return all;
  if (scope.kind === 'rooms') return roomsOf(scope, 'tags.room_id');
  return sql<SqlBool>`tags.id in (select tag_id from task_tags where ${tasksOf(scope, 'task_tags.task_id')})`;
}

const tags: Section = {
  counts: 'tags',
  file: 'tags.json',
  count: (db, scope) => counted(db.selectFrom('tags').select((eb) => eb.fn.countAll().as('n')).where(tagsWhere(scope))),
  async page(db, scope, after, limit) {
    const rows = await db.selectFrom('tags').select(['id', 'room_id', 'name', 'color', 'type', 'createdAt']).where(tagsWhere(scope)).where('id', '>', after).orderBy('id').limit(limit).execute();
    return rows.map((t) => ({ key: t.id, value: { ...t, type: n(t.type) } }));
  },
};

/** The columns of a scope: its rooms', or those holding a person's tasks. */
function boardsWhere(scope: Scope) {
  if (scope.kind !== 'personal') return roomsOf(scope, 'boards.room_id');
  return sql<SqlBool>`boards.id in (select board_id from tasks where ${tasksOf(scope, 'tasks.id')})`;
}

const boards: Section = {
  counts: 'boards',
  file: 'boards.json',
  count: (db, scope) => counted(db.selectFrom('boards').select((eb) => eb.fn.countAll().as('n')).where(boardsWhere(scope))),
  async page(db, scope, after, limit) {
    const rows = await db
      .selectFrom('boards')
      .select(['id', 'room_id', 'name', 'order', 'color', 'label', 'labels', 'startDate', 'endDate', 'is_archive', 'is_done', 'user_created_id', 'user_manage_id', 'createdAt'])
      .where(boardsWhere(scope))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((b) => ({ key: b.id, value: { ...b, labels: json(b.labels), is_archive: flag(b.is_archive), is_done: flag(b.is_done) } }));
  },
};

const tasks: Section = {
  counts: 'tasks',
  file: 'tasks.json',
  count: (db, scope) => counted(db.selectFrom('tasks').select((eb) => eb.fn.countAll().as('n')).where(tasksOf(scope, 'tasks.id'))),
  async page(db, scope, after, limit) {
    const rows = await db
      .selectFrom('tasks')
      .select(['id', 'board_id', 'room_id', 'name', 'description', 'order', 'startDate', 'endDate', 'status', 'user_created_id', 'createdAt'])
      .where(tasksOf(scope, 'tasks.id'))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    const ids = rows.map((t) => t.id);
    const [assignees, taskTags] = ids.length
      ? await Promise.all([
          db.selectFrom('task_assignees').select(['task_id', 'user_id']).where('task_id', 'in', ids).orderBy('createdAt').orderBy('user_id').execute(),
          db.selectFrom('task_tags').select(['task_id', 'tag_id']).where('task_id', 'in', ids).orderBy('createdAt').orderBy('tag_id').execute(),
        ])
      : [[], []];
    const assigned = groupBy(assignees, (a) => a.task_id);
    const tagged = groupBy(taskTags, (t) => t.task_id);
    return rows.map((t) => ({
      key: t.id,
      value: {
        ...t,
        status: n(t.status),
        assignee_ids: (assigned.get(t.id) ?? []).map((a) => a.user_id),
        tag_ids: (tagged.get(t.id) ?? []).map((g) => g.tag_id),
      },
    }));
  },
};

const checklists: Section = {
  counts: 'checklists',
  file: 'checklists.json',
  count: (db, scope) => counted(db.selectFrom('task_checklists').select((eb) => eb.fn.countAll().as('n')).where(tasksOf(scope, 'task_checklists.task_id'))),
  async page(db, scope, after, limit) {
    const rows = await db
      .selectFrom('task_checklists')
      .select(['id', 'task_id', 'name', 'order', 'createdAt'])
      .where(tasksOf(scope, 'task_checklists.task_id'))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    const items = rows.length
      ? await db
          .selectFrom('task_checklist_items')
          .select(['checklist_id', 'name', 'is_done', 'user_assignee_id', 'order'])
          .where(
            'checklist_id',
            'in',
            rows.map((c) => c.id),
          )
          .orderBy('order')
          .execute()
      : [];
    const byList = groupBy(items, (i) => i.checklist_id);
    return rows.map((c) => ({
      key: c.id,
      value: { ...c, items: (byList.get(c.id) ?? []).map(({ checklist_id: _list, ...i }) => ({ ...i, is_done: flag(i.is_done) })) },
    }));
  },
};

const comments: Section = {
  counts: 'comments',
  file: 'task_comments.json',
  count: (db, scope) => counted(db.selectFrom('memo_tasks').select((eb) => eb.fn.countAll().as('n')).where(tasksOf(scope, 'memo_tasks.task_id'))),
  async page(db, scope, after, limit) {
    const rows = await db
      .selectFrom('memo_tasks')
      .select(['id', 'task_id', 'content', 'isMessage', 'message_id', 'user_created_id', 'createdAt'])
      .where(tasksOf(scope, 'memo_tasks.task_id'))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((c) => ({ key: c.id, value: { ...c, isMessage: flag(c.isMessage) } }));
  },
};

/** A file's place inside the zip: its id keeps two files of one name apart; the name loses what a path would read. */
const UNSAFE_IN_NAME = new Set('\\/:*?"<>|');
export const pathInZip = (file: { id: string; name: string }) =>
  `files/${file.id}/${[...file.name].map((c) => (c < ' ' || UNSAFE_IN_NAME.has(c) ? '_' : c)).join('').slice(0, 200) || 'file'}`;

export function filesWhere(scope: Scope) {
  const owned =
    scope.kind === 'personal'
      ? sql<SqlBool>`(files.user_created_id = ${scope.userId} or files.room_id in ${ownConversations(scope.userId)})`
      : roomsOf(scope, 'files.room_id');
  return sql<SqlBool>`${sql.ref('files.deletedAt')} is null and ${sql.ref('files.purgedAt')} is null and ${owned}`;
}

/** Every file of a scope, for its bytes; each is in the zip at pathInZip unless its bytes were missing (`missing`). */
export const fileRows = (db: Db, scope: Scope, after: string, limit: number) =>
  db.selectFrom('files').select(['id', 'name', 'key', 'size']).where(filesWhere(scope)).where('id', '>', after).orderBy('id').limit(limit).execute();

export async function fileBytes(db: Db, scope: Scope) {
  return n((await db.selectFrom('files').select((eb) => eb.fn.coalesce(eb.fn.sum('size'), sql<number>`0`).as('n')).where(filesWhere(scope)).executeTakeFirstOrThrow()).n);
}

export function filesSection(missing: ReadonlySet<string>): Section {
  return {
    counts: 'files',
    file: 'files.json',
    count: (db, scope) => counted(db.selectFrom('files').select((eb) => eb.fn.countAll().as('n')).where(filesWhere(scope))),
    async page(db, scope, after, limit) {
      const rows = await db
        .selectFrom('files')
        .select(['id', 'name', 'type', 'size', 'room_id', 'board_id', 'task_id', 'message_id', 'user_created_id', 'width', 'height', 'createdAt'])
        .where(filesWhere(scope))
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((f) => ({ key: f.id, value: { ...f, size: n(f.size), path: missing.has(f.id) ? null : pathInZip(f) } }));
    },
  };
}

const notes: Section = {
  counts: 'notes',
  file: 'notes.json',
  count: (db, scope) =>
    scope.kind === 'personal' ? counted(db.selectFrom('user_notes').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', scope.userId)) : Promise.resolve(0),
  async page(db, scope, after, limit) {
    if (scope.kind !== 'personal') return [];
    const rows = await db
      .selectFrom('user_notes')
      .leftJoin('users', 'users.id', 'user_notes.user_note_id')
      .select(['user_notes.id', 'user_notes.user_note_id as about_user_id', 'users.name as about_name', 'user_notes.content', 'user_notes.createdAt', 'user_notes.updatedAt'])
      .where('user_notes.user_id', '=', scope.userId)
      .where('user_notes.id', '>', after)
      .orderBy('user_notes.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ key: r.id, value: r }));
  },
};

const contacts: Section = {
  counts: 'contacts',
  file: 'contacts.json',
  count: (db, scope) =>
    scope.kind === 'personal' ? counted(db.selectFrom('contacts').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', scope.userId)) : Promise.resolve(0),
  async page(db, scope, after, limit) {
    if (scope.kind !== 'personal') return [];
    const rows = await db
      .selectFrom('contacts')
      .innerJoin('users', 'users.id', 'contacts.contact_user_id')
      .select(['contacts.contact_user_id as user_id', 'users.name', 'users.company_name', 'contacts.createdAt'])
      .where('contacts.user_id', '=', scope.userId)
      .where('contacts.contact_user_id', '>', after)
      .orderBy('contacts.contact_user_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ key: r.user_id, value: r }));
  },
};

/**
 * The sections of every export, in the zip's order, after the pictures' bytes (`pictured`: whose are there);
 * files.json comes after the files' bytes (service.ts).
 */
export const sectionsOf = (pictured: ReadonlySet<string>): Section[] => [users(pictured), rooms(pictured), memberships, messages, tags, boards, tasks, checklists, comments, notes, contacts];
