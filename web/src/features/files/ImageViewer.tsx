import { createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { OpenedOnce } from '../../components/OpenedOnce';
import type { StoredFile } from './types';

// The dialog and its buttons load when someone first opens an image.
const ImageViewerDialog = lazy(() => import('./ImageViewerDialog').then((m) => ({ default: m.ImageViewerDialog })));

const ViewerContext = createContext<((fileId: string) => void) | null>(null);

/** Opens the viewer at an image; null outside a room's timeline (the image then opens in a tab). */
export const useImageViewer = () => useContext(ViewerContext);

/**
 * The room's images in one viewer: the arrow keys and a swipe move between them, in the timeline's order, and a
 * button downloads the one shown.
 */
export function ImageViewerProvider({ images, children }: { images: StoredFile[]; children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const index = openId ? images.findIndex((f) => f.id === openId) : -1;
  const file = index >= 0 ? images[index]! : null;

  const move = useCallback(
    (step: number) => {
      if (index < 0) return;
      const next = images[index + step];
      if (next) setOpenId(next.id);
    },
    [images, index],
  );

  const open = useMemo(() => (fileId: string) => setOpenId(fileId), []);

  return (
    <ViewerContext.Provider value={open}>
      {children}
      <OpenedOnce opened={file !== null}>
        <ImageViewerDialog images={images} index={index} onMove={move} onClose={() => setOpenId(null)} />
      </OpenedOnce>
    </ViewerContext.Provider>
  );
}
