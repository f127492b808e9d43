import { Anchor, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { downloadUrl, useImageViewer } from './ImageViewer';
import { formatBytes, type StoredFile } from './types';

/**
 * A message's attachments: images as their server-made thumbnails (loaded as they near the screen, decoded off
 * the main thread; their size is not stored, so none is given), opening the room's image viewer; PDFs opening in
 * the browser's viewer in a new tab; anything else as a download.
 */
export function MessageFiles({ files }: { files: StoredFile[] }) {
  const { t } = useTranslation();
  const openViewer = useImageViewer();
  if (files.length === 0) return null;
  return (
    <Stack gap={4} data-testid="message-files">
      {files.map((file) =>
        file.thumbnailUrl && openViewer ? (
          <UnstyledButton key={file.id} onClick={() => openViewer(file.id)} w="fit-content" aria-label={t('chat.files.view', { name: file.name })}>
            <Image src={file.thumbnailUrl} alt={file.name} mah={200} maw={280} fit="contain" radius="sm" loading="lazy" decoding="async" data-testid="file-preview" />
          </UnstyledButton>
        ) : file.thumbnailUrl ? (
          <Anchor key={file.id} href={file.url ?? undefined} target="_blank" rel="noopener noreferrer" w="fit-content" aria-label={t('chat.files.download', { name: file.name })}>
            <Image src={file.thumbnailUrl} alt={file.name} mah={200} maw={280} fit="contain" radius="sm" loading="lazy" decoding="async" data-testid="file-preview" />
          </Anchor>
        ) : file.type === 'application/pdf' ? (
          <Paper key={file.id} withBorder px="xs" py={4} radius="sm" w="fit-content" maw="100%">
            <Group gap={6} wrap="nowrap">
              <IconFile size={16} />
              <Anchor href={file.url ?? undefined} size="sm" target="_blank" rel="noopener noreferrer" aria-label={t('chat.files.openPdf', { name: file.name })} data-testid="file-open">
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size)}
              </Text>
              <Anchor href={file.url ? downloadUrl(file.url) : undefined} download={file.name} aria-label={t('chat.files.saveFile')} c="dimmed">
                <IconDownload size={14} />
              </Anchor>
            </Group>
          </Paper>
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
