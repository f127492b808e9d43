import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { Composer } from '../chat/composer/Composer';
import { AttachmentTray } from './AttachmentTray';
import { useAttachments } from './useAttachments';

/** Stands in for the browser's XMLHttpRequest so the test drives the upload's progress and answer. */
class FakeRequest {
  static last: FakeRequest | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

function Harness({ onSubmit, onOutgoing }: { onSubmit(ids: string[], content: string): void; onOutgoing?(files: unknown[]): void }) {
  const attachments = useAttachments('room-1');
  return (
    <Composer
      initialText=""
      members={[]}
      mode="new"
      contextLabel={null}
      onCancelContext={() => undefined}
      onDraft={() => undefined}
      onSubmit={(value) => {
        onSubmit(attachments.ready.map((f) => f.id), value.content);
        onOutgoing?.(attachments.outgoing.map((a) => ({ name: a.name, stored: a.stored, file: a.file })));
      }}
      onFiles={attachments.add}
      attachments={<AttachmentTray attachments={attachments.attachments} onRemove={attachments.remove} />}
      hasAttachments={attachments.outgoing.length > 0}
      uploading={attachments.uploading}
    />
  );
}

const image = () => new File([new Uint8Array(2048)], '決算書.png', { type: 'image/png' });

describe('composer attachments', () => {
  beforeEach(() => {
    FakeRequest.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a chosen file with its progress and sends its id only once it is stored', async () => {
    const onSubmit = vi.fn();
    const { client } = fakeClient(() => ({}));
    const { container } = renderWithProviders(<Harness onSubmit={onSubmit} />, client);
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, image());

    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/files');
    expect(request.body?.get('room_id')).toBe('room-1');
    expect((request.body?.get('file') as File).name).toBe('決算書.png');

    const bar = () => screen.getByRole('progressbar');
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    request.progress(1024, 2048);
    expect(bar().getAttribute('aria-valuenow')).toBe('50');

    // Still uploading: the send button holds the message back.
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(onSubmit).not.toHaveBeenCalled();

    request.answer(201, { id: 'file-1', name: '決算書.png', size: 2048, type: 'image/png', room_id: 'room-1', message_id: null, user_created_id: 'u1', url: '/x', thumbnailUrl: '/t', createdAt: '2025-01-01T00:00:00Z' });
    await waitFor(() => expect(screen.getByTestId('attachment').getAttribute('data-status')).toBe('done'));
    expect(bar().getAttribute('aria-valuenow')).toBe('100');

    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(onSubmit).toHaveBeenCalledWith(['file-1'], '');
  });

  it('shows the server message when the upload is refused and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { client } = fakeClient(() => ({}));
    const { container } = renderWithProviders(<Harness onSubmit={onSubmit} />, client);
    await userEvent.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, image());
    FakeRequest.last!.answer(413, { errors: [{ message: 'ファイルの容量が上限を超えています。', extensions: { code: 'LIMIT_EXCEEDED' } }] });
    expect((await screen.findByRole('alert')).textContent).toBe('ファイルの容量が上限を超えています。');
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a file the server could not be reached for, to go with the message once it is back', async () => {
    const onOutgoing = vi.fn();
    const { client } = fakeClient(() => ({}));
    const { container } = renderWithProviders(<Harness onSubmit={vi.fn()} onOutgoing={onOutgoing} />, client);
    await userEvent.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, image());
    act(() => FakeRequest.last!.onerror?.());
    await waitFor(() => expect(screen.getByTestId('attachment').getAttribute('data-status')).toBe('waiting'));
    expect(screen.getByTestId('attachment').textContent).toContain('送信待ち');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(onOutgoing).toHaveBeenCalledWith([{ name: '決算書.png', stored: null, file: expect.any(File) }]);
  });

  it('attaches a pasted image', async () => {
    const { client } = fakeClient(() => ({}));
    renderWithProviders(<Harness onSubmit={vi.fn()} />, client);
    fireEvent.paste(screen.getByLabelText('メッセージ'), { clipboardData: { files: [image()] } });
    expect(FakeRequest.last).not.toBeNull();
    expect(screen.getByTestId('attachment').textContent).toContain('決算書.png');
  });
});
