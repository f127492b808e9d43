import { ActionIcon, Alert, Anchor, Avatar, Group, Loader, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { formatDateTime } from '../../i18n/format';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { ROOM_FILES, SOFT_DELETE_FILE } from './documents';
import { formatBytes, type StoredFile } from './types';

const TYPES = ['all', 'image', 'video', 'audio', 'document'] as const;

/** The files of a room, newest first, with the room's volume; the uploader or a room admin deletes. */
export function FilesPanel({ roomId, viewerId, isAdmin }: { roomId: string; viewerId: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [type, setType] = useState<(typeof TYPES)[number]>('all');
  const [result, refetch] = useQuery({
    query: ROOM_FILES,
    variables: { room_id: roomId, type: type === 'all' ? null : type },
    requestPolicy: 'cache-and-network',
  });
  const [, softDelete] = useMutation(SOFT_DELETE_FILE);
  const [error, setError] = useState<string | null>(null);
  const files = result.data?.getFilesFunction.items ?? [];
  const volume = result.data?.getVolumeFileFunction;

  const remove = async (file: StoredFile) => {
    if (!window.confirm(t('chat.files.deleteConfirm', { name: file.name }))) return;
    const answer = await softDelete({ input: { id: file.id } });
    setError(answer.error ? readError(answer.error).message : null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Stack gap="sm">
      <SegmentedControl size="xs" value={type} onChange={(value) => setType(value as (typeof TYPES)[number])} data={TYPES.map((value) => ({ value, label: t(`chat.files.types.${value}`) }))} />
      {volume && (
        <Text size="sm" data-testid="files-volume">
          {t('chat.files.volume', { count: volume.total_file, size: formatBytes(volume.total_file_size) })}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {result.fetching && !result.data && <Loader size="sm" />}
      {result.data && files.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('chat.files.none')}
        </Text>
      )}
      {files.map((file) => (
        <Group key={file.id} justify="space-between" wrap="nowrap" data-testid="room-file">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={file.thumbnailUrl} radius="sm" size="md" alt="">
              <IconFile size={18} />
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor href={file.url ?? undefined} size="sm" truncate download={file.name}>
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[formatBytes(file.size), file.userCreated?.name ?? '', formatDateTime(file.createdAt)].join(t('format.dot'))}
              </Text>
            </Stack>
          </Group>
          {(isAdmin || file.user_created_id === viewerId) && (
            <Tooltip label={t('chat.files.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('chat.files.deleteName', { name: file.name })} onClick={() => void remove(file)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  );
}
