import { notifications } from '@mantine/notifications';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { onSubscriptionReconnect } from '../../graphql/client';
import { readError } from '../../graphql/errors';
import { MORE_TASKS, MOVE_BOARD, MOVE_TASK, ON_BOARD_EVENT, ON_TASK_EVENT } from './documents';
import { useLiveEvents } from '../../graphql/live';
import { whenIdle } from '../../app/idle';
import { loadRestOfTasks, loadTags, readListing } from './listing';
import {
  applyBoardEvent,
  applyTaskEvent,
  buildState,
  emptyState,
  mergeTasks,
  placeBoard,
  placeTask,
  positionOf,
  upsertTask,
  type BoardState,
} from './state';
import type { Board, Member, Tag } from './types';

type Change = (state: BoardState) => BoardState;

/**
 * A room's boards kept live: loaded once, changed by the room's task and board events, reloaded after a lost
 * connection. While the user drags, events wait and apply at the drop, so the dragged card does not jump.
 * Moves show at once and go back where they were, with a message, when the server refuses them.
 */
export function useBoardRoom(roomId: string) {
  const client = useClient();
  const { t } = useTranslation();
  const [state, setState] = useState<BoardState>(emptyState);
  // The latest state, read synchronously by moves to know where a task was before it moved.
  const current = useRef<BoardState>(emptyState);
  const [loaded, setLoaded] = useState(false);
  // Counts the state's builds from the listing: what was merged into the one before is gone with it.
  const [built, setBuilt] = useState(0);
  const [liveMark, setLiveMark] = useState<string | null>(null);
  const [members, setMembers] = useState<Member[]>([]);
  const [tags, setTags] = useState<Tag[]>([]);
  const dragging = useRef(false);
  const waiting = useRef<Change[]>([]);

  const commit = useCallback((fn: Change) => {
    current.current = fn(current.current);
    setState(current.current);
  }, []);

  // Every change from outside the user's own drag goes through here: during a drag it waits in the queue.
  const change = useCallback((fn: Change) => {
    if (dragging.current) waiting.current.push(fn);
    else commit(fn);
  }, [commit]);

  const reload = useCallback(async () => {
    const listing = readListing(client, roomId);
    const [boards, people, roomTags] = await Promise.all([listing.boards, listing.members, listing.tags]);
    setMembers(people);
    if (roomTags) setTags(roomTags);
    if (!boards) return;
    // The screen shows the first page of every column at once; longer columns fill in behind it, asked for once
    // the first screen is drawn (their answers would otherwise be read while it is).
    // Both in transitions: the columns render in slices the page can answer input between, not in one long task.
    startTransition(() => {
      commit(() => buildState(boards.items, boards.items.flatMap((b) => b.tasks.items)));
      setBuilt((n) => n + 1);
      setLiveMark(boards.liveMark);
      setLoaded(true);
    });
    await new Promise<void>((resolve) => whenIdle(resolve, 500));
    const rest = await Promise.all(boards.items.map((b) => loadRestOfTasks(client, b.id, b.tasks.nextToken)));
    startTransition(() => change((s) => mergeTasks(s, rest.flat())));
  }, [client, roomId, commit, change]);

  useEffect(() => {
    setLoaded(false);
    setLiveMark(null);
    commit(() => emptyState);
    void reload();
    return onSubscriptionReconnect(() => void reload());
  }, [reload, commit]);

  /** The room's tags read again: after the user changed them, or when a card carries one not known here. */
  const reloadTags = useCallback(async () => {
    const roomTags = await loadTags(client, roomId);
    if (roomTags) setTags(roomTags);
  }, [client, roomId]);

  const setDragging = useCallback((value: boolean) => {
    dragging.current = value;
    if (!value && waiting.current.length > 0) {
      const queued = waiting.current;
      waiting.current = [];
      commit((s) => queued.reduce((acc, fn) => fn(acc), s));
    }
  }, [commit]);

  const fetchBoardTasks = useCallback(async (board: Board) => {
    const result = await client.query(MORE_TASKS, { id: board.id, nextToken: null }, { requestPolicy: 'network-only' }).toPromise();
    const page = result.data?.getBoard?.tasks;
    if (!page) return;
    const rest = await loadRestOfTasks(client, board.id, page.nextToken);
    change((s) => mergeTasks(s, [...page.items, ...rest]));
  }, [client, change]);

  const knownTags = useRef(tags);
  knownTags.current = tags;
  // The room's events from where the listing's answer left off (liveMark): none is lost in between.
  const live = { room_id: roomId, after: liveMark ?? '' };
  useLiveEvents(ON_TASK_EVENT, live, `${roomId}:${liveMark}`, (data) => {
    const event = data.onUpdateOrderTask;
    change((s) => applyTaskEvent(s, event));
    // A tag someone made since the room's tags were read: read them again, so that the filters offer it too.
    const known = new Set(knownTags.current.map((tag) => tag.id));
    if (event.tasks.some((task) => task.tags.some((tag) => !known.has(tag.id)))) void reloadTags();
  }, liveMark === null);

  useLiveEvents(ON_BOARD_EVENT, live, `${roomId}:${liveMark}`, (data) => {
    const event = data.onUpdateBoard;
    // A board that comes back (restored, cloned, added from elsewhere) brings its tasks with a fetch.
    const arriving = event.boards.filter((b) => !b.is_archive);
    change((s) => applyBoardEvent(s, event));
    for (const board of arriving) {
      if (event.action === 'order' || event.action === 'edit') continue;
      void fetchBoardTasks(board);
    }
  }, liveMark === null);

  const refused = useCallback(
    (message: string | null) => notifications.show({ color: 'red', title: t('board.move.refused'), message: message ?? t('board.move.rolledBack') }),
    [t],
  );

  /** Moves a task to an index of a board (the index counted without the task itself). */
  const moveTask = useCallback(
    async (taskId: string, toBoardId: string, toIndex: number) => {
      const original = current.current.tasks.get(taskId);
      const origin = positionOf(current.current, taskId);
      const placed = placeTask(current.current, taskId, toBoardId, toIndex);
      if (!original || !origin || !placed || (origin.boardId === toBoardId && origin.index === toIndex)) return;
      commit(() => placed.state);
      const input = { id: taskId, board_id: toBoardId, after_id: placed.after_id, before_id: placed.before_id };
      const result = await client.mutation(MOVE_TASK, { input }).toPromise();
      const stored = result.data?.updateOrderTask.tasks ?? [];
      if (result.error || stored.length === 0) {
        // The row as it was, status included, back in its place by its order key.
        commit((s) => upsertTask(s, original));
        refused(result.error ? readError(result.error).message : null);
        return;
      }
      change((s) => stored.reduce(upsertTask, s));
    },
    [client, change, commit, refused],
  );

  const moveBoard = useCallback(
    async (boardId: string, toIndex: number) => {
      const fromIndex = current.current.boards.findIndex((b) => b.id === boardId);
      const placed = placeBoard(current.current, boardId, toIndex);
      if (fromIndex === -1 || !placed || fromIndex === toIndex) return;
      commit(() => placed.state);
      const input = { id: boardId, after_id: placed.after_id, before_id: placed.before_id };
      const result = await client.mutation(MOVE_BOARD, { input }).toPromise();
      const stored = result.data?.updateOrderBoard;
      if (result.error || !stored) {
        commit((s) => placeBoard(s, boardId, fromIndex)?.state ?? s);
        refused(result.error ? readError(result.error).message : null);
        return;
      }
      change((s) => applyBoardEvent(s, { room_id: roomId, action: 'order', board_id: boardId, boards: [stored], user_id: '' }));
    },
    [client, change, commit, refused, roomId],
  );

  return { state, change, loaded, built, members, tags, reloadTags, reload, moveTask, moveBoard, setDragging };
}
