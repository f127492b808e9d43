import { Button, Group } from '@mantine/core';
import { IconArchive, IconChecklist, IconFileImport, IconTag, IconTemplate, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import type { Filters } from '../filters';
import { FilterBar } from './FilterBar';
import type { Tag } from '../types';

/** The drawer or dialog open beside the board, if any. */
export type Panel = 'archived' | 'tags' | 'templates' | 'import' | null;

interface BoardToolbarProps {
  canEdit: boolean;
  /** A room admin's: 「Trelloから取り込む」 (decision 0319). */
  canImport: boolean;
  filters: Filters;
  onFilters(change: Partial<Filters>): void;
  /** The server's answer to the filters is on its way. */
  filtering: boolean;
  members: { value: string; label: string }[];
  tags: Tag[];
  onCreate(): void;
  onPanel(panel: Panel): void;
}

/** The buttons above the columns and the filters; a component of its own, so a change of the cards leaves it be. */
export const BoardToolbar = memo(function BoardToolbar({ canEdit, canImport, filters, onFilters, filtering, members, tags, onCreate, onPanel }: BoardToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mb="sm" gap="xs">
      <Group gap="xs">
        {canEdit && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onCreate}>
            {t('board.create')}
          </Button>
        )}
        {canEdit && (
          <Button size="xs" variant="default" leftSection={<IconTemplate size={14} />} onClick={() => onPanel('templates')}>
            {t('board.templates.open')}
          </Button>
        )}
        {canEdit && (
          <Button size="xs" variant="default" leftSection={<IconTag size={14} />} onClick={() => onPanel('tags')}>
            {t('board.tags.open')}
          </Button>
        )}
        {canImport && (
          <Button size="xs" variant="default" leftSection={<IconFileImport size={14} />} onClick={() => onPanel('import')}>
            {t('board.importTrello')}
          </Button>
        )}
        <Button size="xs" variant="default" leftSection={<IconArchive size={14} />} onClick={() => onPanel('archived')}>
          {t('board.archived.open')}
        </Button>
        <Button size="xs" variant="subtle" component={Link} to="/tasks" leftSection={<IconChecklist size={14} />}>
          {t('board.mine.title')}
        </Button>
      </Group>
      <FilterBar filters={filters} onChange={onFilters} loading={filtering} members={members} tags={tags} />
    </Group>
  );
});
