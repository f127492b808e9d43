import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { Composer } from './Composer';

const members = [
  { id: 'u2', name: '結日 次郎', image: null },
  { id: 'u3', name: '結日 三郎', image: null },
];

function renderComposer(overrides: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSubmit = vi.fn();
  const onDraft = vi.fn();
  const { client } = fakeClient(() => ({}));
  renderWithProviders(
    <Composer initialText="" members={members} mode="new" contextLabel={null} onCancelContext={vi.fn()} onSubmit={onSubmit} onDraft={onDraft} {...overrides} />,
    client,
  );
  return { onSubmit, onDraft, box: screen.getByLabelText('メッセージ') as HTMLTextAreaElement };
}

describe('Composer', () => {
  beforeEach(() => localStorage.clear());

  it('sends on Enter, breaks the line on Shift+Enter, and empties the box', async () => {
    const { onSubmit, box } = renderComposer();
    await userEvent.type(box, 'こんにちは{Shift>}{Enter}{/Shift}二行目');
    expect(box.value).toBe('こんにちは\n二行目');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ content: 'こんにちは\n二行目', to_user_id: null, is_to_all: false });
    expect(box.value).toBe('');
  });

  it('does not send while an IME is composing, nor an empty message', async () => {
    const { onSubmit, box } = renderComposer();
    await userEvent.type(box, 'かな');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends with Ctrl+Enter once Enter is switched to a line break', async () => {
    const { onSubmit, box } = renderComposer();
    await userEvent.click(screen.getByLabelText('Enter で送信'));
    await userEvent.type(box, '一行目{Enter}二行目');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, '{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith({ content: '一行目\n二行目', to_user_id: null, is_to_all: false });
    expect(localStorage.getItem('musubi.enterSends')).toBe('0');
  });

  it('opens the To picker on "@" and addresses the chosen member or everyone', async () => {
    const { onSubmit, box } = renderComposer();
    await userEvent.type(box, '@');
    await userEvent.click(await screen.findByRole('option', { name: '結日 三郎', hidden: true }));
    expect(box.value).toBe('');
    expect(screen.getByText(/宛先: 結日 三郎/)).toBeTruthy();
    await userEvent.type(box, '確認お願いします{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ content: '確認お願いします', to_user_id: 'u3', is_to_all: false });

    await userEvent.type(box, '@');
    await userEvent.click(await screen.findByRole('option', { name: 'TO ALL（全員）', hidden: true }));
    await userEvent.type(box, '全員へ{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ content: '全員へ', to_user_id: null, is_to_all: true });
  });

  it('reports the draft after typing pauses and clears it on send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { onDraft, box } = renderComposer({ initialText: '前回の下書き' });
      expect(box.value).toBe('前回の下書き');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(box, 'です');
      expect(onDraft).not.toHaveBeenCalled();
      vi.advanceTimersByTime(700);
      expect(onDraft).toHaveBeenCalledWith('前回の下書きです');
      await user.type(box, '{Enter}');
      expect(onDraft).toHaveBeenLastCalledWith('');
    } finally {
      vi.useRealTimers();
    }
  });
});
