import { isDoneColumnName } from '@musubi/shared';
import { flag, type MigrationDb } from './helpers';

/**
 * A room's done column (decision 0310): a board flagged is_done holds the room's finished tasks. Where a room has
 * a board evidently named so, its first one in order becomes the done column, and the tasks' statuses follow the
 * column they are in: 完了 inside it, not 完了 outside it (the column wins, it is what people see).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('boards').addColumn('is_done', 'integer', flag).execute();
  await markDoneColumns(db);
}

/** The data step of the migration: each room's evident done column marked, and its tasks' statuses aligned. */
export async function markDoneColumns(db: MigrationDb): Promise<void> {
  const boards = await db
    .selectFrom('boards')
    .select(['id', 'room_id', 'name', 'is_done'])
    .where('is_archive', '=', 0)
    .orderBy('room_id')
    .orderBy('order')
    .orderBy('id')
    .execute();
  const rows = boards as Array<{ id: string; room_id: string; name: string; is_done: number }>;
  // A room that has a done column already keeps it (one a room).
  const decided = new Set(rows.filter((b) => b.is_done).map((b) => b.room_id));
  const doneOfRoom = new Map<string, string>();
  for (const board of rows) {
    if (decided.has(board.room_id) || doneOfRoom.has(board.room_id)) continue;
    if (isDoneColumnName(board.name)) doneOfRoom.set(board.room_id, board.id);
  }
  for (const [roomId, boardId] of doneOfRoom) {
    await db.updateTable('boards').set({ is_done: 1 }).where('id', '=', boardId).execute();
    await db.updateTable('tasks').set({ status: 2 }).where('board_id', '=', boardId).where('status', '!=', 2).execute();
    await db
      .updateTable('tasks')
      .set({ status: 0 })
      .where('room_id', '=', roomId)
      .where('board_id', '!=', boardId)
      .where('status', '=', 2)
      .execute();
  }
}
