import { CHECKLIST_LIMITS, type DryRun, emptyCounts, type ImportCounts, type Language, LIMITS } from '@musubi/shared';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { announceImported, type BoardRow, createImportedColumn, createImportedComment, createImportedTask, type TaskRow } from '../boards';
import { createImportedTag, findMembership } from '../rooms';
import { findUserByEmail } from '../users';
import { IMPORT_MESSAGES, IMPORT_NOTES } from './messages';
import { findKeys, insertKeys } from './repo';
import { ExportUnreadable, type ImportSourceReader, type ImportTarget } from './source';

/**
 * Reading a Trello board's JSON (the board menu's "Print, export and share" → "Export as JSON") into a room's
 * board (decision 0318): labels become the room's labels, lists columns, cards tasks with their checklists,
 * comments the tasks' comments. The steps are fixed and ordered (members, labels, lists, cards, comments), each
 * recorded under the room in import_keys, so an import that stops resumes, and one run again creates nothing.
 */

export const SOURCE = 'trello';
/** The largest board JSON accepted: its text is parsed in one turn of the event loop (decision 0318). */
export const TRELLO_MAX_BYTES = 20 * 1024 * 1024;

const id = z.string().min(1).max(64);
const text = z.string().nullish();
const pos = z.number().nullish();
const labelSchema = z.object({ id, name: text, color: text }).passthrough();
const listSchema = z.object({ id, name: text, closed: z.boolean().nullish(), pos }).passthrough();
const cardSchema = z
  .object({
    id,
    name: text,
    desc: text,
    due: text,
    start: text,
    dueComplete: z.boolean().nullish(),
    closed: z.boolean().nullish(),
    idList: id,
    idLabels: z.array(z.string()).nullish(),
    idMembers: z.array(z.string()).nullish(),
    pos,
    attachments: z.array(z.object({ name: text, url: text }).passthrough()).nullish(),
  })
  .passthrough();
const checklistSchema = z
  .object({
    id,
    idCard: z.string(),
    name: text,
    pos,
    checkItems: z.array(z.object({ id, name: text, state: text, pos, idMember: text }).passthrough()).nullish(),
  })
  .passthrough();
const memberSchema = z.object({ id, fullName: text, username: text, email: text }).passthrough();
const actionSchema = z
  .object({
    id,
    type: z.string(),
    date: text,
    idMemberCreator: text,
    memberCreator: z.object({ id: text, fullName: text, username: text }).passthrough().nullish(),
    data: z.object({ text: text, card: z.object({ id: z.string() }).passthrough().nullish() }).passthrough().nullish(),
  })
  .passthrough();
/** The board's outline: its lists of items are checked one item at a time, with turns of the event loop between. */
const boardSchema = z
  .object({
    id,
    name: z.string(),
    lists: z.array(z.unknown()),
    cards: z.array(z.unknown()),
    labels: z.array(z.unknown()).nullish(),
    checklists: z.array(z.unknown()).nullish(),
    members: z.array(z.unknown()).nullish(),
    actions: z.array(z.unknown()).nullish(),
  })
  .passthrough();

type TrelloLabel = z.output<typeof labelSchema>;
type TrelloList = z.output<typeof listSchema>;
type TrelloCard = z.output<typeof cardSchema>;
type TrelloChecklist = z.output<typeof checklistSchema>;
type TrelloAction = z.output<typeof actionSchema>;

export interface TrelloMember {
  id: string;
  name: string;
  email: string | null;
}

export interface TrelloBoard {
  name: string;
  members: TrelloMember[];
  labels: TrelloLabel[];
  lists: TrelloList[];
  cards: TrelloCard[];
  checklists: Map<string, TrelloChecklist[]>;
  comments: TrelloAction[];
}

/** Trello's label colours (its palette as shown today) as ours; a label without a colour is grey. */
export const LABEL_COLORS: Record<string, { hex: string; name: string }> = {
  green: { hex: '#4bce97', name: '緑' },
  yellow: { hex: '#f5cd47', name: '黄' },
  orange: { hex: '#fea362', name: 'オレンジ' },
  red: { hex: '#f87168', name: '赤' },
  purple: { hex: '#9f8fef', name: '紫' },
  blue: { hex: '#579dff', name: '青' },
  sky: { hex: '#6cc3e0', name: '水色' },
  lime: { hex: '#94c748', name: 'ライム' },
  pink: { hex: '#e774bb', name: 'ピンク' },
  black: { hex: '#8590a2', name: '黒' },
  green_dark: { hex: '#1f845a', name: '濃い緑' },
  yellow_dark: { hex: '#946f00', name: '濃い黄' },
  orange_dark: { hex: '#c25100', name: '濃いオレンジ' },
  red_dark: { hex: '#c9372c', name: '濃い赤' },
  purple_dark: { hex: '#6e5dc6', name: '濃い紫' },
  blue_dark: { hex: '#0c66e4', name: '濃い青' },
  sky_dark: { hex: '#227d9b', name: '濃い水色' },
  lime_dark: { hex: '#5b7f24', name: '濃いライム' },
  pink_dark: { hex: '#ae4787', name: '濃いピンク' },
  black_dark: { hex: '#626f86', name: '濃い黒' },
  green_light: { hex: '#baf3db', name: '淡い緑' },
  yellow_light: { hex: '#f8e6a0', name: '淡い黄' },
  orange_light: { hex: '#fedec8', name: '淡いオレンジ' },
  red_light: { hex: '#ffd5d2', name: '淡い赤' },
  purple_light: { hex: '#dfd8fd', name: '淡い紫' },
  blue_light: { hex: '#cce0ff', name: '淡い青' },
  sky_light: { hex: '#c6edfb', name: '淡い水色' },
  lime_light: { hex: '#d3f1a7', name: '淡いライム' },
  pink_light: { hex: '#fdd0ec', name: '淡いピンク' },
  black_light: { hex: '#dcdfe4', name: '淡い黒' },
};
const NO_COLOR = { hex: '#b3b9c4', name: '色なし' };

export const labelColor = (color: string | null | undefined) => (color && LABEL_COLORS[color]) || NO_COLOR;

const byPos = <T extends { pos?: number | null; id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0) || a.id.localeCompare(b.id));

const decoder = new TextDecoder('utf-8', { fatal: false });

const ITEMS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each item of `items` checked by `schema`, a few hundred per turn of the event loop, so that a large board does not
 * hold up the chat while it is read. `strict`: an item that does not fit makes the file unreadable; otherwise it is
 * left out (actions of kinds not read here).
 */
async function each<T>(items: unknown[] | null | undefined, schema: z.ZodType<T>, what: string, strict = true): Promise<T[]> {
  const out: T[] = [];
  for (const [index, item] of (items ?? []).entries()) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else if (strict) throw new ExportUnreadable(what);
    if (index % ITEMS_PER_TURN === ITEMS_PER_TURN - 1) await nextTurn();
  }
  return out;
}

/** Reads the board's JSON. Throws ExportUnreadable when it is not a Trello board export. */
export async function readTrelloBoard(file: Uint8Array): Promise<TrelloBoard> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(file));
  } catch {
    throw new ExportUnreadable('json');
  }
  const parsed = boardSchema.safeParse(value);
  if (!parsed.success) throw new ExportUnreadable('board');
  const board = parsed.data;
  const checklists = new Map<string, TrelloChecklist[]>();
  for (const c of byPos(await each(board.checklists, checklistSchema, 'checklists'))) checklists.set(c.idCard, [...(checklists.get(c.idCard) ?? []), c]);
  const comments = (await each(board.actions, actionSchema, 'actions', false))
    .filter((a) => a.type === 'commentCard' && a.data?.card?.id)
    // Trello lists actions newest first; comments are written oldest first, each once.
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id))
    .filter((a, i, all) => i === 0 || all[i - 1]!.id !== a.id);
  const lists = byPos(await each(board.lists, listSchema, 'lists'));
  const order = new Map(lists.map((l, i) => [l.id, i]));
  const cards = await each(board.cards, cardSchema, 'cards');
  return {
    name: board.name,
    members: (await each(board.members, memberSchema, 'members')).map((m) => ({ id: m.id, name: m.fullName || m.username || m.id, email: m.email?.trim().toLowerCase() || null })),
    labels: await each(board.labels, labelSchema, 'labels'),
    lists,
    // Cards of lists the export lacks are left out; the others in their list's order, then by position.
    cards: byPos(cards.filter((c) => order.has(c.idList))).sort((a, b) => order.get(a.idList)! - order.get(b.idList)!),
    checklists,
    comments,
  };
}

/** One step of an import, in the fixed order of the export. */
export type Step =
  | { kind: 'member'; member: TrelloMember }
  | { kind: 'label'; label: TrelloLabel }
  | { kind: 'list'; list: TrelloList }
  | { kind: 'archive' }
  | { kind: 'card'; card: TrelloCard }
  | { kind: 'comment'; comment: TrelloAction };

/** Cards closed in a list still open: they go to one archived column of their own (decision 0318). */
const closedInOpenList = (board: TrelloBoard) => {
  const closedLists = new Set(board.lists.filter((l) => l.closed).map((l) => l.id));
  return board.cards.filter((c) => c.closed && !closedLists.has(c.idList));
};

export function stepsOf(board: TrelloBoard): Step[] {
  return [
    ...board.members.map((member) => ({ kind: 'member' as const, member })),
    ...board.labels.map((label) => ({ kind: 'label' as const, label })),
    ...board.lists.map((list) => ({ kind: 'list' as const, list })),
    ...(closedInOpenList(board).length > 0 ? [{ kind: 'archive' as const }] : []),
    ...board.cards.map((card) => ({ kind: 'card' as const, card })),
    ...board.comments.map((comment) => ({ kind: 'comment' as const, comment })),
  ];
}

/** The keys an import into a room records: what each item of the board became in that room. */
export const keyOf = {
  label: (roomId: string, id: string) => `${roomId}:label:${id}`,
  list: (roomId: string, id: string) => `${roomId}:list:${id}`,
  archive: (roomId: string) => `${roomId}:archived-cards`,
  card: (roomId: string, id: string) => `${roomId}:card:${id}`,
  comment: (roomId: string, id: string) => `${roomId}:comment:${id}`,
};

/** The key a step records when it writes its item; a member's step writes nothing. */
function stepKey(roomId: string, step: Step): string | null {
  switch (step.kind) {
    case 'member':
      return null;
    case 'label':
      return keyOf.label(roomId, step.label.id);
    case 'list':
      return keyOf.list(roomId, step.list.id);
    case 'archive':
      return keyOf.archive(roomId);
    case 'card':
      return keyOf.card(roomId, step.card.id);
    case 'comment':
      return keyOf.comment(roomId, step.comment.id);
  }
}

const UNNAMED = '（名前なし）';
const cut = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);
const isoOrNull = (value: string | null | undefined) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null);
/** When a card was made: Trello's ids begin with the second they were made in. */
const madeAt = (trelloId: string, fallback: string) =>
  /^[0-9a-f]{24}$/.test(trelloId) ? new Date(Number.parseInt(trelloId.slice(0, 8), 16) * 1000).toISOString() : fallback;

export const labelName = (label: TrelloLabel) => cut(label.name, LIMITS.shortText) || labelColor(label.color).name;

/** The card's description, its attachments as links under it. */
function descriptionOf(card: TrelloCard): string | null {
  const lines = [card.desc?.trim() ?? ''];
  for (const a of card.attachments ?? []) if (a.url) lines.push(`📎 ${a.name || 'ファイル'}: ${a.url}`);
  return lines.filter(Boolean).join('\n\n').slice(0, LIMITS.description) || null;
}

/** A card's checklists as they fit ours: at most CHECKLIST_LIMITS of them and of their items, names cut. */
function checklistsOf(board: TrelloBoard, card: TrelloCard) {
  return (board.checklists.get(card.id) ?? []).slice(0, CHECKLIST_LIMITS.perTask).map((c) => ({
    name: cut(c.name, CHECKLIST_LIMITS.name) || UNNAMED,
    items: byPos(c.checkItems ?? [])
      .slice(0, CHECKLIST_LIMITS.itemsPerChecklist)
      .map((i) => ({ name: cut(i.name, CHECKLIST_LIMITS.itemName) || UNNAMED, done: i.state === 'complete', member: i.idMember ?? null })),
  }));
}

/** The board's members who are members of the room, found by address: Trello id → account id. */
async function roomMembersOf(db: Kysely<DB> | Transaction<DB>, board: TrelloBoard, roomId: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const m of board.members) {
    if (!m.email) continue;
    const user = await findUserByEmail(db as Kysely<DB>, m.email);
    if (user && (await findMembership(db as Kysely<DB>, user.id, roomId))) found.set(m.id, user.id);
  }
  return found;
}

const COLUMN_LIST_MAX = 200;

async function dryRun(db: Kysely<DB>, board: TrelloBoard, roomId: string): Promise<DryRun> {
  const counts = emptyCounts();
  const unmapped = new Map<string, number>();
  const note = (line: string, n = 1) => unmapped.set(line, (unmapped.get(line) ?? 0) + n);
  const matched = await roomMembersOf(db, board, roomId);
  const nameOf = new Map(board.members.map((m) => [m.id, m.name]));
  counts.matched = matched.size;
  counts.tags = board.labels.length;
  const archived = closedInOpenList(board);
  counts.columns = board.lists.length + (archived.length > 0 ? 1 : 0);
  const closedLists = new Set(board.lists.filter((l) => l.closed).map((l) => l.id));
  const unassigned = (member: string) => {
    if (!matched.has(member)) note(IMPORT_NOTES.unmatchedAssignee(nameOf.get(member) ?? member));
  };
  for (const card of board.cards) {
    counts.tasks += 1;
    if (card.closed || closedLists.has(card.idList)) counts.archivedTasks += 1;
    for (const m of card.idMembers ?? []) unassigned(m);
    const files = (card.attachments ?? []).filter((a) => a.url).length;
    if (files > 0) {
      counts.filesAsLinks += files;
      note(IMPORT_NOTES.attachmentsAsLinks, files);
    }
    const all = board.checklists.get(card.id) ?? [];
    if (all.length > CHECKLIST_LIMITS.perTask) note(IMPORT_NOTES.checklistsOver(CHECKLIST_LIMITS.perTask), all.length - CHECKLIST_LIMITS.perTask);
    for (const c of all.slice(0, CHECKLIST_LIMITS.perTask)) {
      const items = c.checkItems ?? [];
      if (items.length > CHECKLIST_LIMITS.itemsPerChecklist) {
        note(IMPORT_NOTES.checklistItemsOver(CHECKLIST_LIMITS.itemsPerChecklist), items.length - CHECKLIST_LIMITS.itemsPerChecklist);
      }
    }
    for (const c of checklistsOf(board, card)) {
      counts.checklists += 1;
      counts.checklistItems += c.items.length;
      for (const i of c.items) if (i.member) unassigned(i.member);
    }
  }
  const cards = new Set(board.cards.map((c) => c.id));
  for (const comment of board.comments) {
    if (!cards.has(comment.data!.card!.id)) {
      counts.skipped += 1;
      note(IMPORT_NOTES.deletedCardComment);
      continue;
    }
    counts.comments += 1;
    const author = comment.idMemberCreator ?? comment.memberCreator?.id ?? '';
    if (!matched.has(author)) note(IMPORT_NOTES.unmatchedCommenter(authorName(comment, nameOf)));
  }
  counts.alreadyImported = (await findKeys(db, SOURCE, stepsOf(board).flatMap((step) => stepKey(roomId, step) ?? []))).size;
  const tasksIn = new Map<string, number>();
  for (const card of board.cards) {
    const column = card.closed && !closedLists.has(card.idList) ? 'archive' : card.idList;
    tasksIn.set(column, (tasksIn.get(column) ?? 0) + 1);
  }
  const columns = [
    ...board.lists.map((l) => ({ name: cut(l.name, LIMITS.shortText) || UNNAMED, tasks: tasksIn.get(l.id) ?? 0, archived: Boolean(l.closed) })),
    ...(archived.length > 0 ? [{ name: IMPORT_MESSAGES.archivedCards, tasks: archived.length, archived: true }] : []),
  ];
  return { counts, rooms: [], columns: columns.slice(0, COLUMN_LIST_MAX), unmapped: [...unmapped].map(([line, count]) => ({ text: line, count })), steps: stepsOf(board).length };
}

const authorName = (comment: TrelloAction, nameOf: Map<string, string>) =>
  comment.memberCreator?.fullName || comment.memberCreator?.username || nameOf.get(comment.idMemberCreator ?? '') || 'Trello のメンバー';

interface Context {
  board: TrelloBoard;
  roomId: string;
  importerId: string;
  /** Trello member id → account id, for the board's members who are members of the room. */
  members: Map<string, string>;
  names: Map<string, string>;
  closedLists: Set<string>;
}

/**
 * Applies a batch of steps inside the caller's transaction. Each item already imported into the room (its key
 * recorded) is left as it is; each item written records its key in the same transaction.
 */
async function applySteps(trx: Transaction<DB>, deps: Deps, context: Context, steps: Step[], counts: ImportCounts) {
  const { board, roomId, importerId } = context;
  const wanted = new Set<string>();
  // Each step's own key, and those of what it refers to: a card's column and labels, a comment's card.
  for (const step of steps) {
    const key = stepKey(roomId, step);
    if (key) wanted.add(key);
    if (step.kind === 'card') {
      wanted.add(keyOf.list(roomId, step.card.idList)).add(keyOf.archive(roomId));
      for (const l of step.card.idLabels ?? []) wanted.add(keyOf.label(roomId, l));
    }
    if (step.kind === 'comment') wanted.add(keyOf.card(roomId, step.comment.data!.card!.id));
  }
  const known = await findKeys(trx, SOURCE, [...wanted]);
  const recorded: Array<[string, string]> = [];
  const record = (key: string, targetId: string) => {
    known.set(key, targetId);
    recorded.push([key, targetId]);
  };
  const now = isoNow(deps.clock);
  const written: { columns: BoardRow[]; tasks: TaskRow[] } = { columns: [], tasks: [] };
  for (const step of steps) {
    if (step.kind === 'member') {
      if (context.members.has(step.member.id)) counts.matched += 1;
      continue;
    }
    const key = stepKey(roomId, step)!;
    if (known.has(key)) {
      counts.alreadyImported += 1;
      continue;
    }
    if (step.kind === 'label') {
      const tag = await createImportedTag(trx, deps, roomId, importerId, { name: labelName(step.label), color: labelColor(step.label.color).hex });
      counts.tags += 1;
      record(key, tag.id);
    } else if (step.kind === 'list' || step.kind === 'archive') {
      const column =
        step.kind === 'list'
          ? { name: cut(step.list.name, LIMITS.shortText) || UNNAMED, archived: Boolean(step.list.closed) }
          : { name: IMPORT_MESSAGES.archivedCards, archived: true };
      const row = await createImportedColumn(trx, deps, roomId, importerId, column);
      written.columns.push(row);
      counts.columns += 1;
      record(key, row.id);
    } else if (step.kind === 'card') {
      const card = step.card;
      const archived = card.closed && !context.closedLists.has(card.idList);
      const columnId = known.get(archived ? keyOf.archive(roomId) : keyOf.list(roomId, card.idList));
      if (!columnId) throw new Error(`column of card ${card.id} missing`);
      const startDate = isoOrNull(card.start);
      const endDate = isoOrNull(card.due);
      const checklists = checklistsOf(board, card);
      const task = await createImportedTask(trx, deps, { id: columnId, room_id: roomId }, importerId, {
        name: cut(card.name, LIMITS.shortText) || UNNAMED,
        description: descriptionOf(card),
        // A start after the due date is Trello's to allow, not ours: the due date is kept.
        startDate: startDate && endDate && startDate > endDate ? null : startDate,
        endDate,
        complete: Boolean(card.dueComplete),
        createdAt: madeAt(card.id, now),
        assignees: (card.idMembers ?? []).flatMap((m) => context.members.get(m) ?? []),
        tagIds: (card.idLabels ?? []).flatMap((l) => known.get(keyOf.label(roomId, l)) ?? []),
        checklists: checklists.map((c) => ({ name: c.name, items: c.items.map((i) => ({ name: i.name, done: i.done, assignee: (i.member && context.members.get(i.member)) || null })) })),
      });
      written.tasks.push(task);
      counts.tasks += 1;
      if (card.closed || context.closedLists.has(card.idList)) counts.archivedTasks += 1;
      counts.checklists += checklists.length;
      counts.checklistItems += checklists.reduce((n, c) => n + c.items.length, 0);
      counts.filesAsLinks += (card.attachments ?? []).filter((a) => a.url).length;
      record(key, task.id);
    } else {
      const comment = step.comment;
      const taskId = known.get(keyOf.card(roomId, comment.data!.card!.id));
      if (!taskId) {
        counts.skipped += 1;
        continue;
      }
      const author = context.members.get(comment.idMemberCreator ?? comment.memberCreator?.id ?? '');
      const body = comment.data?.text?.trim() || '（本文なし）';
      const content = (author ? body : `投稿者: ${authorName(comment, context.names)}（Trello）\n${body}`).slice(0, LIMITS.message);
      const memoId = await createImportedComment(trx, taskId, { userId: author ?? importerId, content, createdAt: isoOrNull(comment.date) ?? now });
      counts.comments += 1;
      record(key, memoId);
    }
  }
  await insertKeys(trx, SOURCE, recorded, now);
  // The room is in use: boards open on it show each batch once it is in.
  await announceImported(trx, deps, importerId, written);
}

function summary(counts: ImportCounts, language: Language): string {
  if (language === 'en') {
    return [
      `Columns: ${counts.columns}`,
      `Tasks: ${counts.tasks} (archived among them: ${counts.archivedTasks})`,
      `Checklists: ${counts.checklists} (items: ${counts.checklistItems})`,
      `Comments: ${counts.comments}`,
      `Labels: ${counts.tags}`,
      `Matched to the room's members: ${counts.matched}`,
      `Not created, already imported: ${counts.alreadyImported}`,
    ].join('\n');
  }
  return [
    `列: ${counts.columns}件`,
    `タスク: ${counts.tasks}件（うちアーカイブ ${counts.archivedTasks}件）`,
    `チェックリスト: ${counts.checklists}件（項目 ${counts.checklistItems}件）`,
    `コメント: ${counts.comments}件`,
    `ラベル: ${counts.tags}件`,
    `ルームのメンバーと照合: ${counts.matched}人`,
    `取り込み済みのため作成しなかった項目: ${counts.alreadyImported}件`,
  ].join('\n');
}

/** Trello's board JSON, into the room the starter chose. */
export const trello: ImportSourceReader = {
  maxBytes: TRELLO_MAX_BYTES,
  file: { extension: 'json', contentType: 'application/json', defaultName: 'trello.json' },
  intoRoom: true,
  label: 'Trello',
  messages: { fileRequired: IMPORT_MESSAGES.trelloFileRequired, unreadable: IMPORT_MESSAGES.notTrello },
  async read(file: Uint8Array, target: ImportTarget) {
    const roomId = target.roomId;
    if (!roomId) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.roomGone);
    const board = await readTrelloBoard(file);
    const steps = stepsOf(board);
    let members: Promise<Map<string, string>> | null = null;
    return {
      steps: steps.length,
      dryRun: (db: Kysely<DB>) => dryRun(db, board, roomId),
      async apply(trx: Transaction<DB>, deps: Deps, from: number, to: number, counts: ImportCounts) {
        // Matched once, in the first batch's transaction, for the whole run.
        members ??= roomMembersOf(trx, board, roomId);
        const context: Context = {
          board,
          roomId,
          importerId: target.importerId,
          members: await members,
          names: new Map(board.members.map((m) => [m.id, m.name])),
          closedLists: new Set(board.lists.filter((l) => l.closed).map((l) => l.id)),
        };
        await applySteps(trx, deps, context, steps.slice(from, to), counts);
      },
    };
  },
  summary,
};
