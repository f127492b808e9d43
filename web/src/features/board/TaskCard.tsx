import { ActionIcon, Avatar, Badge, Card, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconArrowsMove, IconCalendar, IconDots, IconPaperclip } from '@tabler/icons-react';
import { memo, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { useTranslation } from '../../i18n';
import { LazyMenu } from '../../components/LazyMenu';
import { formatDay, isOverdue, readableTextColor } from './format';
import { TASK_STATUS, type Tag, type Task, type TaskTag } from './types';

export interface TaskCardProps {
  task: Task;
  /** Drag handle props from dnd-kit; absent when the viewer cannot move tasks. */
  handleProps?: HTMLAttributes<HTMLDivElement>;
  cardRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  dragging?: boolean;
  canEdit: boolean;
  /** The room's tags as they are now, so a renamed or recoloured tag shows its new look at once. */
  roomTags?: ReadonlyMap<string, Tag>;
  onOpen(task: Task): void;
  onMove(task: Task): void;
}

function TagBadges({ tags }: { tags: TaskTag[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} mt={6} aria-label={t('board.card.tags', { names: tags.map((tag) => tag.name).join('、') })} data-testid="task-tags">
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          size="xs"
          radius="sm"
          tt="none"
          styles={{ root: { background: tag.color, color: readableTextColor(tag.color) } }}
          data-tag-id={tag.id}
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/** A task as a card: name, tags, assignees, due date (red when overdue), attachments; 「移動…」 moves it without dragging. */
export const TaskCard = memo(function TaskCard({ task, handleProps, cardRef, style, dragging, canEdit, roomTags, onOpen, onMove }: TaskCardProps) {
  const { t } = useTranslation();
  // A tag added by someone else since the room's tags were read is shown as the task carries it.
  const tags = roomTags ? task.tags.map((tag) => roomTags.get(tag.id) ?? tag) : task.tags;
  const done = task.status === TASK_STATUS.done;
  const overdue = isOverdue(task.endDate, done);
  return (
    <Card
      ref={cardRef}
      withBorder
      padding="xs"
      radius="sm"
      shadow={dragging ? 'md' : 'xs'}
      style={{ ...style, opacity: dragging ? 0.5 : 1, cursor: handleProps ? 'grab' : 'pointer', touchAction: 'manipulation' }}
      data-testid="task-card"
      data-task-id={task.id}
      data-dragging={dragging || undefined}
      tabIndex={0}
      role="button"
      {...handleProps}
      aria-roledescription={handleProps ? t('board.dnd.taskRole') : undefined}
      aria-label={task.name}
      onClick={() => onOpen(task)}
      onKeyDown={(event) => {
        handleProps?.onKeyDown?.(event);
        if (event.key === 'Enter' && !event.defaultPrevented) onOpen(task);
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} align="flex-start">
        <Text size="sm" fw={500} td={done ? 'line-through' : undefined} style={{ wordBreak: 'break-word' }}>
          {task.name}
        </Text>
        {canEdit && (
          <LazyMenu
            position="bottom-end"
            dropdownProps={{ onClick: (event) => event.stopPropagation() }}
            target={
              <ActionIcon
                variant="subtle"
                size="sm"
                color="gray"
                aria-label={t('board.card.menu', { name: task.name })}
                onClick={(event) => event.stopPropagation()}
                onPointerDown={(event) => event.stopPropagation()}
                onKeyDown={(event) => event.stopPropagation()}
              >
                <IconDots size={14} />
              </ActionIcon>
            }
          >
            <Menu.Item leftSection={<IconArrowsMove size={14} />} onClick={() => onMove(task)}>
              {t('board.card.move')}
            </Menu.Item>
          </LazyMenu>
        )}
      </Group>
      {tags.length > 0 && <TagBadges tags={tags} />}
      {(task.endDate || task.files.length > 0 || task.usersAssignee.length > 0) && (
        <Group justify="space-between" mt={6} gap={4} wrap="nowrap">
          <Group gap={6}>
            {task.endDate && (
              <Badge
                size="sm"
                variant={overdue ? 'filled' : 'light'}
                color={overdue ? 'red' : done ? 'green' : 'gray'}
                leftSection={<IconCalendar size={11} />}
                data-overdue={overdue || undefined}
                aria-label={overdue ? t('board.card.overdue', { date: formatDay(task.endDate) }) : t('board.card.due', { date: formatDay(task.endDate) })}
              >
                {formatDay(task.endDate)}
              </Badge>
            )}
            {task.files.length > 0 && (
              <Group gap={2} aria-label={t('board.card.files', { count: task.files.length })}>
                <IconPaperclip size={13} />
                <Text size="xs">{task.files.length}</Text>
              </Group>
            )}
          </Group>
          {task.usersAssignee.length > 0 && (
            <Tooltip.Group>
              <Avatar.Group spacing={6} aria-label={t('board.card.assignees', { names: task.usersAssignee.map((u) => u.name ?? '').join('、') })}>
                {task.usersAssignee.slice(0, 3).map((user) => (
                  <Tooltip key={user.id} label={user.name ?? ''} withArrow>
                    <Avatar size={22} radius="xl" src={user.image} alt={user.name ?? ''} name={user.name ?? ''} color="initials" />
                  </Tooltip>
                ))}
                {task.usersAssignee.length > 3 && <Avatar size={22} radius="xl">+{task.usersAssignee.length - 3}</Avatar>}
              </Avatar.Group>
            </Tooltip.Group>
          )}
        </Group>
      )}
    </Card>
  );
});
