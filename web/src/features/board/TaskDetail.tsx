import { Alert, Button, Divider, Group, Modal, Stack, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import 'dayjs/locale/ja';
import { pickerSettings } from '../../i18n/format';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';
import { REMOVE_TASK, UPDATE_TASK } from './documents';
import { TaskChecklists } from './task/TaskChecklists';
import { TaskComments } from './task/TaskComments';
import { TaskDescription } from './task/TaskDescription';
import { TaskFields } from './task/TaskFields';
import { TaskFiles } from './task/TaskFiles';
import { TaskHistory } from './task/TaskHistory';
import type { Member, Tag, Task } from './types';

export interface TaskDetailProps {
  task: Task | null;
  boardName: string;
  members: Member[];
  /** The room's tags, offered in the tag picker. */
  tags: Tag[];
  viewerId: string;
  canEdit: boolean;
  onClose(): void;
  /** A stored row after an edit, to show it at once (the room's event follows). */
  onSaved(task: Task): void;
  onRemoved(taskId: string): void;
}

/** The task detail: fields, assignees, tags, checklists, files, comments and its history. */
export function TaskDetail({ task, boardName, members, tags, viewerId, canEdit, onClose, onSaved, onRemoved }: TaskDetailProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [editingDescription, setEditingDescription] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  // Esc reaches the modal twice (its window listener and its content): one close at a time.
  const closing = useRef(false);
  // What this detail saved last, which the task given to it shows only once the board has taken the answer.
  const savedText = useRef<{ name?: string; description?: string }>({});

  const resetToTask = useEffectEvent(() => {
    setName(task?.name ?? '');
    setDescription(task?.description ?? '');
    setError(null);
    setComment('');
    setEditingDescription(false);
    setConfirmingClose(false);
    savedText.current = {};
  });
  // Reset only when another task is opened: the fields being edited stay while the same task changes.
  useEffect(() => resetToTask(), [task?.id]);

  if (!task) return <Modal opened={false} onClose={onClose} />;

  /** Saves the fields; answers whether the server took them. */
  const save = async (fields: Record<string, unknown>): Promise<boolean> => {
    const result = await client.mutation(UPDATE_TASK, { input: { id: task.id, ...fields } }).toPromise();
    if (result.error || !result.data) {
      setError(readError(result.error).message);
      return false;
    }
    setError(null);
    const stored = result.data.updateTask;
    savedText.current = { name: stored.name, description: stored.description ?? '' };
    onSaved(stored);
    return true;
  };

  const unsavedFields = () => {
    if (!canEdit) return {};
    const fields: Record<string, string> = {};
    if (name !== (savedText.current.name ?? task.name)) fields.name = name;
    if (description !== (savedText.current.description ?? task.description ?? '')) fields.description = description;
    return fields;
  };

  /**
   * Esc, the close button and a click outside all close as leaving a field does: typed changes are saved first
   * (and the detail stays open when they are refused), and an unposted comment is only dropped when confirmed.
   */
  const close = async (discardComment = false) => {
    if (closing.current) return;
    closing.current = true;
    try {
      const fields = unsavedFields();
      if (Object.keys(fields).length > 0 && !(await save(fields))) return;
      if (comment.trim() && !discardComment) {
        setConfirmingClose(true);
        return;
      }
      onClose();
    } finally {
      closing.current = false;
    }
  };

  const remove = async () => {
    const result = await client.mutation(REMOVE_TASK, { input: { id: task.id } }).toPromise();
    if (result.error) notifications.show({ color: 'red', message: readError(result.error).message });
    else {
      onRemoved(task.id);
      onClose();
    }
  };

  return (
    <Modal opened onClose={() => void close()} size="lg" title={t('board.detail.title', { board: boardName })}>
      <DatesProvider settings={{ locale: pickerSettings().locale, firstDayOfWeek: pickerSettings().firstDayOfWeek }}>
        <Stack data-testid="task-detail">
          {confirmingClose && (
            <Alert color="yellow" title={t('board.detail.unpostedComment')} role="alertdialog">
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setConfirmingClose(false)}>
                  {t('board.detail.keepEditing')}
                </Button>
                <Button size="xs" color="red" onClick={() => void close(true)}>
                  {t('board.detail.discardComment')}
                </Button>
              </Group>
            </Alert>
          )}
          <TextInput
            // The dialog opens on the task's name (its first field), never on ✕, however often the task re-renders.
            data-autofocus
            label={t('board.detail.name')}
            value={name}
            readOnly={!canEdit}
            error={error}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => name !== (savedText.current.name ?? task.name) && void save({ name })}
          />
          <TaskDescription
            value={description}
            onChange={setDescription}
            canEdit={canEdit}
            editing={editingDescription}
            onEditing={setEditingDescription}
            onLeave={() => description !== (savedText.current.description ?? task.description ?? '') && void save({ description })}
          />
          <TaskFields task={task} members={members} tags={tags} canEdit={canEdit} save={(fields) => void save(fields)} />
          <Divider />
          <TaskChecklists key={`checklists-${task.id}`} task={task} members={members} canEdit={canEdit} onSaved={onSaved} />
          <Divider />
          <TaskFiles task={task} canEdit={canEdit} onSaved={onSaved} />
          <Divider />
          <TaskComments key={task.id} task={task} members={members} viewerId={viewerId} canEdit={canEdit} content={comment} onContent={setComment} />
          <Divider />
          <TaskHistory taskId={task.id} version={task.updatedAt} />
          {canEdit && (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button color="red" variant="subtle" size="xs" leftSection={<IconTrash size={14} />} onClick={() => void remove()}>
                  {t('board.detail.deleteTask')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </DatesProvider>
    </Modal>
  );
}
