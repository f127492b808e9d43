import { MESSAGES } from '@musubi/shared/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../../test/render';
import { AddTask } from './AddTask';

function renderAddTask() {
  const onCreateTask = vi.fn(async () => true);
  renderWithProviders(<AddTask boardId="b1" onCreateTask={onCreateTask} />, fakeClient(() => ({})).client);
  return onCreateTask;
}

describe('adding a task to a column', () => {
  it.each(['', '　 '])('says the spec message for an empty name (%j) and sends nothing', async (typed) => {
    const user = userEvent.setup();
    const onCreateTask = renderAddTask();
    await user.click(screen.getByRole('button', { name: 'タスクを追加' }));
    const field = screen.getByRole('textbox', { name: 'タスク名（Enter で追加）' });
    if (typed) await user.type(field, typed);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.requiredTask)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onCreateTask).not.toHaveBeenCalled();

    // Typing clears the message, and a name is sent trimmed.
    await user.clear(field);
    await user.type(field, ' 見積書を送る {Enter}');
    expect(screen.queryByText(MESSAGES.requiredTask)).toBeNull();
    await waitFor(() => expect(onCreateTask).toHaveBeenCalledWith('b1', '見積書を送る'));
  });
});
