import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { boardAnnouncements, DragStore, dropLineAt, insertionIndex, LEFT_HERE, NOT_HERE, withDragged } from './dnd';

describe('insertionIndex', () => {
  // Three cards drawn 50 px tall with 10 px between them; the column holds five, the last two not drawn.
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const cards = [
    { id: 'a', top: 0, bottom: 50 },
    { id: 'b', top: 60, bottom: 110 },
    { id: 'c', top: 120, bottom: 170 },
  ];

  it('puts the card before the first card whose middle is below it', () => {
    expect(insertionIndex(ids, cards, -20)).toBe(0);
    expect(insertionIndex(ids, cards, 24)).toBe(0);
    expect(insertionIndex(ids, cards, 26)).toBe(1);
    expect(insertionIndex(ids, cards, 140)).toBe(2);
  });

  it('puts it after the last card drawn when it is below them all', () => {
    expect(insertionIndex(ids, cards, 400)).toBe(3);
  });

  it('counts a scrolled column from the cards drawn', () => {
    expect(insertionIndex(ids, cards.map((card, i) => ({ ...card, id: ids[i + 2]! })), 30)).toBe(3);
  });

  it('puts it at the end of a column with no card drawn', () => {
    expect(insertionIndex(ids, [], 10)).toBe(5);
    expect(insertionIndex([], [], 10)).toBe(0);
  });
});

describe('DragStore', () => {
  it('draws a card lifted by the keyboard where it moves, and only notifies on a change', () => {
    const store = new DragStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.indexIn('b1')).toBe(NOT_HERE);

    store.start({ id: 't1' }, { boardId: 'b1', index: 2 });
    expect(store.inPlace).toBe(true);
    // In its place: the column draws its cards as stored, the card lifted.
    expect(store.indexIn('b1')).toBe(NOT_HERE);
    expect(store.lookIn('b1')).toBe('lifted');

    expect(store.move({ boardId: 'b2', index: 0 })).toBe(true);
    expect(store.move({ boardId: 'b2', index: 0 })).toBe(false);
    expect(store.indexIn('b1')).toBe(LEFT_HERE);
    expect(store.indexIn('b2')).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);

    store.move({ boardId: 'b1', index: 0 });
    expect(store.indexIn('b1')).toBe(0);
    expect(store.indexIn('b2')).toBe(NOT_HERE);
    store.move({ boardId: 'b1', index: 2 });
    expect(store.indexIn('b1')).toBe(NOT_HERE);

    store.move({ boardId: 'b3', index: 1 });
    store.end();
    expect(store.indexIn('b1')).toBe(NOT_HERE);
    expect(store.indexIn('b3')).toBe(NOT_HERE);
    // The place it was dropped stays readable for the announcement.
    expect(store.slot).toEqual({ boardId: 'b3', index: 1 });
  });

  it('leaves the columns as they are while the pointer moves a card, and draws it where it lands', () => {
    const store = new DragStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.hold({ id: 't1' }, { boardId: 'b1', index: 0 });
    expect(listener).not.toHaveBeenCalled();
    expect(store.task).toEqual({ id: 't1' });
    expect(store.inPlace).toBe(false);
    store.show();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.lookIn('b1')).toBe('gap');
    store.drawLine();
    expect(store.lineDrawn).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);

    expect(store.move({ boardId: 'b2', index: 3 })).toBe(true);
    expect(store.move({ boardId: 'b2', index: 3 })).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.indexIn('b1')).toBe(NOT_HERE);
    expect(store.indexIn('b2')).toBe(NOT_HERE);

    // Landed: drawn in its new column, its gap left in the old one until it leaves.
    store.land();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.lineDrawn).toBe(false);
    expect(store.indexIn('b2')).toBe(3);
    expect(store.lookIn('b2')).toBeUndefined();
    expect(store.indexIn('b1')).toBe(NOT_HERE);
    expect(store.lookIn('b1')).toBe('gap');
    store.leave();
    expect(store.indexIn('b1')).toBe(LEFT_HERE);
    expect(store.indexIn('b2')).toBe(3);
    store.end();
    expect(store.indexIn('b2')).toBe(NOT_HERE);
  });

  it('draws a card dropped by the pointer in its own column at its new place, as any card', () => {
    const store = new DragStore();
    store.hold({ id: 't1' }, { boardId: 'b1', index: 0 });
    store.show();
    store.move({ boardId: 'b1', index: 2 });
    expect(store.indexIn('b1')).toBe(NOT_HERE);
    store.land();
    expect(store.indexIn('b1')).toBe(2);
    expect(store.lookIn('b1')).toBeUndefined();
    store.leave();
    expect(store.indexIn('b1')).toBe(2);
  });
});

describe('dropLineAt', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const cards = [
    { id: 'b', top: 0, bottom: 50 },
    { id: 'c', top: 56, bottom: 106 },
  ];

  it('draws the line in the gap before the card the dragged one would go before', () => {
    expect(dropLineAt(ids, cards, 2, 6)).toBe(53);
    expect(dropLineAt(ids, cards, 1, 6)).toBe(-3);
  });

  it('draws it after the card it would follow when the next one is not drawn', () => {
    expect(dropLineAt(ids, cards, 3, 6)).toBe(109);
  });

  it('has no place in a column with no card drawn there', () => {
    expect(dropLineAt([], [], 0, 6)).toBeNull();
    expect(dropLineAt(ids, cards, 0, 6)).toBeNull();
  });
});

describe('withDragged', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('moves the dragged card within its column, takes it out of the one it left, puts it into another', () => {
    expect(withDragged(items, items[0]!, 2).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(withDragged(items, items[1]!, LEFT_HERE).map((i) => i.id)).toEqual(['a', 'c']);
    expect(withDragged(items, { id: 'x' }, 1).map((i) => i.id)).toEqual(['a', 'x', 'b', 'c']);
    expect(withDragged(items, { id: 'x' }, NOT_HERE)).toBe(items);
  });
});

describe('boardAnnouncements', () => {
  it('tells a move within a column once, when the place it names changes', () => {
    let place = '「未着手」の1番目';
    const announce = boardAnnouncements(i18n.t, { nameOf: () => '請求書', placeOf: () => place, landingOf: () => place });
    const active = { id: 'task', data: { current: {} }, rect: { current: { initial: null, translated: null } } };
    const over = { id: 'list:b1', rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 }, disabled: false, data: { current: {} } };
    expect(announce.onDragStart({ active })).toBe('「請求書」を持ち上げました。現在は「未着手」の1番目です。');
    expect(announce.onDragOver({ active, over })).toBeUndefined();
    place = '「未着手」の2番目';
    expect(announce.onDragMove?.({ active, over })).toBe('「請求書」は「未着手」の2番目にあります。');
    expect(announce.onDragMove?.({ active, over })).toBeUndefined();
    expect(announce.onDragEnd({ active, over: null })).toBe('「請求書」を「未着手」の2番目に置きました。');
  });

  it('tells a column dragged outside every column, and dropped there, as cancelled', () => {
    const announce = boardAnnouncements(i18n.t, { nameOf: () => '未着手', placeOf: () => '3列中1列目', landingOf: (_id, over) => (over ? '3列中2列目' : '') });
    const active = { id: 'board:b1', data: { current: {} }, rect: { current: { initial: null, translated: null } } };
    expect(announce.onDragStart({ active })).toBe('「未着手」を持ち上げました。現在は3列中1列目です。');
    expect(announce.onDragOver({ active, over: null })).toBe('「未着手」は置ける場所の外にあります。');
    expect(announce.onDragEnd({ active, over: null })).toBe('移動を取り消しました。「未着手」は元の位置に戻りました。');
  });
});
