import { Alert, Center, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { WideTable } from '../../components/WideTable';

export interface Column<Row> {
  key: string;
  label: string;
  render(row: Row): ReactNode;
  /** The value compared when the column is sorted; a column without one cannot be sorted. */
  sortValue?(row: Row): string | number | null;
}

export interface Sort {
  key: string;
  descending: boolean;
}

/** Rows ordered by the chosen column; empty values last whichever the direction. */
export function sortRows<Row>(rows: Row[], columns: Column<Row>[], sort: Sort | null): Row[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column?.sortValue) return rows;
  const value = column.sortValue;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = x < y ? -1 : 1;
    return sort.descending ? -order : order;
  });
}

/** A table with sortable headings, and its loading, error and empty states. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  empty,
  sort,
  onSort,
  label,
}: {
  rows: Row[];
  columns: Column<Row>[];
  rowKey(row: Row): string;
  loading: boolean;
  error: string | null;
  empty: string;
  sort?: Sort | null;
  onSort?(sort: Sort): void;
  label: string;
}) {
  const { t } = useTranslation();
  const sorted = sortRows(rows, columns, sort ?? null);
  return (
    <>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      <WideTable>
        <Table striped highlightOnHover aria-label={label} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort?.key === column.key;
                const Icon = active ? (sort.descending ? IconChevronDown : IconChevronUp) : IconSelector;
                return (
                  <Table.Th key={column.key} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
                    {column.sortValue && onSort ? (
                      <UnstyledButton
                        onClick={() => onSort({ key: column.key, descending: active ? !sort.descending : false })}
                        aria-label={t('adminArea.table.sortBy', { column: column.label })}
                      >
                        <Group gap={4} wrap="nowrap">
                          <Text fw={700} size="sm">
                            {column.label}
                          </Text>
                          <Icon size={14} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
      {loading && rows.length === 0 && (
        <Center py="lg" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">{t('adminArea.table.loading')}</Text>
          </Group>
        </Center>
      )}
      {!loading && !error && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      )}
    </>
  );
}
