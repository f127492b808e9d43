import { type DryRun, emptyCounts, type ImportCounts, type Language, LIMITS, ROOM_KIND, ROOM_ROLE, USER_STATUS } from '@musubi/shared';
import { unzipSync } from 'fflate';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { VOID_PASSWORD_HASH } from '../auth';
import { storeImportedPicture } from '../avatars';
import { createImportedColumn, createImportedComment, createImportedTask } from '../boards';
import { storeImportedFile } from '../files';
import { type HistoricPost, importHistory } from '../messages';
import { addMembership, createImportedDirectRoom, createImportedRoom, createImportedTag, createMyChatRoom, findMyChatRoom, findRoomTagByName } from '../rooms';
import { createAccount, findUserByEmail } from '../users';
import { IMPORT_MESSAGES, IMPORT_NOTES } from './messages';
import { countRoomsOfItsOwn, findKeys, insertKeys } from './repo';
import { ExportUnreadable, type ImportSourceReader } from './source';

/**
 * Reading Musubi's own export (docs/export-format.md, version 1) back into an instance that holds no rooms yet
 * (decision 0322): a team moving from one host to another. The steps are fixed and ordered (people, rooms,
 * memberships, labels, columns, tasks, messages, files), each item recorded in import_keys under its exported
 * id, so an import that stops resumes, and one run again creates nothing.
 */

export const SOURCE = 'musubi';
export const EXPORT_FORMAT = 'musubi-export';
/** The versions of docs/export-format.md read: 2 added the pictures and a person's direct and own chats. */
export const EXPORT_VERSIONS = [1, 2];
/** The largest export accepted: as a Slack export's, it is read whole (decision 0322). */
export const MUSUBI_MAX_BYTES = 512 * 1024 * 1024;

const id = z.string().min(1).max(64);
const time = z.string().min(1).max(64);
const nullableId = id.nullish().transform((v) => v ?? null);
const nullableText = z.string().nullish().transform((v) => v ?? null);

const manifestSchema = z.object({ format: z.literal(EXPORT_FORMAT), version: z.number() }).passthrough();
const kindSchema = z.object({ kind: z.enum(['instance', 'rooms']) }).passthrough();
const picture = z.string().max(300).nullish().transform((v) => v ?? null);
const userSchema = z
  .object({ id, email: z.string().min(3).max(255), name: z.string().max(255), picture, is_admin: z.boolean().optional().transform((v) => v === true) })
  .passthrough();
const roomSchema = z
  .object({ id, name: z.string().max(255), kind: z.number(), description: nullableText, overview: nullableText, public: z.boolean(), stranger: z.boolean(), created_user_id: nullableId, picture })
  .passthrough();
const membershipSchema = z.object({ room_id: id, user_id: id, role: z.number().int().min(0).max(2) }).passthrough();
const stampSchema = z.object({ user_id: id, emotion: z.string().max(32) }).passthrough();
const messageSchema = z
  .object({
    id,
    room_id: id,
    user_id: id,
    seq: z.number(),
    content: z.string(),
    reply_message_id: nullableId,
    to_user_id: nullableId,
    is_to_all: z.boolean(),
    createdAt: time,
    editedAt: time.nullish().transform((v) => v ?? null),
    deletedAt: time.nullish().transform((v) => v ?? null),
    stamps: z.array(stampSchema),
  })
  .passthrough();
const tagSchema = z.object({ id, room_id: nullableId, name: z.string().max(255), color: z.string().max(32) }).passthrough();
const boardSchema = z
  .object({ id, room_id: id, name: z.string().max(255), order: z.string(), is_archive: z.boolean(), is_done: z.boolean(), user_created_id: nullableId })
  .passthrough();
const taskSchema = z
  .object({
    id,
    board_id: id,
    room_id: id,
    name: z.string().max(255),
    description: nullableText,
    order: z.string(),
    startDate: nullableText,
    endDate: nullableText,
    status: z.number(),
    user_created_id: nullableId,
    assignee_ids: z.array(id),
    tag_ids: z.array(id),
    createdAt: time,
  })
  .passthrough();
const checklistSchema = z
  .object({
    id,
    task_id: id,
    name: z.string().max(255),
    order: z.string(),
    items: z.array(z.object({ name: z.string().max(255), is_done: z.boolean(), user_assignee_id: nullableId, order: z.string() }).passthrough()),
  })
  .passthrough();
const commentSchema = z.object({ id, task_id: id, content: z.string(), user_created_id: nullableId, createdAt: time }).passthrough();
const fileSchema = z
  .object({
    id,
    name: z.string().min(1).max(255),
    type: z.string().max(255),
    room_id: id,
    board_id: nullableId,
    task_id: nullableId,
    message_id: nullableId,
    user_created_id: id,
    width: z.number().nullish().transform((v) => v ?? null),
    height: z.number().nullish().transform((v) => v ?? null),
    createdAt: time,
    path: z.string().nullish().transform((v) => v ?? null),
  })
  .passthrough();

type User = z.output<typeof userSchema>;
type Room = z.output<typeof roomSchema>;
type Membership = z.output<typeof membershipSchema>;
type Message = z.output<typeof messageSchema>;
type Tag = z.output<typeof tagSchema>;
type Board = z.output<typeof boardSchema>;
type Task = z.output<typeof taskSchema>;
type Checklist = z.output<typeof checklistSchema>;
type Comment = z.output<typeof commentSchema>;
type ExportedFile = z.output<typeof fileSchema>;

export interface MusubiExport {
  /** The people; `is_admin` is read from an instance export only (decision 0332). */
  users: User[];
  /** The group rooms, the direct chats of two people and each person's own chat (decision 0330). */
  rooms: Room[];
  /** The exported ids of the rooms that are someone's own chat: their items go into that person's chat here. */
  myChats: Set<string>;
  memberships: Membership[];
  /** The memberships of each room, by its exported id. */
  membersOf: Map<string, Membership[]>;
  messages: Message[];
  tags: Tag[];
  boards: Board[];
  /** The archived columns' exported ids. */
  archivedColumns: Set<string>;
  tasks: Task[];
  checklists: Map<string, Checklist[]>;
  comments: Comment[];
  files: ExportedFile[];
  /** Each file's bytes, by its exported id. */
  bytes: Map<string, Uint8Array>;
  /** The pictures of people and rooms, by their exported ids. */
  pictures: Map<string, Uint8Array>;
  /** Items of the export left out: rooms that cannot be brought back (a direct chat without its two people), and what was in them. */
  leftOut: { rooms: number; messages: number };
}

const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function parseList<T extends z.ZodTypeAny>(entries: Record<string, Uint8Array>, name: string, schema: T, lines = false): Array<z.output<T>> {
  const entry = entries[name];
  if (!entry) throw new ExportUnreadable(`${name} missing`);
  const text = Buffer.from(entry).toString('utf8');
  let values: unknown;
  try {
    values = lines
      ? text
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as unknown)
      : JSON.parse(text);
  } catch {
    throw new ExportUnreadable(`${name} is not JSON`);
  }
  const parsed = z.array(schema).safeParse(values);
  if (!parsed.success) throw new ExportUnreadable(`${name}: ${parsed.error.message}`);
  return parsed.data as Array<z.output<T>>;
}

/** Reads the zip: its manifest first (format, version, kind), then every list; throws ExportUnreadable otherwise. */
export function readMusubiExport(file: Uint8Array): MusubiExport {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(file);
  } catch {
    throw new ExportUnreadable('not a zip');
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(Buffer.from(entries['manifest.json'] ?? new Uint8Array()).toString('utf8'));
  } catch {
    throw new ExportUnreadable('no manifest');
  }
  const head = manifestSchema.safeParse(manifest);
  if (!head.success) throw new ExportUnreadable('not a Musubi export');
  if (!EXPORT_VERSIONS.includes(head.data.version)) throw badInput(IMPORT_MESSAGES.musubiVersion(String(head.data.version)), { field: 'file' });
  const kind = kindSchema.safeParse(manifest);
  if (!kind.success) throw badInput(IMPORT_MESSAGES.musubiPersonal, { field: 'file' });

  // Administrators are named by an instance's export alone: a chosen rooms' export never makes one.
  const users = parseList(entries, 'users.json', userSchema).map((u) => ({ ...u, is_admin: u.is_admin && kind.data.kind === 'instance' }));
  const people = new Set(users.map((u) => u.id));
  const allRooms = parseList(entries, 'rooms.json', roomSchema);
  const allMemberships = parseList(entries, 'memberships.json', membershipSchema);
  const membersOf = new Map<string, Membership[]>();
  for (const m of allMemberships) membersOf.set(m.room_id, [...(membersOf.get(m.room_id) ?? []), m]);
  // A direct chat comes back between the same two people, one room a pair; one's own chat, into that person's.
  const pairs = new Set<string>();
  const rooms = allRooms.filter((r) => {
    if (r.kind === ROOM_KIND.group) return true;
    if (r.kind === ROOM_KIND.myChat) return r.created_user_id !== null && people.has(r.created_user_id);
    const rows = membersOf.get(r.id) ?? [];
    const members = [...new Set(rows.map((m) => m.user_id))].sort();
    const pair = members.join(':');
    if (r.kind !== ROOM_KIND.direct || rows.length !== 2 || members.length !== 2 || !members.every((u) => people.has(u)) || pairs.has(pair)) return false;
    pairs.add(pair);
    return true;
  });
  const kept = new Set(rooms.map((r) => r.id));
  const allMessages = parseList(entries, 'messages.jsonl', messageSchema, true);
  const messages = allMessages.filter((m) => kept.has(m.room_id));
  const boards = parseList(entries, 'boards.json', boardSchema).filter((b) => kept.has(b.room_id));
  const columnOrder = new Map(boards.map((b) => [b.id, b.order]));
  const roomIndex = new Map(rooms.map((r, i) => [r.id, i]));
  const roomOrder = (roomId: string) => roomIndex.get(roomId)!;
  const checklists = new Map<string, Checklist[]>();
  for (const c of parseList(entries, 'checklists.json', checklistSchema).sort((a, b) => bytewise(a.order, b.order))) {
    const list = checklists.get(c.task_id) ?? [];
    list.push({ ...c, items: [...c.items].sort((a, b) => bytewise(a.order, b.order)) });
    checklists.set(c.task_id, list);
  }
  const memberships = allMemberships.filter((m) => kept.has(m.room_id));
  const files = parseList(entries, 'files.json', fileSchema).filter((f) => kept.has(f.room_id));
  const bytes = new Map<string, Uint8Array>();
  for (const f of files) {
    const entry = f.path ? entries[f.path] : undefined;
    if (entry) bytes.set(f.id, entry);
  }
  const pictures = new Map<string, Uint8Array>();
  for (const item of [...users, ...rooms]) {
    const entry = item.picture ? entries[item.picture] : undefined;
    if (entry) pictures.set(item.id, entry);
  }
  return {
    users,
    rooms,
    pictures,
    myChats: new Set(rooms.filter((r) => r.kind === ROOM_KIND.myChat).map((r) => r.id)),
    memberships,
    membersOf,
    // Each room's history in its order, rooms in the export's.
    messages: messages.sort((a, b) => roomOrder(a.room_id) - roomOrder(b.room_id) || a.seq - b.seq),
    tags: parseList(entries, 'tags.json', tagSchema).filter((t) => t.room_id !== null && kept.has(t.room_id)),
    // Columns and tasks in their rooms' order, so that each, written last in its place, takes the place it had.
    boards: boards.sort((a, b) => roomOrder(a.room_id) - roomOrder(b.room_id) || bytewise(a.order, b.order)),
    archivedColumns: new Set(boards.filter((b) => b.is_archive).map((b) => b.id)),
    tasks: parseList(entries, 'tasks.json', taskSchema)
      .filter((t) => columnOrder.has(t.board_id))
      .sort((a, b) => roomOrder(a.room_id) - roomOrder(b.room_id) || bytewise(columnOrder.get(a.board_id)!, columnOrder.get(b.board_id)!) || bytewise(a.order, b.order)),
    checklists,
    comments: parseList(entries, 'task_comments.json', commentSchema).sort((a, b) => bytewise(a.createdAt, b.createdAt) || bytewise(a.id, b.id)),
    files,
    bytes,
    leftOut: { rooms: allRooms.length - rooms.length, messages: allMessages.length - messages.length },
  };
}

/** One step of an import, in the fixed order of the export. */
export type Step =
  | { kind: 'user'; user: User }
  | { kind: 'room'; room: Room }
  | { kind: 'membership'; membership: Membership }
  | { kind: 'tag'; tag: Tag }
  | { kind: 'board'; board: Board }
  | { kind: 'task'; task: Task }
  | { kind: 'comment'; comment: Comment }
  | { kind: 'message'; message: Message }
  | { kind: 'file'; file: ExportedFile };

export function stepsOf(exported: MusubiExport): Step[] {
  return [
    ...exported.users.map((user) => ({ kind: 'user' as const, user })),
    ...exported.rooms.map((room) => ({ kind: 'room' as const, room })),
    ...exported.memberships.map((membership) => ({ kind: 'membership' as const, membership })),
    ...exported.tags.map((tag) => ({ kind: 'tag' as const, tag })),
    ...exported.boards.map((board) => ({ kind: 'board' as const, board })),
    ...exported.tasks.map((task) => ({ kind: 'task' as const, task })),
    ...exported.comments.map((comment) => ({ kind: 'comment' as const, comment })),
    ...exported.messages.map((message) => ({ kind: 'message' as const, message })),
    ...exported.files.map((file) => ({ kind: 'file' as const, file })),
  ];
}

/** The keys an import records: what each exported item became here, by its kind and exported id. */
const keyOf = (kind: 'user' | 'room' | 'tag' | 'board' | 'task' | 'comment' | 'message' | 'file', exportedId: string) => `${kind}:${exportedId}`;

/** The key a step records when it writes its item; a membership is found by its room and person instead. */
function stepKey(step: Step): string | null {
  switch (step.kind) {
    case 'user':
      return keyOf('user', step.user.id);
    case 'room':
      return keyOf('room', step.room.id);
    case 'membership':
      return null;
    case 'tag':
      return keyOf('tag', step.tag.id);
    case 'board':
      return keyOf('board', step.board.id);
    case 'task':
      return keyOf('task', step.task.id);
    case 'comment':
      return keyOf('comment', step.comment.id);
    case 'message':
      return keyOf('message', step.message.id);
    case 'file':
      return keyOf('file', step.file.id);
  }
}

/** The ids a message's text names ([To:…], [rp aid=… to=room-message], [piconname:…]): given the ids they became here. */
const ID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TEXT_ID_KINDS = ['user', 'room', 'message'] as const;
const idsIn = (text: string) => [...new Set(text.match(ID_IN_TEXT) ?? [])];

/** The keys a step refers to besides its own: whom and where it was written, and what it is attached to. */
function referredKeys(exported: MusubiExport, step: Step): string[] {
  const user = (id: string | null) => (id ? [keyOf('user', id)] : []);
  switch (step.kind) {
    case 'user':
      return [];
    case 'room':
      return [...user(step.room.created_user_id), ...(exported.membersOf.get(step.room.id) ?? []).map((m) => keyOf('user', m.user_id))];
    case 'membership':
      return [keyOf('room', step.membership.room_id), keyOf('user', step.membership.user_id)];
    case 'tag':
      return [keyOf('room', step.tag.room_id!)];
    case 'board':
      return [keyOf('room', step.board.room_id), ...user(step.board.user_created_id)];
    case 'task': {
      const t = step.task;
      const items = (exported.checklists.get(t.id) ?? []).flatMap((c) => c.items.flatMap((i) => user(i.user_assignee_id)));
      return [keyOf('room', t.room_id), keyOf('board', t.board_id), ...user(t.user_created_id), ...t.assignee_ids.map((u) => keyOf('user', u)), ...t.tag_ids.map((g) => keyOf('tag', g)), ...items];
    }
    case 'comment':
      return [keyOf('task', step.comment.task_id), ...user(step.comment.user_created_id)];
    case 'message': {
      const m = step.message;
      return [
        keyOf('room', m.room_id),
        keyOf('user', m.user_id),
        ...user(m.to_user_id),
        ...(m.reply_message_id ? [keyOf('message', m.reply_message_id)] : []),
        ...m.stamps.map((s) => keyOf('user', s.user_id)),
        ...idsIn(m.content).flatMap((id) => TEXT_ID_KINDS.map((kind) => keyOf(kind, id))),
      ];
    }
    case 'file': {
      const f = step.file;
      return [
        keyOf('room', f.room_id),
        keyOf('user', f.user_created_id),
        ...(f.task_id ? [keyOf('task', f.task_id)] : []),
        ...(f.board_id ? [keyOf('board', f.board_id)] : []),
        ...(f.message_id ? [keyOf('message', f.message_id)] : []),
      ];
    }
  }
}

/**
 * Refuses an instance that has rooms of its own (decision 0322): an export is brought back whole, into an empty
 * one. Rooms an earlier Musubi import brought are no obstacle, so that an import that stopped can be run again.
 */
async function requireEmptyInstance(db: Kysely<DB> | Transaction<DB>) {
  if ((await countRoomsOfItsOwn(db, SOURCE)) > 0) throw new AppError('FORBIDDEN', IMPORT_MESSAGES.musubiNotEmpty);
}

const KIND_NAMES: Record<number, string> = { [ROOM_KIND.group]: 'group', [ROOM_KIND.direct]: 'direct', [ROOM_KIND.myChat]: 'myChat' };

/** A room's name in the dry run: a direct chat or one's own chat is told apart by its people's names. */
function shownName(exported: MusubiExport, room: Room) {
  if (room.kind === ROOM_KIND.group) return room.name;
  const names = (exported.membersOf.get(room.id) ?? []).map((m) => exported.users.find((u) => u.id === m.user_id)?.name ?? '');
  return `${room.name}（${names.join('・')}）`;
}

async function dryRun(db: Kysely<DB>, exported: MusubiExport): Promise<DryRun> {
  await requireEmptyInstance(db);
  const counts = emptyCounts();
  const admins: Array<{ text: string; count: number }> = [];
  let adminsMatched = 0;
  for (const u of exported.users) {
    const here = await findUserByEmail(db, u.email);
    if (here) counts.matched += 1;
    else counts.created += 1;
    if (u.is_admin && here) adminsMatched += 1;
    else if (u.is_admin) admins.push({ text: IMPORT_NOTES.administratorCreated(u.name, u.email), count: 1 });
  }
  counts.rooms = exported.rooms.length;
  counts.memberships = exported.memberships.length;
  counts.messages = exported.messages.length;
  counts.replies = exported.messages.filter((m) => m.reply_message_id).length;
  counts.stamps = exported.messages.reduce((n, m) => n + m.stamps.length, 0);
  counts.tags = exported.tags.length;
  counts.columns = exported.boards.length;
  counts.tasks = exported.tasks.length;
  counts.archivedTasks = exported.tasks.filter((t) => exported.archivedColumns.has(t.board_id)).length;
  for (const list of exported.checklists.values()) {
    counts.checklists += list.length;
    counts.checklistItems += list.reduce((n, c) => n + c.items.length, 0);
  }
  counts.comments = exported.comments.length;
  const missing = exported.files.filter((f) => !exported.bytes.has(f.id)).length;
  counts.files = exported.files.length - missing;
  counts.skipped = exported.leftOut.rooms + exported.leftOut.messages + missing;
  const myChatMessages = exported.messages.filter((m) => exported.myChats.has(m.room_id)).length;
  const unmapped: Array<{ text: string; count: number }> = [
    { text: IMPORT_NOTES.myChatMessages, count: myChatMessages },
    { text: IMPORT_NOTES.halfDirectChats, count: exported.leftOut.rooms },
    { text: IMPORT_NOTES.leftOutRoomMessages, count: exported.leftOut.messages },
    { text: IMPORT_NOTES.emptyFiles, count: missing },
    { text: IMPORT_NOTES.adminRightsNotCarried, count: adminsMatched },
  ].filter((line) => line.count > 0);
  unmapped.push(...admins);
  const messagesIn = new Map<string, number>();
  for (const m of exported.messages) messagesIn.set(m.room_id, (messagesIn.get(m.room_id) ?? 0) + 1);
  return {
    counts,
    rooms: exported.rooms.map((r) => ({ name: shownName(exported, r), kind: KIND_NAMES[r.kind]!, members: exported.membersOf.get(r.id)?.length ?? 0, messages: messagesIn.get(r.id) ?? 0 })),
    columns: [],
    unmapped,
    steps: stepsOf(exported).length,
  };
}

interface Context {
  exported: MusubiExport;
  importerId: string;
}

/**
 * Applies a batch of steps inside the caller's transaction. Each item already imported (its key recorded) is left
 * as it is; each item written records its key in the same transaction.
 */
async function applySteps(trx: Transaction<DB>, deps: Deps, context: Context, steps: Step[], counts: ImportCounts) {
  const { exported, importerId } = context;
  const wanted = new Set<string>();
  for (const step of steps) {
    const key = stepKey(step);
    if (key) wanted.add(key);
    for (const k of referredKeys(exported, step)) wanted.add(k);
  }
  const known = await findKeys(trx, SOURCE, [...wanted]);
  const recorded: Array<[string, string]> = [];
  const record = (key: string, targetId: string) => {
    known.set(key, targetId);
    recorded.push([key, targetId]);
  };
  const user = (exportedId: string | null) => (exportedId ? (known.get(keyOf('user', exportedId)) ?? null) : null);
  const now = isoNow(deps.clock);
  const posts: HistoricPost[] = [];

  for (const step of steps) {
    const key = stepKey(step);
    if (key && known.has(key)) {
      counts.alreadyImported += 1;
      continue;
    }
    if (step.kind === 'user') {
      record(key!, await accountOf(trx, deps, step.user, exported.pictures.get(step.user.id), counts, now));
    } else if (step.kind === 'room' && step.room.kind === ROOM_KIND.myChat) {
      // Everyone has their own chat here already (made with the account): its items go there.
      const owner = { id: user(step.room.created_user_id)!, email: exported.users.find((u) => u.id === step.room.created_user_id)!.email };
      const mine = await findMyChatRoom(trx, owner.id);
      counts.rooms += 1;
      record(key!, mine?.id ?? (await createMyChatRoom(trx, deps, owner)));
    } else if (step.kind === 'room' && step.room.kind === ROOM_KIND.direct) {
      const [first, second] = exported.membersOf.get(step.room.id)!.map((m) => ({ user_id: user(m.user_id)!, role: m.role }));
      counts.rooms += 1;
      counts.memberships += 2;
      record(key!, await createImportedDirectRoom(trx, deps, [first!, second!]));
    } else if (step.kind === 'room') {
      const r = step.room;
      // The room's first administrator of the export makes it (and joins as its admin); the others join in their steps.
      const firstAdmin = exported.membersOf.get(r.id)?.find((m) => m.role === ROOM_ROLE.admin && user(m.user_id));
      const creator = user(firstAdmin?.user_id ?? null) ?? user(r.created_user_id) ?? importerId;
      // The room's labels come with it (tags.json), so it gets no second copy of the default labels.
      const picture = exported.pictures.get(r.id);
      const roomId = await createImportedRoom(trx, deps, creator, {
        name: r.name.slice(0, LIMITS.shortText),
        image: picture ? await storeImportedPicture(deps, picture) : null,
        description: r.description?.slice(0, LIMITS.description) ?? null,
        overview: r.overview?.slice(0, LIMITS.description) ?? null,
        public: r.public ? 1 : 0,
        stranger: r.stranger ? 1 : 0,
        defaultTags: false,
      });
      counts.rooms += 1;
      if (firstAdmin) counts.memberships += 1;
      record(key!, roomId);
    } else if (step.kind === 'membership') {
      const m = step.membership;
      const roomId = known.get(keyOf('room', m.room_id));
      const userId = user(m.user_id);
      if (!roomId || !userId) continue;
      if ((await addMembership(trx, deps, roomId, userId, m.role)).added) counts.memberships += 1;
    } else if (step.kind === 'tag') {
      const t = step.tag;
      const roomId = known.get(keyOf('room', t.room_id!))!;
      const name = t.name.slice(0, LIMITS.shortText);
      // One's own chat here has its labels already: a label of the same name is that one, not a twin.
      const same = exported.myChats.has(t.room_id!) ? await findRoomTagByName(trx, roomId, name) : undefined;
      counts.tags += 1;
      record(key!, same?.id ?? (await createImportedTag(trx, deps, roomId, importerId, { name, color: t.color })).id);
    } else if (step.kind === 'board') {
      const b = step.board;
      const roomId = known.get(keyOf('room', b.room_id))!;
      const row = await createImportedColumn(trx, deps, roomId, user(b.user_created_id) ?? importerId, { name: b.name.slice(0, LIMITS.shortText), archived: b.is_archive, done: b.is_done });
      counts.columns += 1;
      record(key!, row.id);
    } else if (step.kind === 'task') {
      const t = step.task;
      const columnId = known.get(keyOf('board', t.board_id))!;
      const roomId = known.get(keyOf('room', t.room_id));
      if (!roomId) throw new Error(`room of task ${t.id} missing`);
      const checklists = exported.checklists.get(t.id) ?? [];
      const task = await createImportedTask(trx, deps, { id: columnId, room_id: roomId }, user(t.user_created_id) ?? importerId, {
        name: t.name.slice(0, LIMITS.shortText),
        description: t.description?.slice(0, LIMITS.description) ?? null,
        startDate: t.startDate,
        endDate: t.endDate,
        complete: false,
        status: t.status,
        createdAt: t.createdAt,
        assignees: t.assignee_ids.flatMap((u) => user(u) ?? []),
        tagIds: t.tag_ids.flatMap((g) => known.get(keyOf('tag', g)) ?? []),
        checklists: checklists.map((c) => ({ name: c.name, items: c.items.map((i) => ({ name: i.name, done: i.is_done, assignee: user(i.user_assignee_id) })) })),
      });
      counts.tasks += 1;
      if (exported.archivedColumns.has(t.board_id)) counts.archivedTasks += 1;
      counts.checklists += checklists.length;
      counts.checklistItems += checklists.reduce((n, c) => n + c.items.length, 0);
      record(key!, task.id);
    } else if (step.kind === 'comment') {
      const c = step.comment;
      const taskId = known.get(keyOf('task', c.task_id));
      if (!taskId) {
        counts.skipped += 1;
        continue;
      }
      const memoId = await createImportedComment(trx, taskId, { userId: user(c.user_created_id) ?? importerId, content: c.content.slice(0, LIMITS.message), createdAt: c.createdAt });
      counts.comments += 1;
      record(key!, memoId);
    } else if (step.kind === 'message') {
      const m = step.message;
      const roomId = known.get(keyOf('room', m.room_id));
      const authorId = user(m.user_id);
      if (!roomId || !authorId) {
        counts.skipped += 1;
        continue;
      }
      const newIdOf = (id: string) => TEXT_ID_KINDS.map((kind) => known.get(keyOf(kind, id))).find(Boolean) ?? id;
      const reply = m.reply_message_id ? (known.get(keyOf('message', m.reply_message_id)) ?? null) : null;
      const postId = newId();
      posts.push({
        id: postId,
        room_id: roomId,
        user_id: authorId,
        content: m.content.replace(ID_IN_TEXT, newIdOf),
        createdAt: m.createdAt,
        editedAt: m.editedAt,
        deletedAt: m.deletedAt,
        reply_message_id: reply,
        to_user_id: user(m.to_user_id),
        is_to_all: m.is_to_all,
        stamps: m.stamps.flatMap((s) => {
          const stamper = user(s.user_id);
          return stamper ? [{ user_id: stamper, emotion: s.emotion }] : [];
        }),
      });
      counts.messages += 1;
      counts.stamps += m.stamps.length;
      if (reply) counts.replies += 1;
      record(key!, postId);
    } else {
      // Files come last: the messages of this batch are written first, so that a file can be attached to them.
      await importHistory(trx, deps, posts.splice(0));
      const f = step.file;
      const bytes = exported.bytes.get(f.id);
      const roomId = known.get(keyOf('room', f.room_id));
      const uploaderId = user(f.user_created_id);
      if (!bytes || !roomId || !uploaderId) {
        counts.skipped += 1;
        continue;
      }
      const attached = (kind: 'board' | 'task' | 'message', exportedId: string | null) => (exportedId ? (known.get(keyOf(kind, exportedId)) ?? null) : null);
      const file = {
        name: f.name,
        type: f.type,
        room_id: roomId,
        board_id: attached('board', f.board_id),
        task_id: attached('task', f.task_id),
        message_id: attached('message', f.message_id),
        user_created_id: uploaderId,
        width: f.width,
        height: f.height,
        createdAt: f.createdAt,
      };
      const fileId = await storeImportedFile(trx, deps, file, bytes);
      counts.files += 1;
      record(key!, fileId);
    }
  }
  await importHistory(trx, deps, posts);
  await insertKeys(trx, SOURCE, recorded, now);
}

/**
 * A person's account here: matched by address (and then left as it is), or created unconfirmed without a password,
 * with their picture, their administrator's rights (decision 0332) and their own chat.
 */
async function accountOf(trx: Transaction<DB>, deps: Deps, person: User, picture: Uint8Array | undefined, counts: ImportCounts, now: string): Promise<string> {
  const existing = await findUserByEmail(trx, person.email);
  if (existing) {
    counts.matched += 1;
    return existing.id;
  }
  const accountId = newId();
  const image = picture ? await storeImportedPicture(deps, picture) : null;
  // An administrator of the instance left is one here too; an account that exists already keeps its own rights.
  await createAccount(trx, {
    id: accountId,
    email: person.email,
    password_hash: VOID_PASSWORD_HASH,
    name: person.name,
    image,
    is_admin: person.is_admin ? 1 : 0,
    status: USER_STATUS.unconfirmed,
    createdAt: now,
    updatedAt: now,
  });
  await createMyChatRoom(trx, deps, { id: accountId, email: person.email });
  counts.created += 1;
  return accountId;
}

function summary(counts: ImportCounts, language: Language): string {
  if (language === 'en') {
    return [
      `Rooms: ${counts.rooms} (memberships: ${counts.memberships})`,
      `Messages: ${counts.messages} (stamps: ${counts.stamps})`,
      `Columns: ${counts.columns}, tasks: ${counts.tasks}, comments: ${counts.comments}`,
      `Labels: ${counts.tags}, files: ${counts.files}`,
      `Matched to existing accounts: ${counts.matched}`,
      `Accounts created: ${counts.created}`,
      `Left out: ${counts.skipped}`,
      `Not created, already imported: ${counts.alreadyImported}`,
    ].join('\n');
  }
  return [
    `ルーム: ${counts.rooms}件（メンバー ${counts.memberships}件）`,
    `メッセージ: ${counts.messages}件（スタンプ ${counts.stamps}件）`,
    `列: ${counts.columns}件、タスク: ${counts.tasks}件、コメント: ${counts.comments}件`,
    `ラベル: ${counts.tags}件、ファイル: ${counts.files}件`,
    `既存のアカウントと照合: ${counts.matched}人`,
    `作成したアカウント: ${counts.created}人`,
    `取り込まなかった項目: ${counts.skipped}件`,
    `取り込み済みのため作成しなかった項目: ${counts.alreadyImported}件`,
  ].join('\n');
}

/** Musubi's own export (the admin area's 「データの書き出し」), into an instance without rooms. */
export const musubi: ImportSourceReader = {
  maxBytes: MUSUBI_MAX_BYTES,
  file: { extension: 'zip', contentType: 'application/zip', defaultName: 'musubi-export.zip' },
  intoRoom: false,
  label: 'Musubi',
  messages: { fileRequired: IMPORT_MESSAGES.musubiFileRequired, unreadable: IMPORT_MESSAGES.notMusubi },
  read(file, target) {
    const exported = readMusubiExport(file);
    const steps = stepsOf(exported);
    const context: Context = { exported, importerId: target.importerId };
    return {
      steps: steps.length,
      dryRun: (db) => dryRun(db, exported),
      async apply(trx, deps, from, to, counts) {
        // Checked again as the import starts: a room made since the dry run would mix with the imported ones.
        if (from === 0) await requireEmptyInstance(trx);
        await applySteps(trx, deps, context, steps.slice(from, to), counts);
      },
    };
  },
  summary,
};
