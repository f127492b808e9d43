import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Box, Button, Group, Text } from '@mantine/core';
import { IconArchive, IconChecklist, IconTag, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { EmptyState } from '../../components/EmptyState';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';
import { BoardColumn, COLUMN_PITCH, ColumnPreview } from './BoardColumn';
import { BoardLoading } from './BoardLoading';
import { BoardEditor } from './BoardMenu';
import { ArchivedBoards, FilterBar, noFilters, TagsManager, TemplatesDialog, type Filters } from './BoardTools';
import { CREATE_TASK } from './documents';
import { hasFilters } from './filters';
import { TaskDetail } from './TaskDetail';
import { MoveDialog } from './MoveDialog';
import { boardDragId } from './dnd';
import { TaskCard } from './TaskCard';
import classes from './TaskCard.module.css';
import { dropTag, removeTask, upsertTask, type BoardState } from './state';
import { ROOM_ROLE, type Board, type Member, type Tag, type Task } from './types';
import { useBoardDrag, type Dragged } from './useBoardDrag';
import { useBoardRoom } from './useBoardRoom';

/** The columns, by index, that draw their cards. */
interface ColumnRange {
  first: number;
  last: number;
}

/**
 * Which columns draw their cards: those in the row's view and one more on each side, so the cards of a column
 * scrolled to are there as it comes in. The others show their header and count only, and mount nothing per card:
 * the board's work, whether drawing it, lifting a card (every target is measured) or moving one (every mounted
 * card's drag hook renders when the target changes), stays that of the columns in view, however many there are.
 * During a drag the range only widens, so no target the drag knows goes away under it; it narrows again after.
 */
function useColumnsInView(row: HTMLElement | null, total: number, dragging: boolean): ColumnRange {
  const rangeOf = useCallback(
    (previous: ColumnRange | null): ColumnRange => {
      const width = row?.clientWidth || window.innerWidth;
      const left = row?.scrollLeft ?? 0;
      const first = Math.max(0, Math.floor(left / COLUMN_PITCH) - 1);
      const last = Math.min(total - 1, Math.floor((left + width) / COLUMN_PITCH) + 1);
      const next = dragging && previous ? { first: Math.min(first, previous.first), last: Math.max(last, previous.last) } : { first, last };
      return previous && previous.first === next.first && previous.last === next.last ? previous : next;
    },
    [row, total, dragging],
  );
  const [range, setRange] = useState<ColumnRange>(() => rangeOf(null));
  useEffect(() => {
    const update = () => setRange(rangeOf);
    update();
    row?.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      row?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [row, rangeOf]);
  return range;
}

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

type Panel = 'archived' | 'tags' | 'templates' | null;

interface BoardToolbarProps {
  canEdit: boolean;
  filters: Filters;
  onFilters(filters: Filters): void;
  members: { value: string; label: string }[];
  tags: Tag[];
  onCreate(): void;
  onPanel(panel: Panel): void;
}

/** The buttons above the columns and the filters; a component of its own, so a change of the cards leaves it be. */
const BoardToolbar = memo(function BoardToolbar({ canEdit, filters, onFilters, members, tags, onCreate, onPanel }: BoardToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mb="sm" gap="xs">
      <Group gap="xs">
        {canEdit && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onCreate}>
            {t('board.create')}
          </Button>
        )}
        {canEdit && (
          <Button size="xs" variant="default" leftSection={<IconTemplate size={14} />} onClick={() => onPanel('templates')}>
            {t('board.templates.open')}
          </Button>
        )}
        {canEdit && (
          <Button size="xs" variant="default" leftSection={<IconTag size={14} />} onClick={() => onPanel('tags')}>
            {t('board.tags.open')}
          </Button>
        )}
        <Button size="xs" variant="default" leftSection={<IconArchive size={14} />} onClick={() => onPanel('archived')}>
          {t('board.archived.open')}
        </Button>
        <Button size="xs" variant="subtle" component={Link} to="/tasks" leftSection={<IconChecklist size={14} />}>
          {t('board.mine.title')}
        </Button>
      </Group>
      <FilterBar filters={filters} onChange={onFilters} members={members} tags={tags} />
    </Group>
  );
});

interface BoardDialogsProps {
  roomId: string;
  canEdit: boolean;
  boards: Board[];
  tags: Tag[];
  members: Member[];
  viewerId: string;
  moving: Task | null;
  editing: { board: Board | null } | null;
  panel: Panel;
  detailTask: Task | null;
  detailBoard: string;
  columnNames(boardId: string): { id: string; name: string }[];
  onMoveTask(taskId: string, boardId: string, index: number): Promise<void>;
  onChange(change: (state: BoardState) => BoardState): void;
  onLoadTags(): Promise<void>;
  onMoving(task: Task | null): void;
  onEditing(editing: { board: Board | null } | null): void;
  onPanel(panel: Panel): void;
  onOpenTask(taskId: string | null): void;
}

/** The board's dialogs and drawers; a component of its own, so a change of the cards (a drop) leaves them be. */
const BoardDialogs = memo(function BoardDialogs(props: BoardDialogsProps) {
  const { roomId, canEdit, boards, tags, members, viewerId, moving, editing, panel, detailTask, detailBoard, columnNames, onMoveTask, onChange, onLoadTags, onMoving, onEditing, onPanel, onOpenTask } = props;
  return (
    <>
      <MoveDialog task={moving} boards={boards} columnNames={columnNames} onClose={() => onMoving(null)} onMove={(id, boardId, index) => void onMoveTask(id, boardId, index)} />
      <BoardEditor opened={editing !== null} roomId={roomId} board={editing?.board ?? null} tags={tags} onClose={() => onEditing(null)} />
      <ArchivedBoards roomId={roomId} opened={panel === 'archived'} canEdit={canEdit} onClose={() => onPanel(null)} />
      <TagsManager roomId={roomId} opened={panel === 'tags'} tags={tags} onClose={() => onPanel(null)} onChanged={() => void onLoadTags()} onDeleted={(tag) => onChange((s) => dropTag(s, tag.id))} />
      <TemplatesDialog roomId={roomId} opened={panel === 'templates'} onClose={() => onPanel(null)} />
      <TaskDetail
        task={detailTask}
        boardName={detailBoard}
        members={members}
        tags={tags}
        viewerId={viewerId}
        canEdit={canEdit}
        onClose={() => onOpenTask(null)}
        onSaved={(task) => onChange((s) => upsertTask(s, task))}
        onRemoved={(id) => onChange((s) => removeTask(s, id))}
      />
    </>
  );
});

/** A room's boards as kanban columns, with drag and drop, live updates and the task detail. */
export function RoomBoardsView({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const { viewer } = useSession();
  const room = useBoardRoom(roomId);
  const changeRoom = room.change;
  const { state, loaded, members, tags } = room;
  const role = members.find((m) => m.user_id === viewer?.id)?.role ?? ROOM_ROLE.view;
  const canEdit = role >= ROOM_ROLE.user;
  const isAdmin = role >= ROOM_ROLE.admin;
  const [filters, setFilters] = useState<Filters>(noFilters);
  const filtering = hasFilters(filters);
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
      <BoardToolbar canEdit={canEdit} filters={filters} onFilters={setFilters} members={memberOptions} tags={tags} onCreate={createBoard} onPanel={setPanel} />
      {state.boards.length === 0 ? (
        <EmptyState icon={<IconLayoutKanban size={32} />} title={t('board.empty')}>
          {canEdit ? t('board.emptyLead') : null}
        </EmptyState>
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
                    isAdmin={isAdmin}
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
        onMoving={setMoving}
        onEditing={setEditing}
        onPanel={setPanel}
        onOpenTask={setOpenTaskId}
      />
    </Box>
  );
}
