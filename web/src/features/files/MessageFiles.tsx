import { Anchor, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { downloadUrl } from './downloadUrl';
import { useImageViewer } from './ImageViewer';
import { formatBytes, type StoredFile } from './types';

/** The largest box a preview is shown in; the server's thumbnails are never smaller than it. */
const PREVIEW_BOX = { width: 280, height: 200 };

/** The preview's size on screen: the image fitted into the box, never enlarged. Unknown for older uploads. */
export function previewSize(file: Pick<StoredFile, 'width' | 'height'>): { width: number; height: number } | null {
  if (!file.width || !file.height) return null;
  const scale = Math.min(1, PREVIEW_BOX.width / file.width, PREVIEW_BOX.height / file.height);
  return { width: Math.max(1, Math.round(file.width * scale)), height: Math.max(1, Math.round(file.height * scale)) };
}

/**
 * An image's thumbnail, decoded off the main thread. With the image's size known its place is kept before it
 * arrives; the newest message's load at once and first, the others as they near the screen.
 */
function Preview({ file, newest }: { file: StoredFile; newest: boolean }) {
  const size = previewSize(file);
  const priority = newest ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  return size ? (
    <Image src={file.thumbnailUrl} alt={file.name} width={size.width} height={size.height} w={size.width} h={size.height} maw="100%" fit="contain" radius="sm" decoding="async" {...priority} data-testid="file-preview" />
  ) : (
    <Image src={file.thumbnailUrl} alt={file.name} mah={PREVIEW_BOX.height} maw={PREVIEW_BOX.width} fit="contain" radius="sm" decoding="async" {...priority} data-testid="file-preview" />
  );
}

/**
 * A message's attachments: images as their server-made thumbnails, opening the room's image viewer; PDFs opening in
 * the browser's viewer in a new tab; anything else as a download. `newest`: the message is the room's latest.
 */
export function MessageFiles({ files, newest = false }: { files: StoredFile[]; newest?: boolean }) {
  const { t } = useTranslation();
  const openViewer = useImageViewer();
  if (files.length === 0) return null;
  return (
    <Stack gap={4} data-testid="message-files">
      {files.map((file) =>
        file.thumbnailUrl && openViewer ? (
          <UnstyledButton key={file.id} onClick={() => openViewer(file.id)} w="fit-content" aria-label={t('chat.files.view', { name: file.name })}>
            <Preview file={file} newest={newest} />
          </UnstyledButton>
        ) : file.thumbnailUrl ? (
          <Anchor key={file.id} href={file.url ?? undefined} target="_blank" rel="noopener noreferrer" w="fit-content" aria-label={t('chat.files.download', { name: file.name })}>
            <Preview file={file} newest={newest} />
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
