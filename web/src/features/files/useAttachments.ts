import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredFile } from './types';
import { uploadFile, type Upload } from './upload';

export interface Attachment {
  key: string;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  stored: StoredFile | null;
  error: string | null;
}

let counter = 0;

/**
 * The files being attached to the next message of a room: each uploads at once (so sending is quick) with its
 * progress; the message then carries the ids of the finished ones.
 */
export function useAttachments(roomId: string) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const uploads = useRef(new Map<string, Upload>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.abort();
      running.clear();
    };
  }, [roomId]);

  const patch = (key: string, change: Partial<Attachment>) =>
    setAttachments((current) => current.map((a) => (a.key === key ? { ...a, ...change } : a)));

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        counter += 1;
        const key = `${counter}-${file.name}`;
        setAttachments((current) => [...current, { key, name: file.name, size: file.size, progress: 0, status: 'uploading', stored: null, error: null }]);
        const upload = uploadFile({ roomId, file, onProgress: (progress) => patch(key, { progress }) });
        uploads.current.set(key, upload);
        upload.done.then(
          (stored) => patch(key, { status: 'done', stored, progress: 1 }),
          (error: Error) => patch(key, { status: 'failed', error: error.message }),
        );
        void upload.done.finally(() => uploads.current.delete(key)).catch(() => undefined);
      }
    },
    [roomId],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setAttachments((current) => current.filter((a) => a.key !== key));
  }, []);

  const clear = useCallback(() => setAttachments([]), []);

  const ready = attachments.filter((a) => a.status === 'done' && a.stored).map((a) => a.stored!);
  const uploading = attachments.some((a) => a.status === 'uploading');
  return { attachments, ready, uploading, add, remove, clear };
}
