import { ActionIcon, Button, Center, Group, Image, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useRef, type TouchEvent } from 'react';
import { useTranslation } from '../../i18n';
import { downloadUrl } from './downloadUrl';
import type { StoredFile } from './types';

/** How far a finger must travel sideways to move to the next image. */
const SWIPE_PX = 50;

/** The image at `index` of the room's images, with buttons, the arrow keys and a swipe to move between them. */
export function ImageViewerDialog({ images, index, onMove, onClose }: { images: StoredFile[]; index: number; onMove(step: number): void; onClose(): void }) {
  const { t } = useTranslation();
  const file = index >= 0 ? images[index]! : null;
  const touchStart = useRef<number | null>(null);

  const swipeEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    onMove(end < start ? 1 : -1);
  };

  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      size="auto"
      centered
      title={file?.name}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') onMove(1);
        if (event.key === 'ArrowLeft') onMove(-1);
      }}
    >
      {file && (
        <div
          data-testid="image-viewer"
          onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
          onTouchEnd={swipeEnd}
        >
          <Center>
            <Image src={file.url ?? undefined} alt={file.name} mah="75vh" maw="90vw" fit="contain" />
          </Center>
          <Group justify="space-between" mt="sm" wrap="nowrap">
            <ActionIcon variant="default" size="lg" aria-label={t('chat.files.previous')} disabled={index <= 0} onClick={() => onMove(-1)}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Text size="sm" c="dimmed" data-testid="image-viewer-position">
              {t('chat.files.position', { index: String(index + 1), count: String(images.length) })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                component="a"
                href={file.url ? downloadUrl(file.url) : undefined}
                download={file.name}
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} />}
              >
                {t('chat.files.saveFile')}
              </Button>
              <ActionIcon variant="default" size="lg" aria-label={t('chat.files.next')} disabled={index >= images.length - 1} onClick={() => onMove(1)}>
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </div>
      )}
    </Modal>
  );
}
