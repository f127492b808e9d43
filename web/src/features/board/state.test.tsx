import { describe, expect, it } from 'vitest';
import { applyBoardEvent, applyTaskEvent, buildState, dropTag, mergeTasks, placeBoard, placeTask, positionOf, upsertTask, type BoardState } from './state';
import { testBoard, testTask } from '../../test/fixtures';
import type { Task } from './types';

const board = (id: string, order: string) => testBoard({ id, order });
const task = (id: string, board_id: string, order: string) => testTask({ id, board_id, order });

const start = () => buildState([board('B', 'a1'), board('A', 'a0')], [task('t2', 'A', 'a1'), task('t1', 'A', 'a0'), task('t3', 'B', 'a0')]);

describe('board state', () => {
  it('takes a deleted tag off the cards carrying it and leaves the other rows as they were', () => {
    const urgent = { id: 'g1', name: '至急', color: '#c92a2a' };
    const review = { id: 'g2', name: 'レビュー', color: '#1971c2' };
    const state = buildState([board('A', 'a0')], [{ ...task('t1', 'A', 'a0'), tags: [urgent, review] }, task('t2', 'A', 'a1')]);
    const next = dropTag(state, 'g1');
    expect(next.tasks.get('t1')!.tags).toEqual([review]);
    expect(next.tasks.get('t2')).toBe(state.tasks.get('t2'));
    expect(dropTag(next, 'g1')).toBe(next);
  });

  it('gives a column a new ids array whenever one of its rows changes, and only then', () => {
    const urgent = { id: 'g1', name: '至急', color: '#c92a2a' };
    const state = buildState([board('A', 'a0'), board('B', 'a1')], [{ ...task('t1', 'A', 'a0'), tags: [urgent] }, task('t2', 'A', 'a1'), task('t3', 'B', 'a0')]);
    const changedColumns = (next: BoardState) => ['A', 'B'].filter((id) => next.columns.get(id) !== state.columns.get(id));
    expect(changedColumns(dropTag(state, 'g1'))).toEqual(['A']);
    expect(changedColumns(upsertTask(state, { ...task('t3', 'B', 'a0'), name: '改名' }))).toEqual(['B']);
    expect(changedColumns(mergeTasks(state, [{ ...task('t2', 'A', 'a1'), status: 1 }]))).toEqual(['A']);
    expect(changedColumns(placeTask(state, 't1', 'B', 0)!.state)).toEqual(['A', 'B']);
    expect(changedColumns(applyTaskEvent(state, { room_id: 'r1', action: 'removed', board_id: 'B', user_id: 'u2', tasks: [task('t3', 'B', 'a0')] }))).toEqual(['B']);
  });

  it('changes nothing for a row the same as the one shown, as when an event repeats a move answer', () => {
    const state = start();
    const shown = state.tasks.get('t1')!;
    expect(upsertTask(state, { ...shown })).toBe(state);
    expect(applyTaskEvent(state, { room_id: 'r1', action: 'added', board_id: 'A', user_id: 'u1', tasks: [{ ...shown }] })).toBe(state);
    // A move's answer carries type names, the room's event does not.
    const answered = upsertTask(state, { ...shown, order: 'a0', __typename: 'Task' } as Task);
    expect(applyTaskEvent(answered, { room_id: 'r1', action: 'added', board_id: 'A', user_id: 'u1', tasks: [{ ...shown, order: 'a0' }] })).toBe(answered);
    expect(upsertTask(state, { ...shown, order: 'a9' }).columns.get('A')).toEqual(['t2', 't1']);
  });

  it('orders columns and cards by their keys', () => {
    const state = start();
    expect(state.boards.map((b) => b.id)).toEqual(['A', 'B']);
    expect(state.columns.get('A')).toEqual(['t1', 't2']);
  });

  it('places a task between neighbours and names them for the server', () => {
    const placed = placeTask(start(), 't1', 'B', 1);
    expect(placed?.state.columns.get('A')).toEqual(['t2']);
    expect(placed?.state.columns.get('B')).toEqual(['t3', 't1']);
    expect(placed).toMatchObject({ after_id: 't3', before_id: null });
    expect(placeTask(start(), 't2', 'A', 0)).toMatchObject({ after_id: null, before_id: 't1' });
  });

  it('puts a refused move back where it was', () => {
    const before = start();
    const origin = positionOf(before, 't1');
    const moved = placeTask(before, 't1', 'B', 0)!.state;
    const back = placeTask(moved, 't1', origin!.boardId, origin!.index)!.state;
    expect(back.columns).toEqual(before.columns);
  });

  it("gives a dropped card its column's state at once: 完了 in the done column, 未着手 leaving it, kept elsewhere", () => {
    const state = buildState(
      [board('A', 'a0'), board('B', 'a1'), { ...board('D', 'a2'), is_done: true }],
      [{ ...task('t1', 'A', 'a0'), status: 1 }, task('t2', 'B', 'a0')],
    );
    const statusAfter = (from: BoardState, id: string, to: string) => placeTask(from, id, to, 0)!.state.tasks.get(id)!.status;
    expect(statusAfter(state, 't1', 'B')).toBe(1);
    const done = placeTask(state, 't1', 'D', 0)!.state;
    expect(done.tasks.get('t1')!.status).toBe(2);
    expect(statusAfter(done, 't1', 'A')).toBe(0);
    // A refused move puts the row back as it was, status included.
    const back = upsertTask(done, state.tasks.get('t1')!);
    expect(back.columns).toEqual(state.columns);
    expect(back.tasks.get('t1')!.status).toBe(1);
    // Without a done column a card keeps its state wherever it goes.
    const plain = buildState([board('A', 'a0'), board('B', 'a1')], [{ ...task('t1', 'A', 'a0'), status: 2 }]);
    expect(statusAfter(plain, 't1', 'B')).toBe(2);
  });

  it('applies a move by someone else as removed then added, by order key', () => {
    let state = start();
    state = applyTaskEvent(state, { room_id: 'r1', action: 'removed', board_id: 'A', user_id: 'u2', tasks: [task('t1', 'A', 'a0')] });
    state = applyTaskEvent(state, { room_id: 'r1', action: 'added', board_id: 'B', user_id: 'u2', tasks: [task('t1', 'B', 'Zz')] });
    expect(state.columns.get('A')).toEqual(['t2']);
    expect(state.columns.get('B')).toEqual(['t1', 't3']);
  });

  it('ignores a late "removed" for a task already shown in its new board', () => {
    const moved = placeTask(start(), 't1', 'B', 0)!.state;
    const after = applyTaskEvent(moved, { room_id: 'r1', action: 'removed', board_id: 'A', user_id: 'u1', tasks: [task('t1', 'A', 'a0')] });
    expect(after.columns.get('B')).toEqual(['t1', 't3']);
  });

  it('merges later pages of columns in key order, moving rows that changed board', () => {
    const merged = mergeTasks(start(), [task('t5', 'B', 'Zz'), task('t4', 'A', 'a2'), task('t1', 'B', 'a5')]);
    expect(merged.columns.get('A')).toEqual(['t2', 't4']);
    expect(merged.columns.get('B')).toEqual(['t5', 't3', 't1']);
    expect(merged.tasks.size).toBe(5);
  });

  it('moves columns and drops archived or removed ones', () => {
    expect(placeBoard(start(), 'B', 0)).toMatchObject({ after_id: null, before_id: 'A' });
    const archived = applyBoardEvent(start(), { room_id: 'r1', action: 'archive', board_id: 'A', user_id: 'u1', boards: [{ ...board('A', 'a0'), is_archive: true }] });
    expect(archived.boards.map((b) => b.id)).toEqual(['B']);
    expect(archived.tasks.has('t1')).toBe(false);
    const removed = applyBoardEvent(start(), { room_id: 'r1', action: 'remove', board_id: 'B', user_id: 'u1', boards: [] });
    expect(removed.columns.has('B')).toBe(false);
  });
});
