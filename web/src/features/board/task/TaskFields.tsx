import { Group, MultiSelect, SegmentedControl, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { dayStartIso, pickerDay, TASK_STATUS } from '@musubi/shared/client';
import { pickerSettings } from '../../../i18n/format';
import { isOverdue } from '../format';
import { useTranslation } from '../../../i18n';
import type { Member, Tag, Task } from '../types';

interface Props {
  task: Task;
  members: Member[];
  /** The room's tags, offered in the tag picker. */
  tags: Tag[];
  canEdit: boolean;
  /** Saves the changed fields at once. */
  save(fields: Record<string, unknown>): void;
}

/** The task's fields saved as soon as they change: its dates, status, assignees and tags. */
export function TaskFields({ task, members, tags, canEdit, save }: Props) {
  const { t } = useTranslation();
  // The server takes a past due date (a late entry, a record of what slipped), so this only says so, under the field.
  const pastDue = canEdit && isOverdue(task.endDate, task.status === TASK_STATUS.done);
  const statusData = [
    { value: String(TASK_STATUS.open), label: t('board.status.open') },
    { value: String(TASK_STATUS.doing), label: t('board.status.doing') },
    { value: String(TASK_STATUS.done), label: t('board.status.done') },
  ];
  return (
    <>
      <Group grow align="flex-start">
        <DatePickerInput
          label={t('board.detail.startDate')}
          placeholder={canEdit ? t('board.detail.chooseDate') : undefined}
          clearable
          valueFormat={pickerSettings().valueFormat}
          monthLabelFormat={pickerSettings().monthLabelFormat}
          value={pickerDay(task.startDate)}
          readOnly={!canEdit}
          onChange={(value) => save({ startDate: dayStartIso(value as string | null) })}
        />
        <DatePickerInput
          label={t('board.detail.endDate')}
          placeholder={canEdit ? t('board.detail.chooseDate') : undefined}
          clearable
          valueFormat={pickerSettings().valueFormat}
          monthLabelFormat={pickerSettings().monthLabelFormat}
          value={pickerDay(task.endDate)}
          readOnly={!canEdit}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={pastDue ? (
              <Group component="span" gap={4} wrap="nowrap" align="flex-start">
                <IconAlertTriangle size={14} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
                <span>{t('board.detail.pastDue')}</span>
              </Group>
            ) : undefined}
          onChange={(value) => save({ endDate: dayStartIso(value as string | null) })}
        />
      </Group>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('board.detail.status')}
        </Text>
        <SegmentedControl data={statusData} value={String(task.status)} disabled={!canEdit} onChange={(value) => save({ status: Number(value) })} />
      </div>
      <MultiSelect
        label={t('board.detail.assignees')}
        placeholder={canEdit && task.usersAssignee.length === 0 ? t('board.detail.chooseAssignees') : undefined}
        data={members.map((m) => ({ value: m.user_id, label: m.user?.name ?? m.user_id }))}
        value={task.usersAssignee.map((u) => u.id)}
        readOnly={!canEdit}
        searchable
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => save({ usersAssignee: value })}
      />
      <MultiSelect
        label={t('board.detail.tags')}
        placeholder={canEdit && task.tags.length === 0 ? t('board.detail.chooseTags') : undefined}
        data={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
        value={task.tags.map((tag) => tag.id).filter((id) => tags.some((tag) => tag.id === id))}
        readOnly={!canEdit}
        searchable
        nothingFoundMessage={t('board.detail.noTags')}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => save({ tag_ids: value })}
      />
    </>
  );
}
