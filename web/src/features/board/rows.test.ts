import { describe, expect, it } from 'vitest';
import { CHANGES_KEPT, TaskRows } from './rows';
import type { Task } from './types';

const task = (id: string, name = id): Task => ({
  id,
  board_id: 'A',
  room_id: 'r1',
  user_created_id: 'u1',
  usersAssignee: [],
  name,
  description: null,
  order: 'a0',
  startDate: null,
  endDate: null,
  status: 0,
  files: [],
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const names = (rows: TaskRows) => [...rows.values()].map((row) => row.name).sort();

describe('task rows', () => {
  it('puts rows in and takes them out, leaving the rows they came from as they were', () => {
    const first = TaskRows.of([task('t1'), task('t2')]);
    const renamed = first.with([task('t1', '改名'), task('t3')]);
    const fewer = renamed.without(['t2', 'missing']);

    expect(names(first)).toEqual(['t1', 't2']);
    expect(first.size).toBe(2);
    expect(renamed.get('t1')?.name).toBe('改名');
    expect(names(renamed)).toEqual(['t2', 't3', '改名']);
    expect(renamed.size).toBe(3);
    expect(fewer.has('t2')).toBe(false);
    expect(fewer.get('t2')).toBeUndefined();
    expect(names(fewer)).toEqual(['t3', '改名']);
    expect(fewer.size).toBe(2);
  });

  it('counts a row put in twice, or taken out and put back, once', () => {
    const rows = TaskRows.of([task('t1')]).with([task('t2'), task('t2', 'again')]).without(['t1']).with([task('t1', 'back')]);
    expect(rows.size).toBe(2);
    expect(names(rows)).toEqual(['again', 'back']);
  });

  it('keeps the same rows once the changes are copied into a new base', () => {
    let rows = TaskRows.of([task('kept')]);
    for (let i = 0; i <= CHANGES_KEPT + 1; i++) rows = rows.with([task(`t${i}`)]);
    rows = rows.without(['t0']);
    expect(rows.size).toBe(CHANGES_KEPT + 2);
    expect(rows.get('kept')?.name).toBe('kept');
    expect(rows.has('t0')).toBe(false);
    expect(rows.get(`t${CHANGES_KEPT + 1}`)?.name).toBe(`t${CHANGES_KEPT + 1}`);
  });
});
