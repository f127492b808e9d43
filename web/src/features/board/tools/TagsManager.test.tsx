import { MESSAGES } from '@musubi/shared/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../../test/render';
import { TagsManager } from './TagsManager';
import type { Tag } from '../types';

const urgent = { id: 'g1', name: '至急', color: '#c92a2a', type: 1, room_id: 'r1' } as Tag;

function renderTags() {
  const sent: Array<{ operation: string; input: Record<string, unknown> }> = [];
  const { client } = fakeClient((operation, variables) => {
    const input = variables.input as Record<string, unknown>;
    sent.push({ operation, input });
    if (operation === 'BoardCreateTag') return { data: { createTag: { ...urgent, id: 'g2', ...input } } };
    if (operation === 'BoardUpdateTag') return { data: { updateTag: { ...urgent, ...input } } };
    return {};
  });
  renderWithProviders(<TagsManager roomId="r1" opened tags={[urgent]} onClose={vi.fn()} onChanged={vi.fn()} onDeleted={vi.fn()} />, client);
  return sent;
}

describe('TagsManager colours', () => {
  it.each(['#12345', 'red'])('refuses the new tag colour %s with the spec message and sends nothing', async (typed) => {
    const user = userEvent.setup();
    const sent = renderTags();
    const color = screen.getByRole('textbox', { name: '色' });
    fireEvent.change(color, { target: { value: typed } });
    await user.type(screen.getByLabelText('新しいタグ'), '確認待ち');
    await user.click(screen.getByRole('button', { name: '追加' }));
    expect(await screen.findByText(MESSAGES.color)).toBeTruthy();
    expect((color as HTMLInputElement).value).toBe(typed);
    expect(sent).toEqual([]);
  });

  it('adds a tag in a valid colour', async () => {
    const user = userEvent.setup();
    const sent = renderTags();
    fireEvent.change(screen.getByRole('textbox', { name: '色' }), { target: { value: '#40c057' } });
    await user.type(screen.getByLabelText('新しいタグ'), '確認待ち');
    await user.click(screen.getByRole('button', { name: '追加' }));
    await waitFor(() => expect(sent).toEqual([{ operation: 'BoardCreateTag', input: { room_id: 'r1', name: '確認待ち', color: '#40c057' } }]));
    expect(screen.queryByText(MESSAGES.color)).toBeNull();
  });

  it("keeps an existing tag's mistyped colour as typed, with the message, and saves a valid one", async () => {
    const sent = renderTags();
    const color = screen.getByLabelText('「至急」の色') as HTMLInputElement;
    fireEvent.focus(color);
    fireEvent.change(color, { target: { value: '#12345' } });
    fireEvent.blur(color);
    expect(await screen.findByText(MESSAGES.color)).toBeTruthy();
    expect(color.value).toBe('#12345');
    expect(sent).toEqual([]);

    fireEvent.focus(color);
    fireEvent.change(color, { target: { value: '#1971c2' } });
    fireEvent.blur(color);
    await waitFor(() => expect(sent).toEqual([{ operation: 'BoardUpdateTag', input: { id: 'g1', color: '#1971c2' } }]));
    expect(screen.queryByText(MESSAGES.color)).toBeNull();
  });
});
