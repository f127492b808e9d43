import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../../test/render';
import { noFilters, type Filters } from '../filters';
import { FilterBar, SEARCH_DEBOUNCE_MS } from './FilterBar';

const members = [{ value: 'u1', label: '結日 花子' }];

/** The bar over filters kept as the board keeps them, with a way to clear them from outside it. */
function Board({ onChange, loading }: { onChange(change: Partial<Filters>): void; loading: boolean }) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const change = (next: Partial<Filters>) => {
    onChange(next);
    setFilters((current) => ({ ...current, ...next }));
  };
  return (
    <>
      <button type="button" onClick={() => setFilters(noFilters)}>
        すべて解除
      </button>
      <FilterBar filters={filters} onChange={change} loading={loading} members={members} tags={[]} />
    </>
  );
}

function renderBar(loading = false) {
  const onChange = vi.fn<(change: Partial<Filters>) => void>();
  const { client } = fakeClient(() => ({}));
  renderWithProviders(<Board onChange={onChange} loading={loading} />, client);
  return { onChange, box: screen.getByRole('textbox', { name: 'タスクを検索' }) as HTMLInputElement };
}

describe('FilterBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a typed word once typing pauses, trimmed, not once per letter', () => {
    const { onChange, box } = renderBar();
    for (const typed of ['見', '見積', '見積 ']) fireEvent.change(box, { target: { value: typed } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(onChange.mock.calls).toEqual([[{ text: '見積' }]]);
  });

  it('asks at once on Enter, and empties the box on Escape or its clear button', () => {
    const { onChange, box } = renderBar();
    fireEvent.change(box, { target: { value: '請求' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([[{ text: '請求' }]]);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith({ text: '' });
    fireEvent.change(box, { target: { value: '議事録' } });
    fireEvent.click(screen.getByRole('button', { name: '検索語を消す' }));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    // The cleared word is not asked for after all.
    expect(onChange.mock.calls.at(-1)).toEqual([{ text: '' }]);
    expect(onChange.mock.calls.some(([change]) => change.text === '議事録')).toBe(false);
  });

  it('changes one filter at a time, and empties the box when the filters are cleared elsewhere', () => {
    const { onChange, box } = renderBar();
    fireEvent.change(screen.getByRole('combobox', { name: '担当者' }), { target: { value: 'u1' } });
    expect(onChange).toHaveBeenLastCalledWith({ assignee: 'u1' });
    fireEvent.change(box, { target: { value: '見積' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(box.value).toBe('見積');
    expect((screen.getByRole('combobox', { name: '担当者' }) as HTMLSelectElement).value).toBe('u1');
    fireEvent.click(screen.getByRole('button', { name: 'すべて解除' }));
    expect(box.value).toBe('');
  });

  it('says while the filtered tasks are on their way', () => {
    renderBar(true);
    expect(screen.getByRole('status').textContent).toBe('絞り込み中…');
  });
});
