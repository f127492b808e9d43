import { ActionIcon, Button, Center, Group, Image, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from '../../i18n';
import type { StoredFile } from './types';

/** How far a finger must travel sideways to move to the next image. */
const SWIPE_PX = 50;

/** The download link of a file that would otherwise open in the browser. */
export const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

const ViewerContext = createContext<((fileId: string) => void) | null>(null);

/** Opens the viewer at an image; null outside a room's timeline (the image then opens in a tab). */
export const useImageViewer = () => useContext(ViewerContext);

/**
 * The room's images in one viewer: the arrow keys and a swipe move between them, in the timeline's order, and a
 * button downloads the one shown.
 */
export function ImageViewerProvider({ images, children }: { images: StoredFile[]; children: ReactNode }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const index = openId ? images.findIndex((f) => f.id === openId) : -1;
  const file = index >= 0 ? images[index]! : null;
  const touchStart = useRef<number | null>(null);

  const move = useCallback(
    (step: number) => {
      if (index < 0) return;
      const next = images[index + step];
      if (next) setOpenId(next.id);
    },
    [images, index],
  );

  const open = useMemo(() => (fileId: string) => setOpenId(fileId), []);

  const swipeEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? 1 : -1);
  };

  return (
    <ViewerContext.Provider value={open}>
      {children}
      <Modal
        opened={file !== null}
        onClose={() => setOpenId(null)}
        size="auto"
        centered
        title={file?.name}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
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
              <ActionIcon variant="default" size="lg" aria-label={t('chat.files.previous')} disabled={index <= 0} onClick={() => move(-1)}>
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
                <ActionIcon variant="default" size="lg" aria-label={t('chat.files.next')} disabled={index >= images.length - 1} onClick={() => move(1)}>
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </div>
        )}
      </Modal>
    </ViewerContext.Provider>
  );
}
