import { describe, expect, it } from 'vitest';
import { beyondLimit, Queued } from './backlog';

const limits = { ms: 5_000, frames: 1_000, bytes: 4 * 1024 * 1024 };

describe('how far a socket may fall behind', () => {
  it('is within its limits up to each of them, and beyond one past it', () => {
    expect(beyondLimit(limits, 10_000, { count: 0, oldestAt: undefined })).toBeNull();
    expect(beyondLimit(limits, 10_000, { count: 1_000, oldestAt: 5_000, bytes: 4 * 1024 * 1024 })).toBeNull();
    expect(beyondLimit(limits, 10_000, { count: 1_001, oldestAt: 9_999 })).toBe('frames');
    expect(beyondLimit(limits, 10_000, { count: 1, oldestAt: 9_999, bytes: 4 * 1024 * 1024 + 1 })).toBe('bytes');
    expect(beyondLimit(limits, 10_001, { count: 1, oldestAt: 5_000 })).toBe('age');
  });

  it('times what waits by its oldest, in the order it came, and frees what left', () => {
    const queued = new Queued<number>();
    expect(queued.oldestAt).toBeUndefined();
    for (let i = 0; i < 5_000; i++) queued.push(i, 100 + i);
    expect(queued.peek()).toBe(0);
    for (let i = 0; i < 4_000; i++) expect(queued.shift()).toBe(i);
    expect(queued.size).toBe(1_000);
    expect(queued.oldestAt).toBe(4_100);
    queued.push(5_000, 9_000);
    while (queued.size > 1) queued.shift();
    expect(queued.peek()).toBe(5_000);
    expect(queued.oldestAt).toBe(9_000);
    queued.clear();
    expect(queued.shift()).toBeUndefined();
    expect(queued.size).toBe(0);
  });
});
