import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../../test/render';
import { Composer } from './Composer';
import { mentionBeforeCaret } from './mentions';
import type { DraftVersion } from '../useDraft';

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

  it('opens the To picker on an "@" typed before the room\'s members came, once they come', async () => {
    let arrive = () => {};
    function MembersOnTheirWay() {
      const [list, setList] = useState<typeof members>([]);
      arrive = () => setList(members);
      return <Composer initialText="" members={list} mode="new" contextLabel={null} onCancelContext={vi.fn()} onSubmit={vi.fn()} onDraft={vi.fn()} />;
    }
    renderWithProviders(<MembersOnTheirWay />, fakeClient(() => ({})).client);
    const box = screen.getByLabelText('メッセージ');
    await userEvent.type(box, '@');
    expect(box.hasAttribute('data-expanded')).toBe(false);
    act(() => arrive());
    await vi.waitFor(() => expect(box.getAttribute('data-expanded')).toBe('true'));
    expect(screen.getByRole('option', { name: '結日 三郎', hidden: true })).toBeTruthy();
  });

  it('opens the picker on the IME\'s full-width "＠", filters by the name typed after it and leaves neither behind', async () => {
    const { onSubmit, box } = renderComposer();
    await userEvent.type(box, 'お疲れさまです ＠三');
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['結日 三郎']);
    await userEvent.click(options[0]!);
    expect(box.value).toBe('お疲れさまです ');
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ content: 'お疲れさまです', to_user_id: 'u3', is_to_all: false });
  });

  it('opens the picker from the TO button, and TO ALL leaves no "@" in the message', async () => {
    const { onSubmit, box } = renderComposer();
    await userEvent.type(box, '全員確認');
    await userEvent.click(screen.getByRole('button', { name: 'TO（宛先を選ぶ）' }));
    await userEvent.click(await screen.findByRole('option', { name: 'TO ALL（全員）', hidden: true }));
    await userEvent.type(box, '@');
    await userEvent.click(await screen.findByRole('option', { name: 'TO ALL（全員）', hidden: true }));
    expect(box.value).toBe('全員確認');
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ content: '全員確認', to_user_id: null, is_to_all: true });
  });

  it('never sends on the Enter that confirms a conversion, in Safari\'s order too', async () => {
    const { onSubmit, box } = renderComposer();
    await userEvent.type(box, 'かいぎ');
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true, keyCode: 229 });
    // Safari: the composition ends first, then the Enter arrives with keyCode 229.
    fireEvent.compositionEnd(box);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(onSubmit).toHaveBeenCalledWith({ content: 'かいぎ', to_user_id: null, is_to_all: false });
  });

  it('finds a mention before the caret but not in an e-mail address', () => {
    expect(mentionBeforeCaret('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionBeforeCaret('田中さん＠次', 6)).toEqual({ start: 4, query: '次' });
    expect(mentionBeforeCaret('a@example.com', 13)).toBeNull();
    expect(mentionBeforeCaret('@次郎 さん', 6)).toBeNull();
  });
});

/** The composer with the draft it is given controlled from the test, as the server's answers and echoes arrive. */
function renderWithDraft(first: DraftVersion | null) {
  let setDraft: (draft: DraftVersion | null) => void = () => undefined;
  const saves: Array<{ text: string; answer(): void }> = [];
  const onSubmit = vi.fn();
  function Harness() {
    const [draft, set] = useState(first);
    setDraft = set;
    return (
      <Composer
        draft={draft}
        members={members}
        mode="new"
        contextLabel={null}
        onCancelContext={vi.fn()}
        onSubmit={onSubmit}
        onDraft={(text) => new Promise<void>((resolve) => saves.push({ text, answer: resolve }))}
      />
    );
  }
  const { client } = fakeClient(() => ({}));
  renderWithProviders(<Harness />, client);
  return {
    box: screen.getByLabelText('メッセージ') as HTMLTextAreaElement,
    saves,
    onSubmit,
    serverSays: (draft: DraftVersion) => act(() => setDraft(draft)),
  };
}

describe('Composer drafts', () => {
  beforeEach(() => localStorage.clear());

  const typeAndPause = async (box: HTMLElement, text: string) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box, text);
    act(() => {
      vi.advanceTimersByTime(700);
    });
  };

  it('shows the saved draft, saves after typing pauses, and clears it when the box is emptied', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { box, saves, serverSays } = renderWithDraft(null);
      await serverSays({ text: '前回の下書き', version: 3 });
      expect(box.value).toBe('前回の下書き');
      await typeAndPause(box, 'です');
      expect(saves.map((s) => s.text)).toEqual(['前回の下書きです']);
      await act(async () => saves[0]!.answer());
      await serverSays({ text: '前回の下書きです', version: 4 });
      await userEvent.clear(box);
      act(() => {
        vi.advanceTimersByTime(700);
      });
      expect(saves.map((s) => s.text)).toEqual(['前回の下書きです', '']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what was typed since when a save is answered late, and takes no stale draft after sending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { box, saves, serverSays, onSubmit } = renderWithDraft({ text: '', version: 0 });
      await typeAndPause(box, '会議は');
      await typeAndPause(box, '10時から');
      // The first save's answer and echo come back after the user typed on.
      await serverSays({ text: '会議は', version: 1 });
      await act(async () => saves[0]!.answer());
      expect(box.value).toBe('会議は10時から');
      // Sent while the second save is still out: its late answer does not bring the text back.
      fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
      expect(onSubmit).toHaveBeenCalledWith({ content: '会議は10時から', to_user_id: null, is_to_all: false });
      await serverSays({ text: '会議は10時から', version: 2 });
      await act(async () => saves[1]!.answer());
      expect(box.value).toBe('');
      expect(saves.map((s) => s.text)).toEqual(['会議は', '会議は10時から', '']);
      await serverSays({ text: '', version: 3 });
      await act(async () => saves[2]!.answer());
      expect(box.value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows another device: a newer draft replaces an untouched box, and sending there empties it here', async () => {
    const { box, serverSays } = renderWithDraft({ text: '', version: 0 });
    await serverSays({ text: '別の端末で書いた', version: 5 });
    expect(box.value).toBe('別の端末で書いた');
    await serverSays({ text: '', version: 6 });
    expect(box.value).toBe('');
    // An older echo arriving late changes nothing.
    await serverSays({ text: '別の端末で書いた', version: 5 });
    expect(box.value).toBe('');
  });
});
