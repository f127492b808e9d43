import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Box,
  Button,
  Checkbox,
  Divider,
  FileButton,
  Group,
  Image,
  Modal,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { notifications } from '@mantine/notifications';
import { IconMessageShare, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { dayStartIso, formatRecent, pickerDay, PICKER_MONTH_FORMAT, PICKER_VALUE_FORMAT } from '@musubi/shared/client';
import 'dayjs/locale/ja';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { LinkifiedText, splitLinks } from '../../components/LinkifiedText';
import {
  CREATE_COMMENT,
  DELETE_COMMENT,
  FILE_LINK,
  LIST_COMMENTS,
  REMOVE_TASK,
  SOFT_DELETE_FILE,
  TASK_HISTORY,
  UPDATE_TASK,
  UPDATE_TASK_FILES,
} from './documents';
import { formatBytes } from './format';
import { TASK_STATUS, type Member, type Memo, type Tag, type Task, type TaskFile } from './types';
import type { BoardFileLinkQuery } from '../../graphql/gql/graphql';
import type { BoardTaskHistoryQuery } from '../../graphql/gql/graphql';

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

type FileLink = NonNullable<BoardFileLinkQuery['getFileDetail']>;

/** Uploads one file to the task through the files endpoint; answers the new file's id or a message. */
async function uploadTaskFile(task: Task, file: File): Promise<{ id: string } | { error: string }> {
  const body = new FormData();
  body.append('room_id', task.room_id);
  body.append('task_id', task.id);
  body.append('file', file);
  const response = await fetch('/api/files', { method: 'POST', body, credentials: 'same-origin' });
  const json = (await response.json().catch(() => null)) as { id?: string; errors?: { message: string }[] } | null;
  if (response.ok && json?.id) return { id: json.id };
  return { error: json?.errors?.[0]?.message ?? '' };
}

function FileRow({ file, canEdit, onDelete }: { file: TaskFile; canEdit: boolean; onDelete(file: TaskFile): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [link, setLink] = useState<FileLink | null>(null);
  useEffect(() => {
    let live = true;
    void client.query(FILE_LINK, { id: file.file_id }, { requestPolicy: 'network-only' }).toPromise().then((result) => {
      if (live && result.data) setLink(result.data.getFileDetail);
    });
    return () => {
      live = false;
    };
  }, [client, file.file_id]);
  const isImage = file.type.startsWith('image/');
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="task-file">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {isImage && link?.thumbnailUrl ? (
            <Image src={link.thumbnailUrl} alt={file.name} w={48} h={48} radius="sm" fit="cover" />
          ) : (
            <IconPaperclip size={18} />
          )}
          <div style={{ minWidth: 0 }}>
            {link?.url ? (
              <Anchor href={link.url} size="sm" target="_blank" rel="noopener" truncate="end">
                {file.name}
              </Anchor>
            ) : (
              <Text size="sm" truncate="end">
                {file.name}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatBytes(file.size)}
              {file.user_upload_name ? ` ・ ${file.user_upload_name}` : ''}
            </Text>
          </div>
        </Group>
        {canEdit && (
          <ActionIcon variant="subtle" color="red" aria-label={t('board.detail.deleteFile', { name: file.name })} onClick={() => onDelete(file)}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

interface CommentsProps {
  task: Task;
  members: Member[];
  viewerId: string;
  canEdit: boolean;
  /** The comment being typed, kept by the detail so that closing it cannot lose it unasked. */
  content: string;
  onContent(content: string): void;
}

function Comments({ task, members, viewerId, canEdit, content, onContent: setContent }: CommentsProps) {
  const { t } = useTranslation();
  const client = useClient();
  const membershipId = members.find((m) => m.user_id === viewerId)?.id ?? '';
  // Null until the comments are read: no "no comments yet" before then.
  const [memos, setMemos] = useState<Memo[] | null>(null);
  const [toChat, setToChat] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!membershipId) return;
    const result = await client.query(LIST_COMMENTS, { task_id: task.id, user_room_id: membershipId }, { requestPolicy: 'network-only' }).toPromise();
    if (result.data) setMemos(result.data.listCommentByTasks.items);
  }, [client, task.id, membershipId]);

  useEffect(() => {
    void load();
  }, [load]);

  const post = async () => {
    if (!content.trim()) return;
    setBusy(true);
    const result = await client.mutation(CREATE_COMMENT, { input: { task_id: task.id, content, isMessage: toChat } }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      notifications.show({ color: 'red', message: readError(result.error).message });
      return;
    }
    const created = result.data.createMemoTasks;
    setMemos((current) => [...(current ?? []), created]);
    setContent('');
  };

  const remove = async (memo: Memo) => {
    const result = await client.mutation(DELETE_COMMENT, { input: { id: memo.id } }).toPromise();
    if (result.error) notifications.show({ color: 'red', message: readError(result.error).message });
    else setMemos((current) => current?.filter((m) => m.id !== memo.id) ?? null);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('board.detail.comments')}
      </Title>
      {memos?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('board.detail.noComments')}
        </Text>
      )}
      {memos?.map((memo) => (
        <Group key={memo.id} align="flex-start" wrap="nowrap" gap="xs" data-testid="task-comment">
          <Avatar size={28} radius="xl" src={memo.user?.image} name={memo.user?.name ?? ''} color="initials" />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {memo.user?.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatRecent(memo.createdAt)}
              </Text>
              {memo.isMessage && (
                <Group gap={2} c="blue">
                  <IconMessageShare size={12} />
                  <Text size="xs">{t('board.detail.postedToChat')}</Text>
                </Group>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <LinkifiedText text={memo.content} />
            </Text>
          </Stack>
          {memo.user_created_id === viewerId && (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.detail.deleteComment')} onClick={() => void remove(memo)}>
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {canEdit && (
        <Stack gap={6}>
          <Textarea
            aria-label={t('board.detail.newComment')}
            placeholder={t('board.detail.newComment')}
            autosize
            minRows={2}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Checkbox label={t('board.detail.alsoChat')} checked={toChat} onChange={(e) => setToChat(e.currentTarget.checked)} />
            <Button size="xs" loading={busy} disabled={!content.trim()} onClick={() => void post()}>
              {t('board.detail.postComment')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

type TaskEvent = NonNullable<BoardTaskHistoryQuery['getTaskDetail']>['history'][number];

/** The task's moves between boards, read afresh whenever the task lands on another board. */
function History({ taskId, boardId }: { taskId: string; boardId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const [events, setEvents] = useState<TaskEvent[] | null>(null);
  useEffect(() => {
    let current = true;
    void client
      .query(TASK_HISTORY, { id: taskId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => current && setEvents(result.data?.getTaskDetail?.history ?? []));
    return () => {
      current = false;
    };
  }, [client, taskId, boardId]);

  const describe = (event: TaskEvent) => {
    const names = {
      user: event.user?.name ?? '',
      from: event.from_board_name ?? t('board.detail.deletedBoard'),
      to: event.to_board_name ?? t('board.detail.deletedBoard'),
    };
    if (event.action === 'added') return t('board.detail.historyAdded', names);
    if (event.action === 'removed') return t('board.detail.historyRemoved', names);
    return t('board.detail.historyMoved', names);
  };

  return (
    <Stack gap={4} data-testid="task-history">
      <Title order={3} size="h5">
        {t('board.detail.history')}
      </Title>
      {events?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('board.detail.noHistory')}
        </Text>
      )}
      {events?.map((event) => (
        <Text key={event.id} size="sm">
          <Text span size="xs" c="dimmed" mr={6}>
            {formatRecent(event.createdAt)}
          </Text>
          {describe(event)}
        </Text>
      ))}
    </Stack>
  );
}

/** The task detail: fields, assignees, tags, files, comments and the history of its moves. */
export function TaskDetail({ task, boardName, members, tags, viewerId, canEdit, onClose, onSaved, onRemoved }: TaskDetailProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
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

  const descriptionHasLinks = splitLinks(description).some((part) => part.kind === 'link');

  const setFiles = async (fileIds: string[]) => {
    const result = await client.mutation(UPDATE_TASK_FILES, { input: { id: task.id, file_ids: fileIds } }).toPromise();
    if (result.error || !result.data) notifications.show({ color: 'red', message: readError(result.error).message });
    else onSaved(result.data.updateFileTask);
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    const answer = await uploadTaskFile(task, file);
    setUploading(false);
    if ('error' in answer) {
      notifications.show({ color: 'red', title: t('board.detail.uploadFailed'), message: answer.error || t('board.detail.uploadFailed') });
      return;
    }
    // Re-stating the task's files announces the new attachment to the room.
    await setFiles([...task.files.map((f) => f.file_id), answer.id]);
  };

  const deleteFile = async (file: TaskFile) => {
    const result = await client.mutation(SOFT_DELETE_FILE, { input: { id: file.file_id } }).toPromise();
    if (result.error) {
      notifications.show({ color: 'red', message: readError(result.error).message });
      return;
    }
    await setFiles(task.files.filter((f) => f.file_id !== file.file_id).map((f) => f.file_id));
  };

  const remove = async () => {
    const result = await client.mutation(REMOVE_TASK, { input: { id: task.id } }).toPromise();
    if (result.error) notifications.show({ color: 'red', message: readError(result.error).message });
    else {
      onRemoved(task.id);
      onClose();
    }
  };

  const statusData = [
    { value: String(TASK_STATUS.open), label: t('board.status.open') },
    { value: String(TASK_STATUS.doing), label: t('board.status.doing') },
    { value: String(TASK_STATUS.done), label: t('board.status.done') },
  ];

  return (
    <Modal opened onClose={() => void close()} size="lg" title={t('board.detail.title', { board: boardName })}>
      <DatesProvider settings={{ locale: 'ja', firstDayOfWeek: 0 }}>
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
          {descriptionHasLinks && !editingDescription ? (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {t('board.detail.description')}
                </Text>
                {canEdit && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditingDescription(true)}>
                    {t('board.detail.editDescription')}
                  </Button>
                )}
              </Group>
              <Box data-testid="task-description" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Text size="sm" component="div">
                  <LinkifiedText text={description} />
                </Text>
              </Box>
            </Stack>
          ) : (
            <Textarea
              label={t('board.detail.description')}
              autosize
              minRows={3}
              value={description}
              readOnly={!canEdit}
              autoFocus={editingDescription}
              onChange={(e) => setDescription(e.currentTarget.value)}
              onBlur={() => {
                setEditingDescription(false);
                if (description !== (savedText.current.description ?? task.description ?? '')) void save({ description });
              }}
            />
          )}
          <Group grow align="flex-start">
            <DatePickerInput
              label={t('board.detail.startDate')}
              placeholder={canEdit ? t('board.detail.chooseDate') : undefined}
              clearable
              valueFormat={PICKER_VALUE_FORMAT}
              monthLabelFormat={PICKER_MONTH_FORMAT}
              value={pickerDay(task.startDate)}
              readOnly={!canEdit}
              onChange={(value) => void save({ startDate: dayStartIso(value as string | null) })}
            />
            <DatePickerInput
              label={t('board.detail.endDate')}
              placeholder={canEdit ? t('board.detail.chooseDate') : undefined}
              clearable
              valueFormat={PICKER_VALUE_FORMAT}
              monthLabelFormat={PICKER_MONTH_FORMAT}
              value={pickerDay(task.endDate)}
              readOnly={!canEdit}
              onChange={(value) => void save({ endDate: dayStartIso(value as string | null) })}
            />
          </Group>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('board.detail.status')}
            </Text>
            <SegmentedControl
              data={statusData}
              value={String(task.status)}
              disabled={!canEdit}
              onChange={(value) => void save({ status: Number(value) })}
            />
          </div>
          <MultiSelect
            label={t('board.detail.assignees')}
            placeholder={canEdit && task.usersAssignee.length === 0 ? t('board.detail.chooseAssignees') : undefined}
            data={members.map((m) => ({ value: m.user_id, label: m.user?.name ?? m.user_id }))}
            value={task.usersAssignee.map((u) => u.id)}
            readOnly={!canEdit}
            searchable
            comboboxProps={{ withinPortal: true }}
            onChange={(value) => void save({ usersAssignee: value })}
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
            onChange={(value) => void save({ tag_ids: value })}
          />
          <Divider />
          <Group justify="space-between">
            <Title order={3} size="h5">
              {t('board.detail.files')}
            </Title>
            {canEdit && (
              <FileButton onChange={(file) => void upload(file)}>
                {(props) => (
                  <Button {...props} size="xs" variant="light" loading={uploading} leftSection={<IconUpload size={14} />}>
                    {t('board.detail.upload')}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
          {task.files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('board.detail.noFiles')}
            </Text>
          ) : (
            task.files.map((file) => <FileRow key={file.file_id} file={file} canEdit={canEdit} onDelete={(f) => void deleteFile(f)} />)
          )}
          <Divider />
          <Comments key={task.id} task={task} members={members} viewerId={viewerId} canEdit={canEdit} content={comment} onContent={setComment} />
          <Divider />
          <History taskId={task.id} boardId={task.board_id} />
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
