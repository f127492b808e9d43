import { lazy, memo } from 'react';
import { OpenedOnce } from '../../components/OpenedOnce';
import { loadCatalogues } from '../../i18n';
import { BoardEditor } from './BoardMenu';
import { ArchivedBoards } from './tools/ArchivedBoards';
import { TagsManager } from './tools/TagsManager';
import { TemplatesDialog } from './tools/TemplatesDialog';
import type { Panel } from './tools/BoardToolbar';
import { TaskDetail } from './TaskDetail';
import { MoveDialog } from './MoveDialog';
import { dropTag, removeTask, upsertTask, type BoardState } from './state';
import type { Board, Member, Tag, Task } from './types';

// Fetched with its strings the first time a room admin opens it.
const TrelloImportDialog = lazy(() => Promise.all([import('../imports'), loadCatalogues(['imports'])]).then(([m]) => ({ default: m.TrelloImportDialog })));

interface BoardDialogsProps {
  roomId: string;
  canEdit: boolean;
  canImport: boolean;
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
  onReload(): Promise<void>;
  onMoving(task: Task | null): void;
  onEditing(editing: { board: Board | null } | null): void;
  onPanel(panel: Panel): void;
  onOpenTask(taskId: string | null): void;
}

/** The board's dialogs and drawers; a component of its own, so a change of the cards (a drop) leaves them be. */
export const BoardDialogs = memo(function BoardDialogs(props: BoardDialogsProps) {
  const { roomId, canEdit, canImport, boards, tags, members, viewerId, moving, editing, panel, detailTask, detailBoard, columnNames, onMoveTask, onChange, onLoadTags, onReload, onMoving, onEditing, onPanel, onOpenTask } = props;
  return (
    <>
      <MoveDialog task={moving} boards={boards} columnNames={columnNames} onClose={() => onMoving(null)} onMove={(id, boardId, index) => void onMoveTask(id, boardId, index)} />
      <BoardEditor opened={editing !== null} roomId={roomId} board={editing?.board ?? null} tags={tags} onClose={() => onEditing(null)} />
      <ArchivedBoards roomId={roomId} opened={panel === 'archived'} canEdit={canEdit} onClose={() => onPanel(null)} />
      <TagsManager roomId={roomId} opened={panel === 'tags'} tags={tags} onClose={() => onPanel(null)} onChanged={() => void onLoadTags()} onDeleted={(tag) => onChange((s) => dropTag(s, tag.id))} />
      <TemplatesDialog roomId={roomId} opened={panel === 'templates'} onClose={() => onPanel(null)} />
      {canImport && (
        <OpenedOnce opened={panel === 'import'}>
          <TrelloImportDialog roomId={roomId} opened={panel === 'import'} onClose={() => onPanel(null)} onImported={() => void onReload()} />
        </OpenedOnce>
      )}
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
