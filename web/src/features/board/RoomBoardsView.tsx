import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Box, Button, Group, Text } from '@mantine/core';
import { IconLayoutKanban, IconSearchOff } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { EmptyState } from '../../components/EmptyState';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';
import { BoardColumn } from './BoardColumn';
import { ColumnPreview } from './column/ColumnHeader';
import { BoardLoading } from './BoardLoading';
import { hasFilters, noFilters, passesFilters, type Filters } from './filters';
import { BoardToolbar, type Panel } from './tools/BoardToolbar';
import { BoardDialogs } from './BoardDialogs';
import { useColumnsInView } from './useColumnsInView';
import { CREATE_TASK } from './documents';
import { boardDragId } from './dnd';
import { TaskCard } from './TaskCard';
import classes from './TaskCard.module.css';
import { upsertTask, type BoardState } from './state';
import type { Board, Tag, Task } from './types';
import { useBoardDrag, type Dragged } from './useBoardDrag';
import { useBoardRoom } from './useBoardRoom';
import { useFilteredTasks } from './useFilteredTasks';

const rowStyle = { overflowX: 'auto', paddingBottom: 8, flex: 1, minHeight: 0 } as const;

const noop = () => undefined;

/** What follows the pointer (or the arrows) during a drag: a copy of the card, or the column's header. */
function DraggedItem({ dragged, state, tags }: { dragged: Dragged | null; state: BoardState; tags: ReadonlyMap<string, Tag> }) {
  if (dragged?.type === 'task') {
    return (
      <div className={classes.overlay} data-testid="drag-overlay" aria-hidden>
        <TaskCard task={dragged.task} overlay canEdit={false} roomTags={tags} onOpen={noop} onMove={noop} />
      </div>
    );
  }
  if (dragged?.type === 'board') return <ColumnPreview board={dragged.board} count={state.columns.get(dragged.board.id)?.length ?? 0} />;
  return null;
}

/** A room's boards as kanban columns, with drag and drop, live updates and the task detail. */
export function RoomBoardsView({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const { viewer } = useSession();
  const room = useBoardRoom(roomId);
  const changeRoom = room.change;
  const { state, loaded, members, tags } = room;
  // Only the viewer's own membership answers what they may do.
  const can = members.find((m) => m.user_id === viewer?.id)?.viewerCan;
  const canEdit = can?.editBoards ?? false;
  const canRemoveBoards = can?.removeBoards ?? false;
  const canImport = can?.importBoards ?? false;
  const [filters, setFilters] = useState<Filters>(noFilters);
  const changeFilters = useCallback((change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change })), []);
  const filtering = hasFilters(filters);
  const filterStatus = useFilteredTasks(roomId, filters, room.built, changeRoom);
  // Nothing passes once the server has answered: one message instead of a row of empty columns.
  const noneFound = useMemo(
    () => filterStatus === 'done' && !state.boards.some((b) => (state.columns.get(b.id) ?? []).some((id) => passesFilters(state.tasks.get(id)!, filters))),
    [filterStatus, state, filters],
  );
  // Dragging needs the full columns to compute neighbours; while filtering, 「移動…」 remains.
  const canDrag = canEdit && !filtering;
  const [panel, setPanel] = useState<Panel>(null);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);

  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);

  const [moving, setMoving] = useState<Task | null>(null);
  const [editing, setEditing] = useState<{ board: Board | null } | null>(null);
  const drag = useBoardDrag(room, t);
  const { dragged, landing } = drag;
  const draggedId = dragged?.type === 'task' ? dragged.task.id : null;
  // The line shows where a card would land; where it was taken from, its gap shows it.
  const dropLine = dragged?.type === 'task' && landing && !(landing.boardId === dragged.from.boardId && landing.index === dragged.from.index) ? landing : null;
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const drawn = useColumnsInView(row, state.boards.length, dragged !== null);
  // One array while the columns stay: dnd-kit resets every column's transition when its items are a new array.
  const columnIds = useMemo(() => state.boards.map((b) => boardDragId(b.id)), [state.boards]);
  const memberOptions = useMemo(() => members.map((m) => ({ value: m.user_id, label: m.user?.name ?? m.user_id })), [members]);

  const openTask = useCallback((task: Task) => setOpenTaskId(task.id), []);

  const createTask = useCallback(
    async (boardId: string, name: string) => {
      const result = await client.mutation(CREATE_TASK, { input: { board_id: boardId, name } }).toPromise();
      if (result.error || !result.data) {
        notifications.show({ color: 'red', message: readError(result.error).message });
        return false;
      }
      const created = result.data.createTaskByBoard;
      changeRoom((s) => upsertTask(s, created));
      return true;
    },
    [client, changeRoom],
  );

  const editBoard = useCallback((board: Board) => setEditing({ board }), []);

  // Read when the 「移動…」 dialog shows, from the state as it is then: the dialogs need not render with each change.
  const stateRef = useRef(state);
  stateRef.current = state;
  const columnNames = useCallback((boardId: string) => {
    const s = stateRef.current;
    return (s.columns.get(boardId) ?? []).map((id) => ({ id, name: s.tasks.get(id)?.name ?? '' }));
  }, []);
  const createBoard = useCallback(() => setEditing({ board: null }), []);

  if (!loaded) return <BoardLoading />;

  const detailTask = openTaskId ? state.tasks.get(openTaskId) ?? null : null;

  return (
    <Box data-testid="board-view" data-can-drag={canEdit || undefined} h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <BoardToolbar
        canEdit={canEdit}
          canImport={canImport}
        filters={filters}
        onFilters={changeFilters}
        filtering={filterStatus === 'loading'}
        members={memberOptions}
        tags={tags}
        onCreate={createBoard}
        onPanel={setPanel}
      />
      {state.boards.length === 0 ? (
        <EmptyState icon={<IconLayoutKanban size={32} />} title={t('board.empty')}>
          {canEdit ? t('board.emptyLead') : null}
        </EmptyState>
      ) : noneFound ? (
        <Box data-testid="filter-empty">
          <EmptyState icon={<IconSearchOff size={32} />} title={t('board.filter.none')}>
            {t('board.filter.noneLead')}
          </EmptyState>
          <Group justify="center">
            <Button variant="default" onClick={() => setFilters(noFilters)}>
              {t('board.filter.clear')}
            </Button>
          </Group>
        </Box>
      ) : (
        <>
          <DndContext {...drag.context}>
            <SortableContext items={columnIds} strategy={horizontalListSortingStrategy}>
              <Group ref={setRow} align="flex-start" wrap="nowrap" gap="sm" style={rowStyle}>
                {state.boards.map((board, index) => (
                  <BoardColumn
                    key={board.id}
                    board={board}
                    ids={state.columns.get(board.id) ?? []}
                    rows={state.tasks}
                    filters={filters}
                    tags={tagsById}
                    canDrag={canDrag}
                    canEdit={canEdit}
                    canRemoveBoards={canRemoveBoards}
                    drawCards={index >= drawn.first && index <= drawn.last}
                    columnDragged={dragged?.type === 'board'}
                    draggedId={dropLine?.boardId === board.id ? draggedId : null}
                    dropAt={dropLine?.boardId === board.id ? dropLine.index : null}
                    onEditBoard={editBoard}
                    onOpenTask={openTask}
                    onMoveTask={setMoving}
                    onCreateTask={createTask}
                  />
                ))}
              </Group>
            </SortableContext>
            {/* No animation back to the card's place: the card is drawn at its new place as it lands. */}
            <DragOverlay dropAnimation={null}>
              <DraggedItem dragged={dragged} state={state} tags={tagsById} />
            </DragOverlay>
          </DndContext>
        </>
      )}
      {!canEdit && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('board.viewOnly')}
        </Text>
      )}
      <BoardDialogs
        roomId={roomId}
        canEdit={canEdit}
        canImport={canImport}
        boards={state.boards}
        tags={tags}
        members={members}
        viewerId={viewer?.id ?? ''}
        moving={moving}
        editing={editing}
        panel={panel}
        detailTask={detailTask}
        detailBoard={state.boards.find((b) => b.id === detailTask?.board_id)?.name ?? ''}
        columnNames={columnNames}
        onMoveTask={room.moveTask}
        onChange={room.change}
        onLoadTags={room.reloadTags}
        onReload={room.reload}
        onMoving={setMoving}
        onEditing={setEditing}
        onPanel={setPanel}
        onOpenTask={setOpenTaskId}
      />
    </Box>
  );
}
