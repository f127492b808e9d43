import type { Active, ClientRect, DroppableContainer, KeyboardCoordinateGetter, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { boardAnnouncements, boardCollisions, boardDragId, boardKeyboardCoordinates, columnIndexOf, nearestOnly, ownPlace, slotOf } from './dnd';

/**
 * A board as dnd-kit sees it: column b1 (x 0–280) holds cards a, b and c, 50 px tall with 10 px between them;
 * column b2 (x 300–580) has no card.
 */
const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });
const columnIds = [boardDragId('b1'), boardDragId('b2')];
const cardIds = ['a', 'b', 'c'];
const rects = new Map<string, ClientRect>([
  [boardDragId('b1'), rect(0, 0, 280, 400)],
  [boardDragId('b2'), rect(300, 0, 280, 400)],
  ['a', rect(10, 50, 260, 50)],
  ['b', rect(10, 110, 260, 50)],
  ['c', rect(10, 170, 260, 50)],
]);
const dataOf = (id: string): Record<string, unknown> =>
  columnIds.includes(id)
    ? { type: 'board', boardId: id.slice('board:'.length), taskIds: id === boardDragId('b1') ? cardIds : [], sortable: { containerId: 'columns', items: columnIds, index: columnIds.indexOf(id) } }
    : { type: 'task', sortable: { containerId: 'b1', items: cardIds, index: cardIds.indexOf(id) } };

const container = (id: string): DroppableContainer => ({ id, key: id, data: { current: dataOf(id) }, disabled: false, node: { current: null }, rect: { current: null } });
const containers = [...rects.keys()].map(container);

class Containers extends Map<string, DroppableContainer> {
  getEnabled = () => [...this.values()];
}

/** The dragged item, moved so that its box is `at`. */
const dragged = (id: string, at: ClientRect | null): Active => ({ id, data: { current: dataOf(id) }, rect: { current: { initial: rects.get(id)!, translated: at } } });
const over = (id: string): Over => ({ id, rect: rects.get(id)!, disabled: false, data: { current: dataOf(id) } });

describe('slotOf', () => {
  it('puts a card before the card it is over, or after it once its middle is below that card’s', () => {
    expect(slotOf(dragged('a', rect(10, 150, 260, 50)), over('c'))).toEqual({ boardId: 'b1', index: 1 });
    expect(slotOf(dragged('a', rect(10, 190, 260, 50)), over('c'))).toEqual({ boardId: 'b1', index: 2 });
    expect(slotOf(dragged('c', rect(10, 40, 260, 50)), over('a'))).toEqual({ boardId: 'b1', index: 0 });
  });

  it('keeps a card in its place over itself, at the end of a column without cards under it, nowhere over nothing', () => {
    expect(slotOf(dragged('b', rects.get('b')!), over('b'))).toEqual({ boardId: 'b1', index: 1 });
    expect(slotOf(dragged('a', rect(310, 50, 260, 50)), over(boardDragId('b2')))).toEqual({ boardId: 'b2', index: 0 });
    expect(slotOf(dragged('a', rect(10, 300, 260, 50)), over(boardDragId('b1')))).toEqual({ boardId: 'b1', index: 2 });
    expect(slotOf(dragged('a', null), null)).toBeNull();
  });
});

describe('columnIndexOf', () => {
  it('gives the place of the column a column is over', () => {
    expect(columnIndexOf(over(boardDragId('b2')))).toBe(1);
    expect(columnIndexOf(null)).toBeNull();
  });
});

describe('boardCollisions', () => {
  const collide = (active: Active, collisionRect: ClientRect, pointer: { x: number; y: number } | null) =>
    boardCollisions({ active, collisionRect, droppableRects: rects, droppableContainers: containers, pointerCoordinates: pointer }).map((c) => c.id);

  it('finds the column under the pointer, then the card nearest the dragged one there', () => {
    // The card's middle is nearer b's, but the pointer is in column b1 only through its card.
    expect(collide(dragged('a', rect(10, 112, 260, 50)), rect(10, 112, 260, 50), { x: 100, y: 130 })[0]).toBe('b');
  });

  it('gives a column without cards itself, and a column only columns', () => {
    expect(collide(dragged('a', rect(320, 60, 260, 50)), rect(320, 60, 260, 50), { x: 400, y: 80 })).toEqual([boardDragId('b2')]);
    // By the keyboard there is no pointer: the dragged card's middle side to side counts.
    expect(collide(dragged('a', rect(300, 60, 260, 50)), rect(300, 60, 260, 50), null)).toEqual([boardDragId('b2')]);
    expect(collide(dragged(boardDragId('b1'), rect(280, 0, 280, 400)), rect(280, 0, 280, 400), { x: 400, y: 10 })[0]).toBe(boardDragId('b2'));
  });
});

describe('nearestOnly', () => {
  it('answers the nearest target alone, in the same array while it stays the nearest', () => {
    const detect = nearestOnly(boardCollisions);
    const at = (top: number) => {
      const box = rect(10, top, 260, 50);
      return detect({ active: dragged('a', box), collisionRect: box, droppableRects: rects, droppableContainers: containers, pointerCoordinates: { x: 100, y: top + 25 } });
    };
    const first = at(105);
    expect(first.map((c) => c.id)).toEqual(['b']);
    expect(at(112)).toBe(first);
    expect(at(170).map((c) => c.id)).toEqual(['c']);
  });
});

describe('boardKeyboardCoordinates', () => {
  /** Presses an arrow with the card `id` held over `at`, its box `box`; returns where the card is moved to. */
  const press = (code: string, id: string, at: string, box: ClientRect) => {
    const active = dragged(id, box);
    const context = {
      active,
      over: at === id ? ownPlace(active) : over(at),
      collisionRect: box,
      droppableRects: rects,
      droppableContainers: new Containers(containers.map((c) => [String(c.id), c])),
    };
    const event = new KeyboardEvent('keydown', { code });
    return boardKeyboardCoordinates(event, { active: id, currentCoordinates: { x: box.left, y: box.top }, context } as unknown as Parameters<KeyboardCoordinateGetter>[1]);
  };

  it('moves a card one place down or up its column, to where slotOf finds that place', () => {
    const a = rects.get('a')!;
    // Down from a: between b and c (a's own place is a gap), just above c's middle.
    const down = press('ArrowDown', 'a', 'a', a);
    expect(down).toEqual({ x: 10, y: 195 - 25 - 1 });
    expect(slotOf(dragged('a', rect(down!.x, down!.y, 260, 50)), over('c'))).toEqual({ boardId: 'b1', index: 1 });
    // Down from there: after c, just below its middle.
    expect(press('ArrowDown', 'a', 'c', rect(10, 170, 260, 50))).toEqual({ x: 10, y: 195 - 25 + 1 });
    // Up from the top: nowhere to go.
    expect(press('ArrowUp', 'a', 'a', a)).toBeUndefined();
    // Up from c: before b, just above its middle.
    expect(press('ArrowUp', 'c', 'c', rects.get('c')!)).toEqual({ x: 10, y: 135 - 25 - 1 });
  });

  it('moves a card to the columns in the order the row shows them', () => {
    const shown = [boardDragId('b2'), boardDragId('b1')];
    const reordered = containers.map((c) => (c.data.current?.type === 'board' ? { ...c, data: { current: { ...c.data.current, sortable: { containerId: 'columns', items: shown, index: shown.indexOf(String(c.id)) } } } } : c));
    const active = dragged('b', rects.get('b')!);
    const context = { active, over: ownPlace(active), collisionRect: rects.get('b')!, droppableRects: rects, droppableContainers: new Containers(reordered.map((c) => [String(c.id), c])) };
    const press = (code: string) => boardKeyboardCoordinates(new KeyboardEvent('keydown', { code }), { active: 'b', currentCoordinates: { x: 10, y: 110 }, context } as unknown as Parameters<KeyboardCoordinateGetter>[1]);
    expect(press('ArrowLeft')).toEqual({ x: 300, y: 110 });
    expect(press('ArrowRight')).toBeUndefined();
  });

  it('moves a card to the column to the right, and no further than the last', () => {
    expect(press('ArrowRight', 'b', 'b', rects.get('b')!)).toEqual({ x: 300, y: 110 });
    expect(press('ArrowRight', 'b', boardDragId('b2'), rect(300, 0, 260, 50))).toBeUndefined();
    expect(press('ArrowLeft', 'b', 'b', rects.get('b')!)).toBeUndefined();
  });
});

describe('boardAnnouncements', () => {
  it('tells the lift, each new place once, the way out of every column, and the drop', () => {
    let place = '「未着手」の1番目';
    const announce = boardAnnouncements(i18n.t, { nameOf: () => '請求書', placeOf: () => place });
    const active = dragged('a', rects.get('a')!);
    expect(announce.onDragStart({ active })).toBe('「請求書」を持ち上げました。現在は「未着手」の1番目です。');
    expect(announce.onDragOver({ active, over: over('a') })).toBeUndefined();
    place = '「未着手」の2番目';
    expect(announce.onDragMove?.({ active, over: over('b') })).toBe('「請求書」は「未着手」の2番目にあります。');
    expect(announce.onDragMove?.({ active, over: over('b') })).toBeUndefined();
    place = '';
    expect(announce.onDragOver({ active, over: null })).toBe('「請求書」は置ける場所の外にあります。');
    expect(announce.onDragMove?.({ active, over: null })).toBeUndefined();
    place = '「完了」の1番目';
    expect(announce.onDragEnd({ active, over: over(boardDragId('b2')) })).toBe('「請求書」を「完了」の1番目に置きました。');
  });

  it('tells a drop outside every column, and Esc, as cancelled', () => {
    const announce = boardAnnouncements(i18n.t, { nameOf: () => '未着手', placeOf: (_active, target) => (target ? '2列中1列目' : '') });
    const active = dragged(boardDragId('b1'), null);
    expect(announce.onDragEnd({ active, over: null })).toBe('移動を取り消しました。「未着手」は元の位置に戻りました。');
    expect(announce.onDragCancel({ active, over: null })).toBe('移動を取り消しました。「未着手」は元の位置に戻りました。');
  });
});
