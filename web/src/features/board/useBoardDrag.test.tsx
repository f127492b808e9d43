import { DndContext, type Active, type ClientRect, type Over } from '@dnd-kit/core';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { fakeClient, renderWithProviders } from '../../test/render';
import { BoardColumn, type BoardColumnProps } from './BoardColumn';
import { noFilters } from './filters';
import { boardDragId } from './dnd';
import { buildState } from './state';
import { testBoard, testTask } from '../../test/fixtures';
import { useBoardDrag } from './useBoardDrag';

const board = (id: string, order: string) => testBoard({ id, order, name: `列${id}` });
const task = (id: string, board_id: string, order: string) => testTask({ id, board_id, order, name: `タスク${id}` });

/** Column A holds t1 and t2, 50 px tall with 10 px between them; column B holds t3. */
const state = buildState([board('A', 'a0'), board('B', 'a1')], [task('t1', 'A', 'a0'), task('t2', 'A', 'a1'), task('t3', 'B', 'a0')]);
const rect = (top: number): ClientRect => ({ left: 10, right: 270, width: 260, top, bottom: top + 50, height: 50 });
const cardAt = (id: string, index: number, top: number) => ({
  id,
  rect: rect(top),
  data: { current: { type: 'task', sortable: { containerId: id === 't3' ? 'B' : 'A', items: id === 't3' ? ['t3'] : ['t1', 't2'], index } } },
});
const dragged = (at: ClientRect): Active => {
  const { id, data } = cardAt('t1', 0, 0);
  return { id, data, rect: { current: { initial: rect(0), translated: at } } };
};
const over = (id: string, index: number, top: number): Over => ({ ...cardAt(id, index, top), disabled: false });
const columnData = (id: string, index: number) => ({ type: 'board', boardId: id, taskIds: state.columns.get(id), sortable: { containerId: 'columns', items: [boardDragId('A'), boardDragId('B')], index } });

function roomOf() {
  return { state, setDragging: vi.fn(), moveTask: vi.fn(async () => undefined), moveBoard: vi.fn(async () => undefined) };
}

describe('useBoardDrag', () => {
  it('follows a card to where it would land and sends the move at the drop', () => {
    const room = roomOf();
    const { result } = renderHook(() => useBoardDrag(room, i18n.t));
    const event = { activatorEvent: new MouseEvent('mousedown'), collisions: null, delta: { x: 0, y: 0 } };
    act(() => result.current.context.onDragStart({ ...event, active: dragged(rect(0)) } as never));
    expect(result.current.dragged).toMatchObject({ type: 'task', task: { id: 't1' }, from: { boardId: 'A', index: 0 } });
    expect(result.current.landing).toEqual({ boardId: 'A', index: 0 });
    // Others' changes wait while the card is held.
    expect(room.setDragging).toHaveBeenLastCalledWith(true);

    // Below t2's middle: after it.
    act(() => result.current.context.onDragMove({ ...event, active: dragged(rect(80)), over: over('t2', 1, 60) } as never));
    expect(result.current.landing).toEqual({ boardId: 'A', index: 1 });
    // Over t3 in column B, above its middle: before it.
    act(() => result.current.context.onDragMove({ ...event, active: dragged(rect(-10)), over: over('t3', 0, 0) } as never));
    expect(result.current.landing).toEqual({ boardId: 'B', index: 0 });

    act(() => result.current.context.onDragEnd({ ...event, active: dragged(rect(-10)), over: over('t3', 0, 0) } as never));
    expect(room.moveTask).toHaveBeenCalledWith('t1', 'B', 0);
    expect(room.setDragging).toHaveBeenLastCalledWith(false);
    expect(result.current.dragged).toBeNull();
    expect(result.current.landing).toBeNull();
  });

  it('moves a column to the place of the column it is dropped on, and moves nothing on a cancel', () => {
    const room = roomOf();
    const { result } = renderHook(() => useBoardDrag(room, i18n.t));
    const column = { id: boardDragId('A'), data: { current: columnData('A', 0) }, rect: { current: { initial: rect(0), translated: rect(0) } } };
    act(() => result.current.context.onDragStart({ active: column, activatorEvent: null } as never));
    expect(result.current.dragged).toMatchObject({ type: 'board', board: { id: 'A' } });
    act(() => result.current.context.onDragEnd({ active: column, over: { id: boardDragId('B'), rect: rect(0), disabled: false, data: { current: columnData('B', 1) } } } as never));
    expect(room.moveBoard).toHaveBeenCalledWith('A', 1);

    act(() => result.current.context.onDragStart({ activatorEvent: null, active: dragged(rect(0)) } as never));
    act(() => result.current.context.onDragCancel());
    expect(room.moveTask).not.toHaveBeenCalled();
    expect(room.setDragging).toHaveBeenLastCalledWith(false);
  });
});

describe('BoardColumn drop line', () => {
  const props = (overrides: Partial<BoardColumnProps>): BoardColumnProps => ({
    board: board('A', 'a0'),
    ids: state.columns.get('A')!,
    rows: state.tasks,
    filters: noFilters,
    tags: new Map(),
    canDrag: true,
    canEdit: false,
    canRemoveBoards: false,
    drawCards: true,
    columnDragged: false,
    draggedId: null,
    dropAt: null,
    onEditBoard: vi.fn(),
    onOpenTask: vi.fn(),
    onMoveTask: vi.fn(),
    onCreateTask: vi.fn(async () => true),
    ...overrides,
  });
  const draw = (overrides: Partial<BoardColumnProps>) =>
    renderWithProviders(
      <DndContext>
        <BoardColumn {...props(overrides)} />
      </DndContext>,
      fakeClient(() => ({})).client,
    );
  const lineOn = () => screen.getByTestId('drop-line').closest('[data-task-id]')?.getAttribute('data-task-id');

  it('draws the line before the card a dragged card would precede, counted without the dragged card', () => {
    draw({ draggedId: 't1', dropAt: 0 });
    // t1 is dragged: the first place among the others is before t2.
    expect(lineOn()).toBe('t2');
    expect(screen.getByTestId('drop-line').dataset.edge).toBe('before');
  });

  it('draws it after the last card at the end, and at the top of a column without cards', () => {
    const { unmount } = draw({ draggedId: 't3', dropAt: 2 });
    expect(lineOn()).toBe('t2');
    expect(screen.getByTestId('drop-line').dataset.edge).toBe('after');
    unmount();
    draw({ board: board('C', 'a2'), ids: [], draggedId: 't3', dropAt: 0 });
    expect(screen.getByTestId('drop-line').closest('[data-task-id]')).toBeNull();
  });

  it('draws no line where no card would land', () => {
    draw({});
    expect(screen.queryByTestId('drop-line')).toBeNull();
  });
});
