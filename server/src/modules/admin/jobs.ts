import { TAG_TYPE } from '@musubi/shared';
import { generateKeyBetween } from 'fractional-indexing';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { keysAfter, setBoardLabels, setTaskOrders } from '../boards';
import { detectType, placeTaskFiles, recordStoredSizes, setFileTypes } from '../files';
import { createDefaultTags, recolorTags, refreshMemberCounts, roleAllows } from '../rooms';
import { ensureDefaultTemplate, replaceTemplateBoards } from '../templates';

/** Rows read, checked and (where needed) repaired per transaction; progress is published after each batch. */
export const JOB_BATCH = 200;

export interface JobResult {
  processed: number;
  changed: number;
}

type Progress = (processed: number, total: number) => Promise<void>;

export interface MaintenanceJob {
  name: string;
  title: string;
  description: string;
  /** The title and description for an administrator who reads English (decision 0326). */
  en: { title: string; description: string };
  run(deps: Deps, progress: Progress): Promise<JobResult>;
}

/**
 * Walks a table in id order, one batch at a time: `fetch` reads the batch after an id, `repair` fixes what
 * needs fixing in it and answers how many rows it changed.
 */
async function inBatches<T extends { id: string }>(
  total: number,
  fetch: (afterId: string | null) => Promise<T[]>,
  repair: (rows: T[]) => Promise<number>,
  progress: Progress,
): Promise<JobResult> {
  let processed = 0;
  let changed = 0;
  let afterId: string | null = null;
  await progress(0, total);
  for (;;) {
    const rows = await fetch(afterId);
    if (rows.length === 0) break;
    changed += await repair(rows);
    processed += rows.length;
    afterId = rows[rows.length - 1]!.id;
    await progress(processed, total);
    if (rows.length < JOB_BATCH) break;
  }
  return { processed, changed };
}

/** Rows of a table, with an optional condition: the total a job's progress counts to. */
async function countRows<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  where: (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool> = (eb) => eb.lit(true),
): Promise<number> {
  const row = await db
    .selectFrom(table as keyof DB)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const GREY = '#cccccc';

/** #RGB and #RRGGBB in any case become lowercase #rrggbb; anything else becomes grey. */
export function normaliseColor(color: string | null): string {
  const value = (color ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  return short ? `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}` : GREY;
}

/** A board's labels as a JSON array of distinct, trimmed, non-empty strings, in their first order. */
export function normaliseLabels(json: string | null): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '[]');
  } catch {
    parsed = [];
  }
  const list = Array.isArray(parsed) ? parsed : [];
  const labels = list
    .filter((l): l is string | number => typeof l === 'string' || typeof l === 'number')
    .map((l) => String(l).trim())
    .filter((l) => l.length > 0);
  return JSON.stringify([...new Set(labels)]);
}

const isValidKey = (key: unknown): key is string => {
  if (typeof key !== 'string' || key.length === 0) return false;
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A template's boards JSON, repaired, or null when it is already valid: boards must be named objects with
 * distinct valid order keys and a tasks list of named objects. Valid parts are kept as they are.
 */
export function repairTemplateBoards(json: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return '[]';
  }
  if (!Array.isArray(parsed)) return '[]';
  let broken = false;
  const boards = parsed.filter((b): b is Record<string, unknown> => {
    const ok = isRecord(b) && typeof b.name === 'string' && b.name.trim().length > 0;
    if (!ok) broken = true;
    return ok;
  });
  for (const board of boards) {
    if (!Array.isArray(board.tasks)) {
      board.tasks = [];
      broken = true;
    }
    const tasks = board.tasks as unknown[];
    const named = tasks.filter((t) => isRecord(t) && typeof t.name === 'string' && t.name.trim().length > 0);
    if (named.length !== tasks.length) {
      board.tasks = named;
      broken = true;
    }
    if (board.color != null && typeof board.color !== 'string') {
      board.color = null;
      broken = true;
    }
  }
  const keys = boards.map((b) => b.order);
  if (!keys.every(isValidKey) || new Set(keys).size !== keys.length) {
    // Keep the order the keys gave where they did, then the array's order.
    boards.sort((a, b) => (isValidKey(a.order) && isValidKey(b.order) ? (a.order < b.order ? -1 : a.order > b.order ? 1 : 0) : 0));
    keysAfter(null, boards.length).forEach((key, i) => (boards[i]!.order = key));
    broken = true;
  }
  return broken ? JSON.stringify(boards) : null;
}

/** Rooms lacking default labels get a copy of the current default labels (what a new room receives). */
const tagJob: MaintenanceJob = {
  name: 'tag',
  title: 'ルームの初期ラベル',
  description: '初期ラベルを1つも持たないルームに、管理画面で設定された現在の初期ラベルをコピーします。',
  en: {
    title: 'Rooms’ default labels',
    description:
      'Copies the current default labels, as set on the admin page, to rooms that have none.',
  },
  async run(deps, progress) {
    return inBatches(
      await countRows(deps.db, 'rooms'),
      (after) => {
        let q = deps.db.selectFrom('rooms').select(['id', 'created_user_id']);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (rooms) => {
        return deps.db.transaction().execute(async (trx) => {
          const having = await trx
            .selectFrom('tags')
            .select('room_id')
            .distinct()
            .where('type', '=', TAG_TYPE.default)
            .where('room_id', 'in', rooms.map((r) => r.id))
            .execute();
          const done = new Set(having.map((h) => h.room_id));
          const lacking = rooms.filter((r) => !done.has(r.id));
          if (lacking.length === 0) return 0;
          // Exactly what a new room receives.
          for (const room of lacking) await createDefaultTags(trx, deps, room.id, room.created_user_id);
          return lacking.length;
        });
      },
      progress,
    );
  },
};

const colorTagJob: MaintenanceJob = {
  name: 'color-tag',
  title: 'ラベルの色',
  description:
    'ラベルの色を小文字の #rrggbb 形式にそろえます（#RGB は6桁に展開）。色として読めない値はグレー（#cccccc）にします。色での絞り込みが大文字・小文字の違いで漏れないようにするためです。',
  en: {
    title: 'Label colours',
    description:
      'Writes label colours as lower-case #rrggbb (#RGB expanded to six digits). A value that cannot be read as a colour becomes grey (#cccccc), so that filtering by colour misses no label over upper or lower case.',
  },
  async run(deps, progress) {
    return inBatches(
      await countRows(deps.db, 'tags'),
      (after) => {
        let q = deps.db.selectFrom('tags').select(['id', 'color']);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (tags) => {
        const wrong = tags.filter((t) => normaliseColor(t.color) !== t.color);
        if (wrong.length === 0) return 0;
        await recolorTags(deps.db, wrong.map((tag) => ({ id: tag.id, color: normaliseColor(tag.color) })));
        return wrong.length;
      },
      progress,
    );
  },
};

const templateDefaultJob: MaintenanceJob = {
  name: 'template-default',
  title: '初期テンプレート',
  description: '初期テンプレート（種別3）が1つもない場合に、標準の初期テンプレート「はじめてのボード」を作成します。',
  en: {
    title: 'Default template',
    description:
      'Creates the standard default template “はじめてのボード” when there is no default template (type 3).',
  },
  async run(deps, progress) {
    await progress(0, 1);
    const changed = (await ensureDefaultTemplate(deps)) ? 1 : 0;
    await progress(1, 1);
    return { processed: 1, changed };
  },
};

const templateJob: MaintenanceJob = {
  name: 'template',
  title: 'テンプレートの内容',
  description:
    'テンプレートのボード JSON を検査し、読めない JSON は空に、名前のないボードやタスクは除き、欠けた・重複した並び順キーは振り直します。正しい部分はそのまま残します。',
  en: {
    title: 'Template contents',
    description:
      'Checks the templates’ board JSON: unreadable JSON becomes empty, boards and tasks without a name are removed, and missing or duplicated order keys are given anew. Correct parts stay as they are.',
  },
  async run(deps, progress) {
    return inBatches(
      await countRows(deps.db, 'templates'),
      (after) => {
        let q = deps.db.selectFrom('templates').select(['id', 'boards']);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (templates) => {
        const repairs = templates.flatMap((t) => {
          const boards = repairTemplateBoards(t.boards);
          return boards === null || boards === t.boards ? [] : [{ id: t.id, boards }];
        });
        if (repairs.length === 0) return 0;
        await replaceTemplateBoards(deps, repairs);
        return repairs.length;
      },
      progress,
    );
  },
};

const labelBoardJob: MaintenanceJob = {
  name: 'label-board',
  title: 'ボードのラベル',
  description:
    'ボードのラベル一覧（labels）を、重複のない空でない文字列の JSON 配列にそろえます。読めない値は空の一覧にします。',
  en: {
    title: 'Board labels',
    description:
      'Makes each board’s label list (labels) a JSON array of distinct, non-empty strings. An unreadable value becomes an empty list.',
  },
  async run(deps, progress) {
    return inBatches(
      await countRows(deps.db, 'boards'),
      (after) => {
        let q = deps.db.selectFrom('boards').select(['id', 'labels']);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (boards) => {
        const wrong = boards.filter((b) => normaliseLabels(b.labels) !== b.labels);
        if (wrong.length === 0) return 0;
        await setBoardLabels(deps.db, wrong.map((b) => ({ id: b.id, labels: normaliseLabels(b.labels) })));
        return wrong.length;
      },
      progress,
    );
  },
};

const roomJob: MaintenanceJob = {
  name: 'room',
  title: 'ルームのメンバー数',
  description:
    'ルームのメンバー数（totalUser、投稿できるメンバー数 countUser、各メンバーの total_member）を、実際のメンバー登録から数え直します。',
  en: {
    title: 'Room member counts',
    description:
      'Counts each room’s members again from the actual memberships (totalUser, countUser: the members who can post, and each member’s total_member).',
  },
  async run(deps, progress) {
    return inBatches(
      await countRows(deps.db, 'rooms'),
      (after) => {
        let q = deps.db.selectFrom('rooms').select(['id', 'totalUser', 'countUser']);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (rooms) => {
        const ids = rooms.map((r) => r.id);
        const members = await deps.db
          .selectFrom('user_rooms')
          .select(['room_id', 'role', 'total_member'])
          .where('room_id', 'in', ids)
          .execute();
        const wrong = rooms.filter((room) => {
          const mine = members.filter((m) => m.room_id === room.id);
          const posting = mine.filter((m) => roleAllows(m.role, 'post')).length;
          return (
            room.totalUser !== mine.length || room.countUser !== posting || mine.some((m) => m.total_member !== mine.length)
          );
        });
        if (wrong.length === 0) return 0;
        await deps.db.transaction().execute(async (trx) => {
          const now = isoNow(deps.clock);
          for (const room of wrong) await refreshMemberCounts(trx, room.id, now);
        });
        return wrong.length;
      },
      progress,
    );
  },
};

const taskJob: MaintenanceJob = {
  name: 'task',
  title: 'タスクの並び順',
  description:
    '並び順キーが空・不正・重複しているタスクを含むボードについて、今の並び（キー、作成日時の順）のままキーを振り直します。それ以外のボードは変更しません。',
  en: {
    title: 'Task order',
    description:
      'For boards holding tasks whose order key is empty, invalid or duplicated, gives the keys anew in the current order (by key, then by creation time). Other boards are not changed.',
  },
  async run(deps, progress) {
    return inBatches(
      await countRows(deps.db, 'boards'),
      (after) => {
        let q = deps.db.selectFrom('boards').select('id');
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (boards) => {
        const tasks = await deps.db
          .selectFrom('tasks')
          .select(['id', 'board_id', 'order', 'createdAt'])
          .where('board_id', 'in', boards.map((b) => b.id))
          .execute();
        const byKey = (a: (typeof tasks)[number], b: (typeof tasks)[number]) =>
          a.order !== b.order ? (a.order < b.order ? -1 : 1)
          : a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1)
          : a.id < b.id ? -1 : 1;
        const updates: { id: string; order: string }[] = [];
        for (const board of boards) {
          const column = tasks.filter((t) => t.board_id === board.id).sort(byKey);
          const keys = column.map((t) => t.order);
          if (keys.every(isValidKey) && new Set(keys).size === keys.length) continue;
          keysAfter(null, column.length).forEach((key, i) => {
            if (column[i]!.order !== key) updates.push({ id: column[i]!.id, order: key });
          });
        }
        if (updates.length === 0) return 0;
        await setTaskOrders(deps.db, updates);
        return updates.length;
      },
      progress,
    );
  },
};

const fileInTaskJob: MaintenanceJob = {
  name: 'file-in-task',
  title: 'タスクの添付ファイル',
  description:
    'タスク（またはタスクのメモ）に添付されたファイルの所属を、タスクの今のボードとルームに合わせます。メモに添付されタスクが空のファイルにはメモのタスクを設定します。',
  en: {
    title: 'Task attachments',
    description:
      'Aligns the files attached to a task (or to a task’s memo) with the task’s current board and room. A file attached to a memo with no task gets the memo’s task.',
  },
  async run(deps, progress) {
    const attached = (eb: ExpressionBuilder<DB, 'files'>) => eb.or([eb('task_id', 'is not', null), eb('memo_id', 'is not', null)]);
    return inBatches(
      await countRows(deps.db, 'files', attached),
      (after) => {
        let q = deps.db.selectFrom('files').select(['id', 'room_id', 'board_id', 'task_id', 'memo_id']).where(attached);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (files) => {
        const memoIds = files.flatMap((f) => (f.memo_id ? [f.memo_id] : []));
        const memos = memoIds.length
          ? await deps.db.selectFrom('memo_tasks').select(['id', 'task_id']).where('id', 'in', memoIds).execute()
          : [];
        const taskOf = (f: (typeof files)[number]) => f.task_id ?? memos.find((m) => m.id === f.memo_id)?.task_id ?? null;
        const taskIds = [...new Set(files.map(taskOf).filter((id): id is string => id !== null))];
        const tasks = taskIds.length
          ? await deps.db.selectFrom('tasks').select(['id', 'board_id', 'room_id']).where('id', 'in', taskIds).execute()
          : [];
        const updates = files.flatMap((f) => {
          const task = tasks.find((t) => t.id === taskOf(f));
          if (!task) return [];
          const same = f.task_id === task.id && f.board_id === task.board_id && f.room_id === task.room_id;
          return same ? [] : [{ id: f.id, task_id: task.id, board_id: task.board_id, room_id: task.room_id }];
        });
        if (updates.length === 0) return 0;
        await placeTaskFiles(deps, updates);
        return updates.length;
      },
      progress,
    );
  },
};

/** Bytes read from a stored file to recognise its type. */
const HEAD_BYTES = 4096;

async function readHead(deps: Deps, key: string): Promise<Buffer | null> {
  const stream = await deps.storage.get(key, { start: 0, end: HEAD_BYTES - 1 });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const GENERIC_TYPE = 'application/octet-stream';
const liveFiles = (eb: ExpressionBuilder<DB, 'files'>) => eb.and([eb('deletedAt', 'is', null), eb('purgedAt', 'is', null)]);

const fileDefaultJob: MaintenanceJob = {
  name: 'file-default',
  title: 'ファイルの種類',
  description:
    '種類（MIME タイプ）が空または不明（application/octet-stream）のファイルについて、保存された内容と拡張子から種類を判定して設定します。判定できないものは application/octet-stream とします。',
  en: {
    title: 'File types',
    description:
      'For files whose type (MIME type) is empty or unknown (application/octet-stream), determines the type from the stored content and the extension. What cannot be determined stays application/octet-stream.',
  },
  async run(deps, progress) {
    const untyped = (eb: ExpressionBuilder<DB, 'files'>) => eb.and([liveFiles(eb), eb('type', 'in', ['', GENERIC_TYPE])]);
    return inBatches(
      await countRows(deps.db, 'files', untyped),
      (after) => {
        let q = deps.db.selectFrom('files').select(['id', 'name', 'key', 'type']).where(untyped);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (files) => {
        const updates: { id: string; type: string }[] = [];
        for (const file of files) {
          const head = await readHead(deps, file.key);
          const type = (head && detectType(file.name, head)?.mime) || GENERIC_TYPE;
          if (type !== file.type) updates.push({ id: file.id, type });
        }
        if (updates.length === 0) return 0;
        await setFileTypes(deps, updates);
        return updates.length;
      },
      progress,
    );
  },
};

const dataFileJob: MaintenanceJob = {
  name: 'data-file',
  title: 'ファイル容量の再集計',
  description:
    '削除されていないファイルの大きさを保存先の実際の大きさで数え直します。保存先に実体がないファイルは削除済み（実体なし）とし、利用者・ルームの容量から外します。',
  en: {
    title: 'Recount file storage',
    description:
      'Counts the size of every file not deleted again, from its actual size in storage. A file missing from storage is marked deleted (no content) and no longer counts towards its user’s and room’s storage.',
  },
  async run(deps, progress) {
    return inBatches(
      await countRows(deps.db, 'files', liveFiles),
      (after) => {
        let q = deps.db.selectFrom('files').select(['id', 'key', 'size']).where(liveFiles);
        if (after) q = q.where('id', '>', after);
        return q.orderBy('id').limit(JOB_BATCH).execute();
      },
      async (files) => {
        const updates: { id: string; size: number | null }[] = [];
        for (const file of files) {
          const size = await deps.storage.size(file.key);
          if (size === null || size !== Number(file.size)) updates.push({ id: file.id, size });
        }
        if (updates.length === 0) return 0;
        await recordStoredSizes(deps, updates);
        return updates.length;
      },
      progress,
    );
  },
};

/** The maintenance jobs, in the order of the /migration page. */
export const MAINTENANCE_JOBS: readonly MaintenanceJob[] = [
  colorTagJob,
  tagJob,
  templateDefaultJob,
  templateJob,
  labelBoardJob,
  roomJob,
  taskJob,
  fileInTaskJob,
  fileDefaultJob,
  dataFileJob,
];
