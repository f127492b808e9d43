import type { Task } from './types';

/**
 * Rows changed since the last full copy that a TaskRows keeps apart. A change copies these, not the room's
 * thousands of rows; past this many, the next change makes a full copy with them in.
 */
export const CHANGES_KEPT = 64;

/**
 * A room's task rows by id, unchanged once made: each change gives new rows that share the unchanged part with the
 * old ones. Copying a map of 5,000 rows for each move or event made half a megabyte of garbage for V8 to collect,
 * in the frames of the drop (docs/decisions/0110-board-drag-and-the-garbage-collector.md).
 */
export class TaskRows {
  private constructor(
    private readonly base: ReadonlyMap<string, Task>,
    /** The rows changed since `base` was copied: null for a row taken out. */
    private readonly changes: ReadonlyMap<string, Task | null>,
    readonly size: number,
  ) {}

  static of(tasks: Iterable<Task>): TaskRows {
    const base = new Map<string, Task>();
    for (const task of tasks) base.set(task.id, task);
    return new TaskRows(base, new Map(), base.size);
  }

  get(id: string): Task | undefined {
    const changed = this.changes.get(id);
    return changed === undefined ? this.base.get(id) : (changed ?? undefined);
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  *values(): IterableIterator<Task> {
    for (const [id, task] of this.base) if (!this.changes.has(id)) yield task;
    for (const task of this.changes.values()) if (task) yield task;
  }

  /** These rows with `tasks` put in, each in place of the row of its id if there is one. */
  with(tasks: readonly Task[]): TaskRows {
    return this.changed(tasks.map((task) => [task.id, task]));
  }

  /** These rows without those of `ids`. */
  without(ids: readonly string[]): TaskRows {
    return this.changed(ids.map((id) => [id, null]));
  }

  private changed(entries: [string, Task | null][]): TaskRows {
    const changes = new Map(this.changes);
    const present = (id: string) => {
      const changed = changes.get(id);
      return changed === undefined ? this.base.has(id) : changed !== null;
    };
    let size = this.size;
    for (const [id, task] of entries) {
      size += Number(task !== null) - Number(present(id));
      changes.set(id, task);
    }
    if (changes.size <= CHANGES_KEPT) return new TaskRows(this.base, changes, size);
    const base = new Map(this.base);
    for (const [id, task] of changes) {
      if (task) base.set(id, task);
      else base.delete(id);
    }
    return new TaskRows(base, new Map(), base.size);
  }
}
