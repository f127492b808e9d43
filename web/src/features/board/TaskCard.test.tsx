import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { passesFilters } from './filters';
import { MoveDialog } from './MoveDialog';
import { TaskCard } from './TaskCard';
import type { Board, Tag, Task } from './types';

const task = (overrides: Partial<Task> = {}): Task => ({
  id: 't1',
  board_id: 'b1',
  room_id: 'r1',
  user_created_id: 'u1',
  usersAssignee: [
    { id: 'u1', name: '結日 花子', image: null },
    { id: 'u2', name: '結日 次郎', image: null },
  ],
  name: '決算書を作成する',
  description: null,
  order: 'a0',
  startDate: null,
  endDate: null,
  status: 0,
  files: [
    { file_id: 'f1', name: '試算表.xlsx', size: 2048, type: 'application/vnd.ms-excel', user_upload_name: null, user_upload_id: 'u1', createdAt: '2026-01-01T00:00:00.000Z' },
    { file_id: 'f2', name: '領収書.pdf', size: 4096, type: 'application/pdf', user_upload_name: null, user_upload_id: 'u1', createdAt: '2026-01-01T00:00:00.000Z' },
  ],
  tags: [
    { id: 'g1', name: '至急', color: '#c92a2a' },
    { id: 'g2', name: '確認待ち', color: '#ffe066' },
  ],
  checklistProgress: { done: 0, total: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const roomTag = (id: string, name: string, color: string): Tag => ({ id, name, color, type: 1, room_id: 'r1' });

const board = (id: string, name: string, order: string): Board => ({
  id,
  room_id: 'r1',
  name,
  order,
  labels: [],
  color: null,
  startDate: null,
  endDate: null,
  is_archive: false,
  is_done: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function renderCard(overrides: Partial<Task>, canEdit = true, roomTags?: ReadonlyMap<string, Tag>) {
  const onOpen = vi.fn();
  const onMove = vi.fn();
  renderWithProviders(
    <TaskCard task={task(overrides)} canEdit={canEdit} roomTags={roomTags} onOpen={onOpen} onMove={onMove} />,
    fakeClient(() => ({})).client,
  );
  return { onOpen, onMove, card: screen.getByTestId('task-card'), face: screen.getByTestId('task-open') };
}

describe('TaskCard', () => {
  it('shows the name, the assignees, the attachment count and a due date in the past as overdue', () => {
    // 20:00 UTC on 1 March is 05:00 on 2 March in Tokyo: the card shows Tokyo's day in the app's one format.
    const { card } = renderCard({ endDate: '2020-03-01T20:00:00.000Z' });
    expect(within(card).getByText('決算書を作成する')).toBeTruthy();
    expect(within(card).getByTestId('task-files').textContent).toBe('2');
    const due = within(card).getByTestId('task-due');
    expect(due.getAttribute('data-overdue')).toBe('true');
    expect(due.textContent).toBe('2020/03/02');
  });

  it('is a button named by what it shows, with its tags, due date, attachments and assignees in words', () => {
    renderCard({ endDate: '2020-03-01T20:00:00.000Z' });
    const face = screen.getByRole('button', { name: '決算書を作成する 、タグ: 至急、確認待ち 、期限切れ 2020/03/02 、添付ファイル 2 件 、担当: 結日 花子、結日 次郎' });
    // The menu button is beside the face, not inside it.
    expect(within(face).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: '「決算書を作成する」の操作' })).toBeTruthy();
  });

  it('shows its checklist progress with an icon, named in words, and none without items', () => {
    const { card } = renderCard({ checklistProgress: { done: 2, total: 5 } });
    expect(within(card).getByTestId('task-checklist').textContent).toBe('2/5');
    expect(within(card).getByText('、チェックリスト 2/5 完了')).toBeTruthy();
    expect(screen.getByRole('button', { name: /チェックリスト 2\/5 完了/ })).toBe(screen.getByTestId('task-open'));
  });

  it('has no checklist progress when the task has no checklist items', () => {
    const { card } = renderCard({ checklistProgress: { done: 0, total: 0 } });
    expect(within(card).queryByTestId('task-checklist')).toBeNull();
    expect(within(card).queryByText(/チェックリスト/)).toBeNull();
  });

  it('shows its tags as badges in the tag colour with readable text', () => {
    const { card } = renderCard({});
    const tags = within(card).getByTestId('task-tags');
    const [urgent, waiting] = within(tags).getAllByText(/至急|確認待ち/).map((label) => label.closest('[data-tag-id]') as HTMLElement);
    expect(urgent!.textContent).toBe('至急');
    // A dark red takes white text, a light yellow dark text.
    expect(urgent!.style.background).toBe('rgb(201, 42, 42)');
    expect(urgent!.style.color).toBe('rgb(255, 255, 255)');
    expect(waiting!.style.background).toBe('rgb(255, 224, 102)');
    expect(waiting!.style.color).toBe('rgb(26, 27, 30)');
  });

  it('shows a renamed and recoloured tag as the room has it now', () => {
    const { card } = renderCard({}, true, new Map([['g2', roomTag('g2', '確認中', '#1971c2')]]));
    const tags = within(card).getByTestId('task-tags');
    expect(within(card).getByText('、タグ: 至急、確認中')).toBeTruthy();
    expect((within(tags).getByText('確認中').closest('[data-tag-id]') as HTMLElement).style.background).toBe('rgb(25, 113, 194)');
  });

  it('has no tag row without tags', () => {
    const { card } = renderCard({ tags: [] });
    expect(within(card).queryByTestId('task-tags')).toBeNull();
  });

  it('does not mark a done task or a future due date as overdue', () => {
    renderCard({ endDate: '2020-03-02T00:00:00.000Z', status: 2 });
    expect(screen.getByText(/^、期限 /)).toBeTruthy();
    expect(screen.getByTestId('task-due').getAttribute('data-overdue')).toBeNull();
  });

  // Mantine's menu is slow to open in jsdom on a busy machine.
  it('offers 「移動…」 in its menu and opens the detail on Enter', { timeout: 15_000 }, async () => {
    const user = userEvent.setup();
    const { onMove, onOpen, card, face } = renderCard({});
    face.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(within(card).getByRole('button', { name: '「決算書を作成する」の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '移動…' }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
    // Opening the menu is not opening the card.
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('has no menu for a view-only member', () => {
    const { card } = renderCard({}, false);
    expect(within(card).queryByRole('button', { name: /の操作/ })).toBeNull();
  });
});

describe('passesFilters', () => {
  it('keeps the cards carrying the chosen tag, whatever column they are in', () => {
    const filters = { assignee: null, tag: 'g2', due: null, text: '' };
    expect(passesFilters(task(), filters)).toBe(true);
    expect(passesFilters(task({ tags: [{ id: 'g1', name: '至急', color: '#c92a2a' }] }), filters)).toBe(false);
    expect(passesFilters(task({ tags: [] }), filters)).toBe(false);
  });

  it('finds the searched text in the name or the description, any case, as the server does', () => {
    const filters = { assignee: null, tag: null, due: null, text: 'acme' };
    expect(passesFilters(task({ name: 'ACME 見積書' }), filters)).toBe(true);
    expect(passesFilters(task({ name: '見積書', description: '取引先 Acme に送る' }), filters)).toBe(true);
    expect(passesFilters(task({ name: '見積書', description: null }), filters)).toBe(false);
  });
});

describe('MoveDialog (移動…)', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('moves the task to the chosen board and position', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const columns: Record<string, { id: string; name: string }[]> = {
      b1: [{ id: 't1', name: '決算書を作成する' }],
      b2: [
        { id: 't2', name: '請求書を送る' },
        { id: 't3', name: '議事録をまとめる' },
      ],
    };
    renderWithProviders(
      <MoveDialog task={task()} boards={[board('b1', '未着手', 'a0'), board('b2', '進行中', 'a1')]} columnNames={(id) => columns[id] ?? []} onClose={vi.fn()} onMove={onMove} />,
      fakeClient(() => ({})).client,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: '移動先のボード' }), '進行中');
    await user.selectOptions(screen.getByRole('combobox', { name: '位置' }), '3番目（「議事録をまとめる」の後ろ）');
    await user.click(screen.getByRole('button', { name: '移動する' }));
    expect(onMove).toHaveBeenCalledWith('t1', 'b2', 2);
  });
});
