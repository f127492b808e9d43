import { ActionIcon, VisuallyHidden } from '@mantine/core';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { IconCircleCheck, IconGripVertical } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import { BoardMenu } from '../BoardMenu';
import { readableTextColor } from '../format';
import { formatDate } from '../../../i18n/format';
import columnClasses from '../BoardColumn.module.css';
import classes from '../TaskCard.module.css';
import type { Board, Tag } from '../types';

/** What a column's handle takes from its sortable: the attributes for screen readers and the sensors' listeners. */
export interface ColumnHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

interface ColumnHeaderProps {
  board: Board;
  /** How many cards pass the filters, of the column's total. */
  shown: number;
  total: number;
  /** Given when the viewer can drag the column. */
  handle?: ColumnHandle;
  canEdit: boolean;
  canRemoveBoards: boolean;
  tags: ReadonlyMap<string, Tag>;
  onEditBoard(board: Board): void;
}

/** A column's handle, name, dates, count, menu and labels: plain elements, as on the cards (a board draws one a column). */
export const ColumnHeader = memo(function ColumnHeader({ board, shown, total, handle, canEdit, canRemoveBoards, tags, onEditBoard }: ColumnHeaderProps) {
  const { t } = useTranslation();
  const dates = [board.startDate, board.endDate].some(Boolean) ? t('format.range', { start: board.startDate ? formatDate(board.startDate) : '', end: board.endDate ? formatDate(board.endDate) : '' }) : null;
  return (
    <>
      <div className={columnClasses.header}>
        <div className={columnClasses.title}>
          {handle && (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.column.drag', { name: board.name })} {...handle.attributes} {...handle.listeners}>
              <IconGripVertical size={14} />
            </ActionIcon>
          )}
          <div className={columnClasses.name}>
            <h2 className={columnClasses.heading}>{board.name}</h2>
            {dates && <p className={columnClasses.dates}>{dates}</p>}
            {board.is_done && (
              <p className={columnClasses.done} title={t('board.column.doneHint')} data-testid="done-column">
                <IconCircleCheck size={12} aria-hidden />
                {t('board.column.done')}
              </p>
            )}
          </div>
          {/* The figure is for the eye; a screen reader reads the count in words. */}
          <span className={columnClasses.count} aria-hidden data-testid="task-count">
            {shown === total ? total : `${shown}/${total}`}
          </span>
          <VisuallyHidden component="span">{t('board.column.count', { count: total })}</VisuallyHidden>
        </div>
        {canEdit && <BoardMenu board={board} canRemoveBoards={canRemoveBoards} onEdit={onEditBoard} />}
      </div>
      {board.labels.length > 0 && (
        <div className={columnClasses.labels}>
          {board.labels.map((id) => tags.get(id)).filter((tag): tag is Tag => Boolean(tag)).map((tag) => (
            <span key={tag.id} className={classes.badge} style={{ background: tag.color, color: readableTextColor(tag.color) }}>
              {tag.name}
            </span>
          ))}
        </div>
      )}
    </>
  );
});

const noTags: ReadonlyMap<string, Tag> = new Map();
const noop = () => undefined;

/** The column drawn under the pointer while it is dragged: its header, in the column's look. */
export function ColumnPreview({ board, count }: { board: Board; count: number }) {
  return (
    <section className={`${columnClasses.column} ${columnClasses.preview}`} style={{ borderTopColor: board.color ?? undefined }} aria-hidden>
      <ColumnHeader board={board} shown={count} total={count} canEdit={false} canRemoveBoards={false} tags={noTags} onEditBoard={noop} />
    </section>
  );
}
