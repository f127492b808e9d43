import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TFunction } from '../../i18n';
import { boardAnnouncements, boardCollisions, boardInstructions, boardKeyboardCoordinates, columnIndexOf, isCard, isColumn, nearestOnly, slotOf, type Slot } from './dnd';
import { positionOf, type BoardState } from './state';
import type { Board, Task } from './types';

/** A mouse drag starts once the pointer has moved 5 px: a click still opens the card. */
const mouseOptions = { activationConstraint: { distance: 5 } };
/** A touch drag starts on a press held still for a quarter second: a swipe still scrolls the board. */
const touchOptions = { activationConstraint: { delay: 250, tolerance: 5 } };
/** Space lifts and drops, Esc cancels; Enter stays the card's own (it opens the card). */
const keyboardOptions = {
  coordinateGetter: boardKeyboardCoordinates,
  keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
};

/** What is being dragged: a card, with the place it was taken from, or a column. */
export type Dragged = { type: 'task'; task: Task; from: Slot } | { type: 'board'; board: Board };

export interface DragRoom {
  state: BoardState;
  /** While on, others' changes wait, so that nothing moves under the dragged item (useBoardRoom). */
  setDragging(value: boolean): void;
  moveTask(taskId: string, toBoardId: string, toIndex: number): Promise<void>;
  moveBoard(boardId: string, toIndex: number): Promise<void>;
}

/**
 * dnd-kit's auto-scroll, starting nearer the edge than its default (a fifth of the scroller): the row is a few
 * columns wide, and a card held over the last column in view should not scroll it away at once.
 */
const autoScroll = { threshold: { x: 0.1, y: 0.15 } };

const sameSlot = (a: Slot | null, b: Slot | null) => a === b || (a !== null && b !== null && a.boardId === b.boardId && a.index === b.index);

/**
 * Drag and drop on a room's board, on dnd-kit's DndContext: the mouse, touch and keyboard sensors, the board's
 * collision detection and arrows (dnd.ts), Japanese announcements. Returns the context's props, what is dragged
 * (drawn in the DragOverlay) and where a dragged card would land (the drop line). The move is sent at the drop.
 */
export function useBoardDrag(room: DragRoom, t: TFunction) {
  const roomRef = useRef(room);
  roomRef.current = room;
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [landing, setLanding] = useState<Slot | null>(null);
  const [collisionDetection] = useState(() => nearestOnly(boardCollisions));

  const sensors = useSensors(useSensor(MouseSensor, mouseOptions), useSensor(TouchSensor, touchOptions), useSensor(KeyboardSensor, keyboardOptions));

  const accessibility = useMemo(() => {
    const boardName = (boardId: string) => roomRef.current.state.boards.find((b) => b.id === boardId)?.name ?? '';
    const nameOf = (active: Active) => {
      const data = active.data.current;
      return isColumn(data) ? boardName(data.boardId) : (roomRef.current.state.tasks.get(String(active.id))?.name ?? '');
    };
    const placeOf = (active: Active, over: Over | null) => {
      if (isColumn(active.data.current)) {
        const index = columnIndexOf(over);
        return index === null || index < 0 ? '' : t('board.dnd.columnPlace', { position: index + 1, count: roomRef.current.state.boards.length });
      }
      const slot = slotOf(active, over);
      return slot ? t('board.dnd.taskPlace', { board: boardName(slot.boardId), position: slot.index + 1 }) : '';
    };
    return { announcements: boardAnnouncements(t, { nameOf, placeOf }), screenReaderInstructions: boardInstructions(t) };
  }, [t]);

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const { state, setDragging } = roomRef.current;
    const data = active.data.current;
    const task = isCard(data) ? state.tasks.get(String(active.id)) : undefined;
    const from = task ? positionOf(state, task.id) : null;
    const board = isColumn(data) ? state.boards.find((b) => b.id === data.boardId) : undefined;
    if (task && from) setDragged({ type: 'task', task, from });
    else if (board) setDragged({ type: 'board', board });
    setLanding(from);
    setDragging(true);
  }, []);

  /** Each move and each new target: where a card would land, drawn only when it changes. */
  const onDragMove = useCallback(({ active, over }: DragMoveEvent) => {
    if (!isCard(active.data.current)) return;
    const slot = slotOf(active, over);
    setLanding((current) => (sameSlot(current, slot) ? current : slot));
  }, []);

  const finish = useCallback(() => {
    setDragged(null);
    setLanding(null);
    roomRef.current.setDragging(false);
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      finish();
      const { moveTask, moveBoard } = roomRef.current;
      const data = active.data.current;
      if (isColumn(data)) {
        const index = columnIndexOf(over);
        if (index !== null && index >= 0) void moveBoard(data.boardId, index);
        return;
      }
      const slot = slotOf(active, over);
      // The move shows at once and goes back if the server refuses it (useBoardRoom).
      if (slot) void moveTask(String(active.id), slot.boardId, slot.index);
    },
    [finish],
  );

  return {
    dragged,
    landing,
    context: { sensors, collisionDetection, autoScroll, accessibility, onDragStart, onDragMove, onDragOver: onDragMove, onDragEnd, onDragCancel: finish },
  };
}
