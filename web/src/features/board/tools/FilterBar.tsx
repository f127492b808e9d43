import { Badge, CloseButton, Group, Loader, NativeSelect, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { TASK_FILTER } from '@musubi/shared/client';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Tag } from '../types';
import { hasFilters, type DueFilter, type Filters } from '../filters';

/** How long typing must pause before the search is asked: a word typed is one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

interface FilterBarProps {
  filters: Filters;
  /** Changes some of the filters, leaving the others as they are then. */
  onChange(change: Partial<Filters>): void;
  /** The server's answer to the filters is on its way. */
  loading: boolean;
  members: { value: string; label: string }[];
  tags: Tag[];
}

/**
 * Filter controls: a search of the tasks' names and descriptions, by assignee, by tag (on the column) and by due
 * date. Memoised: the board renders again while a card is dragged, and the filters need not. The browser's own
 * selects: a board draws them with every load, and Mantine's Select would mount a combobox and its floating
 * dropdown for each.
 */
export const FilterBar = memo(function FilterBar({ filters, onChange, loading, members, tags }: FilterBarProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(filters.text);
  // Filters cleared from elsewhere (the empty result's button) empty the box too.
  const [applied, setApplied] = useState(filters.text);
  if (filters.text !== applied) {
    setApplied(filters.text);
    if (!filters.text) setTyped('');
  }
  const search = useDebouncedCallback((value: string) => onChange({ text: value.trim() }), SEARCH_DEBOUNCE_MS);
  const clearSearch = () => {
    setTyped('');
    search.cancel();
    onChange({ text: '' });
  };
  const choices = (name: string, options: { value: string; label: string }[]) => [{ value: '', label: t('board.filter.any', { name }) }, ...options];
  return (
    <Group gap="xs" wrap="wrap" role="search" aria-label={t('board.filter.region')}>
      <TextInput
        size="xs"
        w={200}
        aria-label={t('board.filter.search')}
        placeholder={t('board.filter.search')}
        maxLength={TASK_FILTER.text}
        leftSection={<IconSearch size={14} />}
        rightSection={typed ? <CloseButton size="sm" aria-label={t('board.filter.clearSearch')} onClick={clearSearch} /> : null}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          // Enter asks at once; Escape empties the box (and is not taken as closing anything around it).
          if (event.key === 'Enter') search.flush();
          if (event.key === 'Escape' && typed) {
            event.preventDefault();
            clearSearch();
          }
        }}
      />
      <NativeSelect
        size="xs"
        w={160}
        aria-label={t('board.filter.assignee')}
        data={choices(t('board.filter.assignee'), members)}
        value={filters.assignee ?? ''}
        onChange={(event) => onChange({ assignee: event.currentTarget.value || null })}
      />
      <NativeSelect
        size="xs"
        w={140}
        aria-label={t('board.filter.tag')}
        data={choices(t('board.filter.tag'), tags.map((tag) => ({ value: tag.id, label: tag.name })))}
        value={filters.tag ?? ''}
        onChange={(event) => onChange({ tag: event.currentTarget.value || null })}
      />
      <NativeSelect
        size="xs"
        w={140}
        aria-label={t('board.filter.due')}
        data={choices(t('board.filter.due'), [
          { value: 'overdue', label: t('board.filter.overdue') },
          { value: 'week', label: t('board.filter.week') },
          { value: 'none', label: t('board.filter.noDue') },
        ])}
        value={filters.due ?? ''}
        onChange={(event) => onChange({ due: (event.currentTarget.value || null) as DueFilter })}
      />
      {loading && (
        <Group gap={4} role="status" data-testid="filter-loading">
          <Loader size="xs" />
          <Text size="xs">{t('board.filter.loading')}</Text>
        </Group>
      )}
      {hasFilters(filters) && !loading && (
        <Badge variant="light" color="orange">
          {t('board.filter.dragOff')}
        </Badge>
      )}
    </Group>
  );
});
