import { messages } from '../../i18n';

/** What POST /api/imports/slack answers: the planned job's id, or the server's message. */
export async function uploadSlackExport(file: File): Promise<{ id: string } | { error: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await fetch('/api/imports/slack', { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await response.json().catch(() => null)) as { id?: string; errors?: Array<{ message?: string }> } | null;
    if (response.status === 201 && body?.id) return { id: body.id };
    return { error: body?.errors?.[0]?.message ?? messages().genericError };
  } catch {
    return { error: messages().genericError };
  }
}
