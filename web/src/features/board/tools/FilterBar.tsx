import { Badge, Group, NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import type { Tag } from '../types';
import type { DueFilter, Filters } from '../filters';

/**
 * Filter controls: by assignee, by tag (on the column) and by due date. Memoised: the board renders again while a
 * card is dragged, and the filters need not. The browser's own selects: a board draws them with every load, and
 * Mantine's Select would mount a combobox and its floating dropdown for each.
 */
export const FilterBar = memo(function FilterBar({ filters, onChange, members, tags }: { filters: Filters; onChange(filters: Filters): void; members: { value: string; label: string }[]; tags: Tag[] }) {
  const { t } = useTranslation();
  const active = filters.assignee || filters.tag || filters.due;
  const choices = (name: string, options: { value: string; label: string }[]) => [{ value: '', label: t('board.filter.any', { name }) }, ...options];
  return (
    <Group gap="xs" wrap="wrap">
      <NativeSelect
        size="xs"
        w={160}
        aria-label={t('board.filter.assignee')}
        data={choices(t('board.filter.assignee'), members)}
        value={filters.assignee ?? ''}
        onChange={(event) => onChange({ ...filters, assignee: event.currentTarget.value || null })}
      />
      <NativeSelect
        size="xs"
        w={140}
        aria-label={t('board.filter.tag')}
        data={choices(t('board.filter.tag'), tags.map((tag) => ({ value: tag.id, label: tag.name })))}
        value={filters.tag ?? ''}
        onChange={(event) => onChange({ ...filters, tag: event.currentTarget.value || null })}
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
        onChange={(event) => onChange({ ...filters, due: (event.currentTarget.value || null) as DueFilter })}
      />
      {active && (
        <Badge variant="light" color="orange">
          {t('board.filter.dragOff')}
        </Badge>
      )}
    </Group>
  );
});
