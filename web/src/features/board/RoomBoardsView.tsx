import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  closestCenter,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Box, Button, Group, Text } from '@mantine/core';
import { IconArchive, IconChecklist, IconTag, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { EmptyState } from '../../components/EmptyState';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';
import { BoardColumn, boardDragId, COLUMN_PITCH } from './BoardColumn';
import { BoardLoading } from './BoardLoading';
import { BoardEditor } from './BoardMenu';
import { boardAnnouncements, boardInstructions } from './dnd';
import { ArchivedBoards, FilterBar, noFilters, TagsManager, TemplatesDialog, type Filters } from './BoardTools';
import { CREATE_TASK, LIST_TAGS } from './documents';
import { hasFilters } from './filters';
import { TaskDetail } from './TaskDetail';
import { MoveDialog } from './MoveDialog';
import { dropTag, placeTask, positionOf, removeTask, upsertTask, type BoardState } from './state';
import { TaskCard } from './TaskCard';
import { ROOM_ROLE, type Board, type Tag, type Task } from './types';
import { useBoardRoom } from './useBoardRoom';

const boardIdOfDrag = (id: string | number) => (String(id).startsWith('board:') ? String(id).slice('board:'.length) : null);

/**
 * Columns collide with columns only. A card first finds the nearest column, then the nearest corners among that
 * column and its cards (an empty column takes a card): a pointer move compares a column's cards, not the room's.
 */
const collision: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((c) => c.data.current?.type === 'board');
  const [nearest] = closestCenter({ ...args, droppableContainers: columns });
  if (args.active.data.current?.type === 'board' || !nearest) return nearest ? [nearest] : [];
  const boardId = args.droppableContainers.find((c) => c.id === nearest.id)?.data.current?.boardId;
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => c.id === nearest.id || (c.data.current?.type === 'task' && c.data.current.boardId === boardId)),
  });
};

/**
 * How many columns draw their cards: at first those of one screen width and one more, then one more column per
 * idle moment, so the first screen shows before the cards nobody sees yet are mounted. A drag pauses it (new
 * cards would make dnd-kit measure every droppable again).
 */
function useColumnsDrawn(total: number, paused: boolean): number {
  const [drawn, setDrawn] = useState(() => Math.ceil(window.innerWidth / COLUMN_PITCH) + 1);
  useEffect(() => {
    if (drawn >= total || paused) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setDrawn((n) => n + 1), 16);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setDrawn((n) => n + 1), { timeout: 100 });
    return () => window.cancelIdleCallback(idle);
  }, [drawn, total, paused]);
  return drawn;
}

/** A room's boards as kanban columns, with drag and drop, live updates and the task detail. */
export function RoomBoardsView({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const { viewer } = useSession();
  const room = useBoardRoom(roomId);
  const { state, loaded, members } = room;
  const role = members.find((m) => m.user_id === viewer?.id)?.role ?? ROOM_ROLE.view;
  const canEdit = role >= ROOM_ROLE.user;
  const isAdmin = role >= ROOM_ROLE.admin;
  const [filters, setFilters] = useState<Filters>(noFilters);
  const filtering = hasFilters(filters);
  // Dragging needs the full columns to compute neighbours; while filtering, 「移動…」 remains.
  const canDrag = canEdit && !filtering;
  const [tags, setTags] = useState<Tag[]>([]);
  const [panel, setPanel] = useState<'archived' | 'tags' | 'templates' | null>(null);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);

  const loadTags = useCallback(async () => {
    const result = await client.query(LIST_TAGS, { room_id: roomId }, { requestPolicy: 'network-only' }).toPromise();
    if (result.data) setTags((result.data.listTags as { items: Tag[] }).items);
  }, [client, roomId]);
  useEffect(() => {
    void loadTags();
  }, [loadTags]);
  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);

  // While dragging, the screen shows this preview; the move is sent at the drop.
  const [preview, setPreview] = useState<BoardState | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  /**
   * The column whose cards a dragged card can land on, besides its own (BoardColumnProps.dropTarget): the one the
   * pointer last entered. A keyboard drag moves from card to card across columns, so every card takes it.
   */
  const [dropColumn, setDropColumn] = useState<string | null>(null);
  const [dropAnywhere, setDropAnywhere] = useState(false);
  const [moving, setMoving] = useState<Task | null>(null);
  const [editing, setEditing] = useState<{ board: Board | null } | null>(null);
  const lastDrop = useRef(0);
  const shown = preview ?? state;
  const columnsDrawn = useColumnsDrawn(loaded ? shown.boards.length : 0, activeId !== null);
  // One array while the columns stay: dnd-kit resets every column's transition when its items are a new array.
  const columnIds = useMemo(() => shown.boards.map((b) => boardDragId(b.id)), [shown.boards]);
  const memberOptions = useMemo(() => members.map((m) => ({ value: m.user_id, label: m.user?.name ?? m.user_id })), [members]);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );

  const announcements = useMemo(
    () =>
      boardAnnouncements(t, {
        nameOf: (id) => {
          const boardId = boardIdOfDrag(id);
          const s = shownRef.current;
          return boardId ? (s.boards.find((b) => b.id === boardId)?.name ?? '') : (s.tasks.get(String(id))?.name ?? '');
        },
        placeOf: (id) => {
          const s = shownRef.current;
          const boardId = boardIdOfDrag(id);
          if (boardId) return t('board.dnd.columnPlace', { position: s.boards.findIndex((b) => b.id === boardId) + 1, count: s.boards.length });
          const at = positionOf(s, String(id));
          const board = at && s.boards.find((b) => b.id === at.boardId);
          return at && board ? t('board.dnd.taskPlace', { board: board.name, position: at.index + 1 }) : '';
        },
      }),
    [t],
  );
  const instructions = useMemo(() => boardInstructions(t), [t]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    room.setDragging(true);
    setActiveId(String(active.id));
    setDropAnywhere(activatorEvent instanceof KeyboardEvent);
    setPreview(room.state);
  };

  const showsCards = (boardId: string) => shown.boards.findIndex((b) => b.id === boardId) < columnsDrawn && (shown.columns.get(boardId)?.length ?? 0) > 0;

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || active.data.current?.type !== 'task') return;
    const overColumn = boardIdOfDrag(over.id);
    if (overColumn && overColumn !== dropColumn && !dropAnywhere) {
      setDropColumn(overColumn);
      // Its cards take the dragged card from the next frame, once measured: the card then takes the place of the
      // one under it, as it does in a column whose cards could take it at once.
      if (showsCards(overColumn)) return;
    }
    setPreview((current) => {
      if (!current) return current;
      const from = positionOf(current, String(active.id));
      const overBoard = boardIdOfDrag(over.id) ?? (over.data.current?.boardId as string | undefined) ?? null;
      const overTask = current.tasks.get(String(over.id));
      const toBoardId = overTask ? overTask.board_id : overBoard;
      if (!from || !toBoardId || toBoardId === from.boardId) return current;
      // Entering another column: take the hovered card's place, or the end of the column.
      const ids = current.columns.get(toBoardId) ?? [];
      const index = overTask ? ids.indexOf(overTask.id) : ids.length;
      return placeTask(current, String(active.id), toBoardId, index)?.state ?? current;
    });
  };

  // Under the pointer, a column rather than one of its cards (below its last card): the card goes to its end.
  const onDragMove = (event: DragMoveEvent) => {
    const overColumn = event.over ? boardIdOfDrag(event.over.id) : null;
    if (overColumn && overColumn === dropColumn && shown.tasks.get(String(event.active.id))?.board_id !== overColumn) onDragOver(event);
  };

  const finish = () => {
    setActiveId(null);
    setDropColumn(null);
    setPreview(null);
    lastDrop.current = Date.now();
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const draft = preview;
    finish();
    room.setDragging(false);
    if (!over || !draft) return;
    const movedBoard = boardIdOfDrag(active.id);
    if (movedBoard) {
      const overBoard = boardIdOfDrag(over.id) ?? (over.data.current?.boardId as string | undefined);
      const index = draft.boards.findIndex((b) => b.id === overBoard);
      if (index !== -1) void room.moveBoard(movedBoard, index);
      return;
    }
    const taskId = String(active.id);
    const at = positionOf(draft, taskId);
    if (!at) return;
    // Dropped on a column before the card moved into it (its cards were not yet measured): at its end.
    const overColumn = boardIdOfDrag(over.id);
    if (overColumn && overColumn !== at.boardId) {
      void room.moveTask(taskId, overColumn, (draft.columns.get(overColumn) ?? []).length);
      return;
    }
    const ids = draft.columns.get(at.boardId) ?? [];
    const overIndex = ids.indexOf(String(over.id));
    void room.moveTask(taskId, at.boardId, overIndex === -1 ? at.index : overIndex);
  };

  const onDragCancel = () => {
    finish();
    room.setDragging(false);
  };

  const openTask = useCallback((task: Task) => {
    // A drop ends with a click on the card; that click is not a request to open it.
    if (Date.now() - lastDrop.current < 300) return;
    setOpenTaskId(task.id);
  }, []);

  const createTask = useCallback(
    async (boardId: string, name: string) => {
      const result = await client.mutation(CREATE_TASK, { input: { board_id: boardId, name } }).toPromise();
      if (result.error) {
        notifications.show({ color: 'red', message: readError(result.error).message });
        return false;
      }
      room.change((s) => upsertTask(s, result.data.createTaskByBoard as Task));
      return true;
    },
    [client, room.change],
  );

  const editBoard = useCallback((board: Board) => setEditing({ board }), []);

  const columnNames = useCallback(
    (boardId: string) => (state.columns.get(boardId) ?? []).map((id) => ({ id, name: state.tasks.get(id)?.name ?? '' })),
    [state],
  );

  if (!loaded) return <BoardLoading />;

  const activeTask = activeId ? shown.tasks.get(activeId) : undefined;
  const detailTask = openTaskId ? state.tasks.get(openTaskId) ?? null : null;

  return (
    <Box data-testid="board-view" data-can-drag={canEdit || undefined} h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          {canEdit && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ board: null })}>
              {t('board.create')}
            </Button>
          )}
          {canEdit && (
            <Button size="xs" variant="default" leftSection={<IconTemplate size={14} />} onClick={() => setPanel('templates')}>
              {t('board.templates.open')}
            </Button>
          )}
          {canEdit && (
            <Button size="xs" variant="default" leftSection={<IconTag size={14} />} onClick={() => setPanel('tags')}>
              {t('board.tags.open')}
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconArchive size={14} />} onClick={() => setPanel('archived')}>
            {t('board.archived.open')}
          </Button>
          <Button size="xs" variant="subtle" component={Link} to="/tasks" leftSection={<IconChecklist size={14} />}>
            {t('board.mine.title')}
          </Button>
        </Group>
        <FilterBar filters={filters} onChange={setFilters} members={memberOptions} tags={tags} />
      </Group>
      {shown.boards.length === 0 ? (
        <EmptyState icon={<IconLayoutKanban size={32} />} title={t('board.empty')}>
          {canEdit ? t('board.emptyLead') : null}
        </EmptyState>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragMove={onDragMove}
          onDragEnd={onDragEnd}
          onDragCancel={onDragCancel}
          accessibility={{ announcements, screenReaderInstructions: instructions }}
        >
          <SortableContext items={columnIds} strategy={horizontalListSortingStrategy}>
            <Group align="flex-start" wrap="nowrap" gap="sm" style={{ overflowX: 'auto', paddingBottom: 8, flex: 1, minHeight: 0 }}>
              {shown.boards.map((board, index) => (
                <BoardColumn
                  key={board.id}
                  board={board}
                  ids={shown.columns.get(board.id) ?? []}
                  rows={shown.tasks}
                  filters={filters}
                  tags={tagsById}
                  canDrag={canDrag}
                  canEdit={canEdit}
                  isAdmin={isAdmin}
                  drawCards={index < columnsDrawn}
                  dropTarget={activeId !== null && (dropAnywhere || board.id === dropColumn || board.id === activeTask?.board_id)}
                  onEditBoard={editBoard}
                  onOpenTask={openTask}
                  onMoveTask={setMoving}
                  onCreateTask={createTask}
                />
              ))}
            </Group>
          </SortableContext>
          {/* A layer of its own: following the pointer then moves the layer instead of redrawing the board. */}
          <DragOverlay style={{ willChange: 'transform' }}>{activeTask ? <TaskCard task={activeTask} dragging={false} canEdit={false} roomTags={tagsById} onOpen={() => undefined} onMove={() => undefined} /> : null}</DragOverlay>
        </DndContext>
      )}
      {!canEdit && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('board.viewOnly')}
        </Text>
      )}
      <MoveDialog task={moving} boards={state.boards} columnNames={columnNames} onClose={() => setMoving(null)} onMove={(id, boardId, index) => void room.moveTask(id, boardId, index)} />
      <BoardEditor opened={editing !== null} roomId={roomId} board={editing?.board ?? null} tags={tags} onClose={() => setEditing(null)} />
      <ArchivedBoards roomId={roomId} opened={panel === 'archived'} canEdit={canEdit} onClose={() => setPanel(null)} />
      <TagsManager roomId={roomId} opened={panel === 'tags'} tags={tags} onClose={() => setPanel(null)} onChanged={() => void loadTags()} onDeleted={(tag) => room.change((s) => dropTag(s, tag.id))} />
      <TemplatesDialog roomId={roomId} opened={panel === 'templates'} onClose={() => setPanel(null)} />
      <TaskDetail
        task={detailTask}
        boardName={state.boards.find((b) => b.id === detailTask?.board_id)?.name ?? ''}
        members={members}
        tags={tags}
        viewerId={viewer?.id ?? ''}
        canEdit={canEdit}
        onClose={() => setOpenTaskId(null)}
        onSaved={(task) => room.change((s) => upsertTask(s, task))}
        onRemoved={(id) => room.change((s) => removeTask(s, id))}
      />
    </Box>
  );
}
