import type { StoredFile } from './types';
import { messages } from '../../i18n';

export interface UploadRequest {
  roomId: string;
  file: File;
  /** 0 to 1, as the bytes leave the browser. */
  onProgress(fraction: number): void;
}

export interface Upload {
  done: Promise<StoredFile>;
  abort(): void;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function serverMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ message?: string }> };
    return parsed.errors?.[0]?.message ?? null;
  } catch {
    return null;
  }
}

/**
 * Sends one file to POST /api/files. XMLHttpRequest rather than fetch: only it reports upload progress.
 * The answer is the stored file (201); a refusal rejects with the server's Japanese message.
 */
export function uploadFile({ roomId, file, onProgress }: UploadRequest): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<StoredFile>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as StoredFile);
      } else {
        reject(new UploadError(serverMessage(request.responseText) ?? messages().genericError, request.status));
      }
    };
    request.onerror = () => reject(new UploadError(messages().genericError, 0));
    request.onabort = () => reject(new UploadError(messages().genericError, 0));
  });
  const form = new FormData();
  // Fields first: the server reads them before the file part.
  form.append('room_id', roomId);
  form.append('file', file, file.name);
  request.open('POST', '/api/files');
  request.withCredentials = true;
  request.send(form);
  return { done, abort: () => request.abort() };
}
