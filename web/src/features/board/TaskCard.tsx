import { Avatar, Menu, Tooltip } from '@mantine/core';
import { IconArrowsMove, IconCalendar, IconPaperclip } from '@tabler/icons-react';
import { memo, type Ref } from 'react';
import { useTranslation } from '../../i18n';
import { LazyMenu } from '../../components/LazyMenu';
import { formatDay, isOverdue, readableTextColor } from './format';
import classes from './TaskCard.module.css';
import { TASK_STATUS, type Tag, type Task, type TaskTag } from './types';

export interface TaskCardProps {
  task: Task;
  /**
   * The id of the drag instructions for screen readers, when the viewer can drag the card. The card has no drag
   * listeners of its own: the board's row takes a press or a Space on a card (RoomBoardsView).
   */
  dragInstructionsId?: string;
  cardRef?: Ref<HTMLDivElement>;
  /** How the card shows its drag: as the gap it leaves (by the pointer) or lifted in its place (by the keyboard). */
  dragging?: 'gap' | 'lifted';
  canEdit: boolean;
  /** The room's tags as they are now, so a renamed or recoloured tag shows its new look at once. */
  roomTags?: ReadonlyMap<string, Tag>;
  onOpen(task: Task): void;
  onMove(task: Task): void;
}

function TagBadges({ tags }: { tags: TaskTag[] }) {
  const { t } = useTranslation();
  return (
    <div className={classes.tags} aria-label={t('board.card.tags', { names: tags.map((tag) => tag.name).join('、') })} data-testid="task-tags">
      {tags.map((tag) => (
        <span key={tag.id} className={classes.badge} style={{ background: tag.color, color: readableTextColor(tag.color) }} data-tag-id={tag.id}>
          {tag.name}
        </span>
      ))}
    </div>
  );
}

const stopPropagation = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * A task as a card: name, tags, assignees, due date (red when overdue), attachments; 「移動…」 moves it without
 * dragging. Plain elements with a CSS module, not Mantine's Card, Group, Text and Badge: a board mounts hundreds of
 * cards, and every pointer move of a drag walks all of them (docs/decisions/0102-board-cards-plain-elements.md).
 */
export const TaskCard = memo(function TaskCard({ task, dragInstructionsId, cardRef, dragging, canEdit, roomTags, onOpen, onMove }: TaskCardProps) {
  const { t } = useTranslation();
  // A tag added by someone else since the room's tags were read is shown as the task carries it.
  const tags = roomTags ? task.tags.map((tag) => roomTags.get(tag.id) ?? tag) : task.tags;
  const done = task.status === TASK_STATUS.done;
  const overdue = isOverdue(task.endDate, done);
  const className = [classes.card, dragInstructionsId && classes.draggable, dragging === 'gap' && classes.placeholder, dragging === 'lifted' && classes.lifted].filter(Boolean).join(' ');
  return (
    <div
      ref={cardRef}
      className={className}
      data-testid="task-card"
      data-task-id={task.id}
      data-dragging={dragging}
      tabIndex={0}
      role="button"
      aria-roledescription={dragInstructionsId ? t('board.dnd.taskRole') : undefined}
      aria-describedby={dragInstructionsId}
      aria-label={task.name}
      onClick={() => onOpen(task)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.defaultPrevented) onOpen(task);
      }}
    >
      <div className={classes.row}>
        <p className={done ? `${classes.name} ${classes.done}` : classes.name}>{task.name}</p>
        {canEdit && (
          <LazyMenu
            position="bottom-end"
            dropdownProps={{ onClick: stopPropagation }}
            target={
              <button
                type="button"
                className={classes.menuButton}
                aria-label={t('board.card.menu', { name: task.name })}
                onClick={stopPropagation}
                onPointerDown={stopPropagation}
                onKeyDown={stopPropagation}
              />
            }
          >
            <Menu.Item leftSection={<IconArrowsMove size={14} />} onClick={() => onMove(task)}>
              {t('board.card.move')}
            </Menu.Item>
          </LazyMenu>
        )}
      </div>
      {tags.length > 0 && <TagBadges tags={tags} />}
      {(task.endDate || task.files.length > 0 || task.usersAssignee.length > 0) && (
        <div className={`${classes.row} ${classes.footer}`}>
          <div className={classes.facts}>
            {task.endDate && (
              <span
                className={[classes.badge, classes.due, overdue ? classes.overdue : done && classes.dueDone].filter(Boolean).join(' ')}
                data-overdue={overdue || undefined}
                aria-label={overdue ? t('board.card.overdue', { date: formatDay(task.endDate) }) : t('board.card.due', { date: formatDay(task.endDate) })}
              >
                <IconCalendar size={11} />
                {formatDay(task.endDate)}
              </span>
            )}
            {task.files.length > 0 && (
              <span className={classes.files} aria-label={t('board.card.files', { count: task.files.length })}>
                <IconPaperclip size={13} />
                <span>{task.files.length}</span>
              </span>
            )}
          </div>
          {task.usersAssignee.length > 0 && (
            <Tooltip.Group>
              <Avatar.Group spacing={6} aria-label={t('board.card.assignees', { names: task.usersAssignee.map((u) => u.name ?? '').join('、') })}>
                {task.usersAssignee.slice(0, 3).map((user) => (
                  <Tooltip key={user.id} label={user.name ?? ''} withArrow>
                    {/* One letter: two Japanese initials do not fit a card's small avatar. */}
                    <Avatar size={24} radius="xl" src={user.image} alt={user.name ?? ''} name={user.name ?? ''} color="initials" fz={11}>
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
          )}
        </div>
      )}
    </div>
  );
});
