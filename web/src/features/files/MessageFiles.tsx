import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { formatBytes, type StoredFile } from './types';

/** A message's attachments: images as previews (the thumbnail, linking to the file), others as download links. */
export function MessageFiles({ files }: { files: StoredFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Stack gap={4} data-testid="message-files">
      {files.map((file) =>
        file.thumbnailUrl ? (
          <Anchor key={file.id} href={file.url ?? undefined} target="_blank" rel="noopener" w="fit-content" aria-label={t('chat.files.download', { name: file.name })}>
            <Image src={file.thumbnailUrl} alt={file.name} mah={200} maw={280} fit="contain" radius="sm" data-testid="file-preview" />
          </Anchor>
        ) : (
          <Paper key={file.id} withBorder px="xs" py={4} radius="sm" w="fit-content" maw="100%">
            <Group gap={6} wrap="nowrap">
              <IconFile size={16} />
              <Anchor href={file.url ?? undefined} size="sm" download={file.name} data-testid="file-download">
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size)}
              </Text>
              <IconDownload size={14} aria-hidden />
            </Group>
          </Paper>
        ),
      )}
    </Stack>
  );
}
