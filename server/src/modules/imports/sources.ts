import type { ImportSource } from '@musubi/shared';
import type { Deps } from '../../deps';
import { readUpTo } from '../rooms';
import { applySteps } from './apply';
import { IMPORT_MESSAGES } from './messages';
import { dryRun, SOURCE } from './plan';
import { musubi } from './musubi';
import { findKeys } from './repo';
import { keyOf, readSlackExport, type SlackExport, stepsOf } from './slack';
import type { ImportSourceReader } from './source';
import { trello } from './trello';

/** The largest Slack export accepted (decision 0288). */
export const SLACK_MAX_BYTES = 512 * 1024 * 1024;

/** Imported history arrives read: every member's read mark moves to the end of each imported room. */
async function markImportedRead(deps: Deps, exported: SlackExport) {
  const rooms = await findKeys(deps.db, SOURCE, exported.conversations.map((c) => keyOf.conversation(c.id)));
  for (const roomId of rooms.values()) {
    const members = await deps.db
      .selectFrom('user_rooms')
      .innerJoin('rooms', 'rooms.id', 'user_rooms.room_id')
      .select(['user_rooms.id', 'rooms.last_seq'])
      .where('user_rooms.room_id', '=', roomId)
      .execute();
    await deps.db.transaction().execute(async (trx) => {
      for (const m of members) await readUpTo(trx, m.id, Number(m.last_seq));
    });
  }
}

/** A Slack workspace's zip: its people, rooms and history (decisions 0285–0289). */
const slack: ImportSourceReader = {
  maxBytes: SLACK_MAX_BYTES,
  file: { extension: 'zip', contentType: 'application/zip', defaultName: 'slack.zip' },
  intoRoom: false,
  label: 'Slack',
  messages: { fileRequired: IMPORT_MESSAGES.fileRequired, unreadable: IMPORT_MESSAGES.notZip },
  async read(file, target) {
    const exported = await readSlackExport(file);
    const steps = stepsOf(exported);
    const context = { importerId: target.importerId, people: new Map(exported.people.map((p) => [p.id, p])) };
    return {
      steps: steps.length,
      dryRun: (db) => dryRun(db, exported),
      apply: (trx, deps, from, to, counts) => applySteps(trx, deps, context, steps.slice(from, to), counts),
      finish: (deps) => markImportedRead(deps, exported),
    };
  },
  summary: (counts, language) =>
    (language === 'en'
      ? [
          `Rooms: ${counts.rooms}`,
          `Messages: ${counts.messages} (replies among them: ${counts.replies})`,
          `Matched to existing accounts: ${counts.matched}`,
          `Accounts created: ${counts.created}`,
          `Not created, already imported: ${counts.alreadyImported}`,
        ]
      : [
          `ルーム: ${counts.rooms}件`,
          `メッセージ: ${counts.messages}件（うち返信 ${counts.replies}件）`,
          `既存のアカウントと照合: ${counts.matched}人`,
          `作成したアカウント: ${counts.created}人`,
          `取り込み済みのため作成しなかった項目: ${counts.alreadyImported}件`,
        ]
    ).join('\n'),
};

/** Every source by the name a job records (import_jobs.kind); another source is one more reader here. */
export const SOURCES: Record<ImportSource, ImportSourceReader> = { slack, trello, musubi };

/** The largest file any source accepts: the upload's own limit (each source checks its own). */
export const IMPORT_MAX_BYTES = Math.max(...Object.values(SOURCES).map((s) => s.maxBytes));
