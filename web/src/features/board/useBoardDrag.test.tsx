import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DragStore } from './dnd';
import type { Task } from './types';
import { DropLine, DropLineLayer } from './useBoardDrag';

describe('DropLineLayer', () => {
  // jsdom lays nothing out and has no scrollTo: the layer's scrolling is recorded instead.
  const scrollTo = vi.fn();
  beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true }));
  afterAll(() => Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo'));

  it('clips its layer to the row and keeps the line as wide as the cards', () => {
    const store = new DragStore<Task>();
    const line = new DropLine();
    line.begin(new DOMRect(110, 60, 258, 44));
    line.clipTo(new DOMRect(100, 50, 600, 400));
    render(<DropLineLayer store={store} line={line} />);
    expect(screen.queryByTestId('drop-line')).toBeNull();

    act(() => {
      store.hold({ id: 't1' } as Task, { boardId: 'b1', index: 0 });
      store.drawLine();
    });
    const layer = screen.getByTestId('drop-line');
    expect(layer.style.clipPath).toBe(`inset(50px ${window.innerWidth - 700}px ${window.innerHeight - 450}px 100px)`);

    // A column half out of the row: the layer's clip cuts the line, whose own width stays the cards'.
    act(() => line.showAt('b2', 650, 120, 258));
    const drawn = layer.querySelector<HTMLElement>('[data-board-id]');
    expect(drawn?.dataset.boardId).toBe('b2');
    expect(drawn?.style.width).toBe('258px');
    // The layer moves the line by its scroll offset: one screen right and down is where the line is drawn in it.
    expect(scrollTo).toHaveBeenLastCalledWith(window.innerWidth - 650, window.innerHeight - 120);
  });
});
