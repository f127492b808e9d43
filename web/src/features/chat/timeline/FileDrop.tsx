import { Center, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from '../../../i18n';

/** Files dragged onto the room become its attachments, where the viewer may post. */
export function useFileDrop(canPost: boolean, add: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!canPost || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setDragging(false);
      if (!canPost || event.dataTransfer.files.length === 0) return;
      event.preventDefault();
      add([...event.dataTransfer.files]);
    },
  };
  return { dragging, handlers };
}

/** Over the room while files are dragged onto it. */
export function DropHint() {
  const { t } = useTranslation();
  return (
    <Center
      pos="absolute"
      inset={0}
      style={{ zIndex: 10, pointerEvents: 'none', border: '2px dashed var(--mantine-color-blue-5)', borderRadius: 8, background: 'var(--mantine-color-blue-light)' }}
    >
      <Text fw={700}>{t('chat.files.dropHere')}</Text>
    </Center>
  );
}
