import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { TrelloImportDialog } from './TrelloImportDialog';

const counts = (values: Record<string, number> = {}) => ({ columns: 0, tasks: 0, comments: 0, alreadyImported: 0, ...values });
const job = (values: Record<string, unknown>) => ({
  id: 'job-1',
  kind: 'trello',
  room_id: 'room-1',
  state: 'running',
  file_name: 'board.json',
  report: { counts: counts(), rooms: [], columns: [], unmapped: [], steps: 22 },
  done: 11,
  total: 22,
  counts: counts({ columns: 5, tasks: 2 }),
  error: null,
  createdAt: '2026-11-29T01:00:00.000Z',
  finishedAt: null,
  ...values,
});

describe('TrelloImportDialog', () => {
  it("follows the room's running import to its end, then says so and lets the board read its new columns", async () => {
    let reads = 0;
    const { client, calls } = fakeClient((operation) => {
      if (operation !== 'ImportJobs') return {};
      reads += 1;
      return { data: { listImportJobs: [reads === 1 ? job({}) : job({ state: 'done', done: 22, counts: counts({ columns: 5, tasks: 6, comments: 3 }) })] } };
    });
    const onImported = vi.fn();
    renderWithProviders(<TrelloImportDialog roomId="room-1" opened onClose={() => undefined} onImported={onImported} />, client);
    const dialog = await screen.findByRole('dialog', { name: 'Trelloから取り込む' });
    expect(within(dialog).getByText('これまでに 列 5件・タスク 2件')).toBeTruthy();
    expect(calls.find((c) => c.kind === 'query')?.variables).toEqual({ room_id: 'room-1' });
    await within(dialog).findByText('取り込みが完了しました。ボードに列とタスクが追加されています。', {}, { timeout: 5_000 });
    expect(within(dialog).getByText('列 5件・タスク 6件・コメント 3件（取り込み済みで作成しなかった項目 0件）')).toBeTruthy();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
  });
});
