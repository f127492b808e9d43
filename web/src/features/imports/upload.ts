import type { ImportSource } from '@musubi/shared/client';
import { messages } from '../../i18n';

/** What POST /api/imports/<source> answers: the planned job's id, or the server's message. A Trello board goes into `roomId`. */
export async function uploadExport(source: ImportSource, file: File, roomId: string | null): Promise<{ id: string } | { error: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = roomId ? `?room_id=${encodeURIComponent(roomId)}` : '';
  try {
    const response = await fetch(`/api/imports/${source}${query}`, { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await response.json().catch(() => null)) as { id?: string; errors?: Array<{ message?: string }> } | null;
    if (response.status === 201 && body?.id) return { id: body.id };
    return { error: body?.errors?.[0]?.message ?? messages().genericError };
  } catch {
    return { error: messages().genericError };
  }
}
