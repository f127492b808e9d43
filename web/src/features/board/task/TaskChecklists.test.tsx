import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testTask } from '../../../test/fixtures';
import { fakeClient, renderWithProviders } from '../../../test/render';
import type { Checklist, ChecklistItem, Member } from '../types';
import { TaskChecklists } from './TaskChecklists';

const task = testTask({ id: 't1', board_id: 'b1', order: 'a0', updatedAt: '2026-11-01T00:00:00.000Z' });
const members = [
  { id: 'm1', user_id: 'u1', room_id: 'r1', role: 2, user: { id: 'u1', name: '結日 花子', image: null } },
  { id: 'm2', user_id: 'u2', room_id: 'r1', role: 1, user: { id: 'u2', name: '結日 次郎', image: null } },
] as unknown as Member[];

/** A server holding one task's checklists: it answers the read and each change as the API does, the task with them. */
function renderChecklists(initial: Checklist[], canEdit = true) {
  let checklists = structuredClone(initial);
  let version = 0;
  const changes: Array<[string, Record<string, unknown>]> = [];
  const answer = () => {
    version += 1;
    const total = checklists.flatMap((c) => c.items).length;
    const done = checklists.flatMap((c) => c.items).filter((i) => i.is_done).length;
    return { ...task, updatedAt: `2026-11-01T00:00:0${version}.000Z`, checklistProgress: { done, total }, checklists };
  };
  const onSaved = vi.fn();
  const { client } = fakeClient((operation, variables) => {
    if (operation === 'BoardTaskChecklists') return { data: { getTaskDetail: { id: task.id, updatedAt: task.updatedAt, checklists } } };
    const input = variables.input as { id: string; name: string; checklist_id: string };
    changes.push([operation, input]);
    if (operation === 'BoardCreateChecklist') {
      checklists = [...checklists, { id: `c${checklists.length + 1}`, name: input.name, items: [] }];
      return { data: { createTaskChecklist: answer() } };
    }
    if (operation === 'BoardCreateChecklistItem') {
      checklists = checklists.map((c) =>
        c.id === input.checklist_id ? { ...c, items: [...c.items, { id: `${c.id}-i${c.items.length + 1}`, name: input.name, is_done: false, user_assignee_id: null }] } : c,
      );
      return { data: { createChecklistItem: answer() } };
    }
    if (operation === 'BoardUpdateChecklistItem') {
      checklists = checklists.map((c) => ({ ...c, items: c.items.map((i) => (i.id === input.id ? { ...i, ...(variables.input as Partial<ChecklistItem>) } : i)) }));
      return { data: { updateChecklistItem: answer() } };
    }
    if (operation === 'BoardMoveChecklistItem') {
      checklists = checklists.map((c) => ({ ...c, items: [...c.items].reverse() }));
      return { data: { moveChecklistItem: answer() } };
    }
    return {};
  });
  renderWithProviders(<TaskChecklists task={task} members={members} canEdit={canEdit} onSaved={onSaved} />, client);
  return { changes, onSaved };
}

const twoItems: Checklist[] = [
  {
    id: 'c1',
    name: '準備',
    items: [
      { id: 'c1-i1', name: '資料を集める', is_done: true, user_assignee_id: 'u2' },
      { id: 'c1-i2', name: '会議室を取る', is_done: false, user_assignee_id: null },
    ],
  },
];

describe('TaskChecklists', () => {
  it('says there are none once read, then adds a checklist and two items with Enter and ticks one', async () => {
    const { changes, onSaved } = renderChecklists([]);
    expect(await screen.findByText('チェックリストはありません。')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'チェックリスト名' }), '準備{Enter}');
    const checklist = await screen.findByRole('group', { name: '準備' });
    expect(within(checklist).getByText('項目はまだありません。')).toBeTruthy();
    const newItem = within(checklist).getByRole('textbox', { name: '「準備」に追加する項目' });
    await userEvent.type(newItem, '資料を集める{Enter}');
    await within(checklist).findByRole('checkbox', { name: '資料を集める' });
    // The field is emptied and keeps the focus for the next item.
    await waitFor(() => expect((newItem as HTMLInputElement).value).toBe(''));
    await userEvent.type(newItem, '会議室を取る');
    await userEvent.click(within(checklist).getByRole('button', { name: '項目を追加' }));
    await within(checklist).findByRole('checkbox', { name: '会議室を取る' });

    await userEvent.click(within(checklist).getByRole('checkbox', { name: '資料を集める' }));
    await waitFor(() => expect(within(checklist).getByTestId('checklist-progress').textContent).toBe('1/2 完了'));
    expect((within(checklist).getByRole('checkbox', { name: '資料を集める' }) as HTMLInputElement).checked).toBe(true);
    expect(changes).toEqual([
      ['BoardCreateChecklist', { task_id: 't1', name: '準備' }],
      ['BoardCreateChecklistItem', { checklist_id: 'c1', name: '資料を集める' }],
      ['BoardCreateChecklistItem', { checklist_id: 'c1', name: '会議室を取る' }],
      ['BoardUpdateChecklistItem', { id: 'c1-i1', is_done: true }],
    ]);
    // The board takes each answer at once: the card's progress follows.
    expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't1', checklistProgress: { done: 1, total: 2 } }));
  });

  it('moves an item down from its menu, with the keyboard', async () => {
    const { changes } = renderChecklists(twoItems);
    const menu = await screen.findByRole('button', { name: '「資料を集める」の操作' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const up = await screen.findByRole('menuitem', { name: '上へ移動' });
    // The first item cannot go up.
    expect(up.hasAttribute('disabled') || up.getAttribute('data-disabled') === 'true').toBe(true);
    await userEvent.click(screen.getByRole('menuitem', { name: '下へ移動' }));
    await waitFor(() => expect(changes).toEqual([['BoardMoveChecklistItem', { id: 'c1-i1', after_id: 'c1-i2' }]]));
    await waitFor(() => expect(screen.getAllByTestId('checklist-item').map((row) => row.querySelector('label')?.textContent)).toEqual(['会議室を取る', '資料を集める']));
  });

  it('renames an item in place on Enter, and gives up on Esc', async () => {
    const { changes } = renderChecklists(twoItems);
    await userEvent.click(await screen.findByRole('button', { name: '「会議室を取る」の操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '名前を変更' }));
    const field = await screen.findByRole('textbox', { name: '新しい名前（Enter で保存、Esc で取り消し）' });
    await userEvent.clear(field);
    await userEvent.type(field, '会議室を予約{Enter}');
    await waitFor(() => expect(changes).toEqual([['BoardUpdateChecklistItem', { id: 'c1-i2', name: '会議室を予約' }]]));
    expect(await screen.findByRole('checkbox', { name: '会議室を予約' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '「会議室を予約」の操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '名前を変更' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '新しい名前（Enter で保存、Esc で取り消し）' }), 'x{Escape}');
    expect(await screen.findByRole('checkbox', { name: '会議室を予約' })).toBeTruthy();
    expect(changes).toHaveLength(1);
  });

  it('shows a view-only member the checklists and their assignees, with nothing to change', async () => {
    renderChecklists(twoItems, false);
    const checklist = await screen.findByRole('group', { name: '準備' });
    expect(within(checklist).getByTestId('checklist-progress').textContent).toBe('1/2 完了');
    for (const box of within(checklist).getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
    expect(within(checklist).getByText('結日 次郎')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
