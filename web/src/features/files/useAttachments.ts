import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredFile } from './types';
import { UploadError, uploadFile, type Upload } from './upload';

export interface Attachment {
  key: string;
  name: string;
  size: number;
  /** The file itself: one the server could not be reached for goes with the message as it is (送信待ち). */
  file: File;
  /** 0 to 1. */
  progress: number;
  /** waiting: the server could not be reached; the message's queue uploads it when it is back. */
  status: 'uploading' | 'done' | 'failed' | 'waiting';
  stored: StoredFile | null;
  error: string | null;
}

let counter = 0;

/** An upload that never reached the server, or met it unable to answer (restarting, overloaded). */
function unreachable(error: Error): boolean {
  return error instanceof UploadError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
}

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
        setAttachments((current) => [...current, { key, name: file.name, size: file.size, file, progress: 0, status: 'uploading', stored: null, error: null }]);
        const upload = uploadFile({ roomId, file, onProgress: (progress) => patch(key, { progress }) });
        uploads.current.set(key, upload);
        upload.done.then(
          (stored) => patch(key, { status: 'done', stored, progress: 1 }),
          (error: Error) =>
            // No answer, or the server's own trouble: not a refusal of this file.
            unreachable(error) ? patch(key, { status: 'waiting', progress: 0 }) : patch(key, { status: 'failed', error: error.message }),
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
  /** What goes with the message, in the order attached: the stored files and those waiting for the server. */
  const outgoing = attachments.filter((a) => (a.status === 'done' && a.stored) || a.status === 'waiting');
  return { attachments, ready, outgoing, uploading, add, remove, clear };
}
