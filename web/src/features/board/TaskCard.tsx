import { Avatar, Menu, Tooltip } from '@mantine/core';
import { IconArrowsMove, IconCalendar, IconListCheck, IconPaperclip } from '@tabler/icons-react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { memo, type Ref } from 'react';
import { useTranslation } from '../../i18n';
import { LazyMenu } from '../../components/LazyMenu';
import { isOverdue, readableTextColor } from './format';
import { formatDate } from '../../i18n/format';
import classes from './TaskCard.module.css';
import { TASK_STATUS } from '@musubi/shared/client';
import type { Tag, Task, TaskTag } from './types';

/** What dnd-kit's sortable gives a card it can drag: its attributes for screen readers and its sensors' listeners. */
export interface CardDrag {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

export interface TaskCardProps {
  task: Task;
  cardRef?: Ref<HTMLDivElement>;
  /** The card's face, which a drag starts from and focus returns to after a keyboard drag. */
  activatorRef?: Ref<HTMLDivElement>;
  /** Given when the viewer can drag the card. */
  drag?: CardDrag;
  /** The card is being dragged: it shows as the gap it leaves, drawn in the drag's overlay meanwhile. */
  dragging?: boolean;
  /** A dragged card would land just before or just after this one: a line shows it. */
  dropLine?: 'before' | 'after';
  /** The copy drawn under the pointer during a drag: not a card of the page for tests and screen readers. */
  overlay?: boolean;
  canEdit: boolean;
  /** The room's tags as they are now, so a renamed or recoloured tag shows its new look at once. */
  roomTags?: ReadonlyMap<string, Tag>;
  onOpen(task: Task): void;
  onMove(task: Task): void;
}

/** Tags as badges in their colours; a screen reader reads them in the card's name instead. */
function TagBadges({ tags }: { tags: TaskTag[] }) {
  return (
    <div className={classes.tags} aria-hidden data-testid="task-tags">
      {tags.map((tag) => (
        <span key={tag.id} className={classes.badge} style={{ background: tag.color, color: readableTextColor(tag.color) }} data-tag-id={tag.id}>
          {tag.name}
        </span>
      ))}
    </div>
  );
}

/** Words read only by a screen reader, as part of the card's name. */
function Said({ children }: { children: string }) {
  const { t } = useTranslation();
  return <span className={classes.said}>{t('format.list')}{children}</span>;
}

/**
 * A task as a card: name, tags, assignees, due date (red when overdue), attachments, checklist progress; 「移動…」 moves it without
 * dragging. The card's face is the button that opens the task and is dragged; its menu button sits beside it,
 * not inside it. The face is named by what it shows, the tags, due date, attachments, checklist progress and
 * assignees in words.
 * Plain elements with a CSS module rather than Mantine's components: a board mounts hundreds of cards
 * (docs/decisions/0135-board-screen-design.md).
 */
export const TaskCard = memo(function TaskCard({ task, cardRef, activatorRef, drag, dragging, dropLine, overlay, canEdit, roomTags, onOpen, onMove }: TaskCardProps) {
  const { t } = useTranslation();
  // A tag added by someone else since the room's tags were read is shown as the task carries it.
  const tags = roomTags ? task.tags.map((tag) => roomTags.get(tag.id) ?? tag) : task.tags;
  const done = task.status === TASK_STATUS.done;
  const overdue = isOverdue(task.endDate, done);
  const className = [classes.card, drag && classes.draggable, dragging && classes.placeholder].filter(Boolean).join(' ');
  const assignees = task.usersAssignee.map((u) => u.name ?? '').join(t('format.list'));
  const { done: itemsDone, total: items } = task.checklistProgress;
  return (
    <div ref={cardRef} className={className} data-testid={overlay ? undefined : 'task-card'} data-task-id={task.id} data-dragging={dragging ? 'gap' : undefined}>
      {dropLine && <span className={classes.dropLine} data-edge={dropLine} data-testid="drop-line" />}
      <div
        ref={activatorRef}
        className={canEdit ? `${classes.face} ${classes.withMenu}` : classes.face}
        data-testid="task-open"
        {...drag?.attributes}
        {...drag?.listeners}
        tabIndex={0}
        role="button"
        onClick={() => onOpen(task)}
        onKeyDown={(event) => {
          drag?.listeners?.onKeyDown?.(event);
          if (event.key === 'Enter' && !event.defaultPrevented) onOpen(task);
        }}
      >
        <p className={done ? `${classes.name} ${classes.done}` : classes.name} data-testid="task-name">
          {task.name}
        </p>
        {tags.length > 0 && (
          <>
            <Said>{t('board.card.tags', { names: tags.map((tag) => tag.name).join(t('format.list')) })}</Said>
            <TagBadges tags={tags} />
          </>
        )}
        {(task.endDate || task.files.length > 0 || items > 0 || task.usersAssignee.length > 0) && (
          <div className={`${classes.row} ${classes.footer}`}>
            <div className={classes.facts}>
              {task.endDate && (
                <>
                  <Said>{overdue ? t('board.card.overdue', { date: formatDate(task.endDate) }) : t('board.card.due', { date: formatDate(task.endDate) })}</Said>
                  <span
                    className={[classes.badge, classes.due, overdue ? classes.overdue : done && classes.dueDone].filter(Boolean).join(' ')}
                    data-overdue={overdue || undefined}
                    data-testid="task-due"
                    aria-hidden
                  >
                    <IconCalendar size={11} />
                    {formatDate(task.endDate)}
                  </span>
                </>
              )}
              {task.files.length > 0 && (
                <>
                  <Said>{t('board.card.files', { count: task.files.length })}</Said>
                  <span className={classes.files} data-testid="task-files" aria-hidden>
                    <IconPaperclip size={13} />
                    <span>{task.files.length}</span>
                  </span>
                </>
              )}
              {items > 0 && (
                <>
                  <Said>{t('board.card.checklist', { done: itemsDone, total: items })}</Said>
                  <span
                    className={itemsDone === items ? `${classes.files} ${classes.checklistDone}` : classes.files}
                    data-testid="task-checklist"
                    aria-hidden
                  >
                    <IconListCheck size={13} />
                    <span>
                      {itemsDone}/{items}
                    </span>
                  </span>
                </>
              )}
            </div>
            {task.usersAssignee.length > 0 && (
              <>
                <Said>{t('board.card.assignees', { names: assignees })}</Said>
                <Tooltip.Group>
                  <Avatar.Group spacing={6} aria-hidden data-testid="task-assignees">
                    {task.usersAssignee.slice(0, 3).map((user) => (
                      <Tooltip key={user.id} label={user.name ?? ''} withArrow>
                        {/* One letter: two Japanese initials do not fit a card's small avatar. */}
                        <Avatar size={24} radius="xl" src={user.image} alt="" name={user.name ?? ''} color="initials" fz={11}>
                          {(user.name ?? '').trim().slice(0, 1)}
                        </Avatar>
                      </Tooltip>
                    ))}
                    {task.usersAssignee.length > 3 && (
                      <Avatar size={24} radius="xl" fz={10}>
                        +{task.usersAssignee.length - 3}
                      </Avatar>
                    )}
                  </Avatar.Group>
                </Tooltip.Group>
              </>
            )}
          </div>
        )}
      </div>
      {canEdit && (
        <div className={classes.menu}>
          <LazyMenu
            position="bottom-end"
            target={
              <button
                type="button"
                className={classes.menuButton}
                aria-label={t('board.card.menu', { name: task.name })}
              />
            }
          >
            <Menu.Item leftSection={<IconArrowsMove size={14} />} onClick={() => onMove(task)}>
              {t('board.card.move')}
            </Menu.Item>
          </LazyMenu>
        </div>
      )}
    </div>
  );
});
