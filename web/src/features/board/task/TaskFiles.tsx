import { ActionIcon, Anchor, Button, FileButton, Group, Image, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { readError } from '../../../graphql/errors';
import type { BoardFileLinkQuery } from '../../../graphql/gql/graphql';
import { useTranslation } from '../../../i18n';
import { FILE_LINK, SOFT_DELETE_FILE, UPDATE_TASK_FILES } from '../documents';
import { formatBytes } from '../format';
import type { Task, TaskFile } from '../types';

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
              {file.user_upload_name ? `${t('format.dotSpaced')}${file.user_upload_name}` : ''}
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

/** The task's files: each with its link (and picture), uploads and deletions where the viewer may edit. */
export function TaskFiles({ task, canEdit, onSaved }: { task: Task; canEdit: boolean; onSaved(task: Task): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [uploading, setUploading] = useState(false);

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

  return (
    <>
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
    </>
  );
}
