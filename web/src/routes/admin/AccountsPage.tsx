import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column, type Sort } from '../../features/admin/DataTable';
import { SEARCH_USERS } from '../../features/admin/documents';
import { dateTime, statusKey } from '../../features/admin/format';
import { useServerQuery } from '../../graphql/useServerQuery';
import { AuditLogList } from './AuditLogList';
import type { AdminSearchUsersQuery } from '../../graphql/gql/graphql';

type AccountRow = AdminSearchUsersQuery['searchUser']['items'][number];

interface Filters {
  id: string;
  name: string;
  email: string;
  status: string;
}

const EMPTY_FILTERS: Filters = { id: '', name: '', email: '', status: '' };
const PAGE_SIZE = 50;

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const color = status === 1 ? 'teal' : status === 2 ? 'red' : 'gray';
  return (
    <Badge color={color} variant="light">
      {t(`adminArea.status.${statusKey(status)}`)}
    </Badge>
  );
}

/** /admin/account: search by id, name, e-mail and status; pages follow the server's keyset tokens. */
export function AdminAccountsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  // Tokens of the pages before the current one, so 前へ can go back.
  const [tokens, setTokens] = useState<Array<string | null>>([null]);
  const [sort, setSort] = useState<Sort | null>(null);
  const startKey = tokens[tokens.length - 1] ?? null;

  const { data, error, loading } = useServerQuery(SEARCH_USERS, {
    id: filters.id.trim() || null,
    name: filters.name.trim() || null,
    email: filters.email.trim() || null,
    status: filters.status === '' ? null : Number(filters.status),
    limit: PAGE_SIZE,
    startKey,
  });
  const rows = data?.searchUser.items ?? [];
  const nextToken = data?.searchUser.nextToken ?? null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setTokens([null]);
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    setFilters(EMPTY_FILTERS);
    setTokens([null]);
  };

  const columns: Column<AccountRow>[] = [
    {
      key: 'name',
      label: t('adminArea.accounts.name'),
      render: (row) => (
        <Anchor component={Link} to={`/admin/account/${row.id}`}>
          {row.name || row.email || row.id}
        </Anchor>
      ),
      sortValue: (row) => row.name,
    },
    { key: 'email', label: t('adminArea.accounts.email'), render: (row) => row.email ?? '—', sortValue: (row) => row.email },
    { key: 'status', label: t('adminArea.accounts.status'), render: (row) => <StatusBadge status={row.status} />, sortValue: (row) => row.status },
    { key: 'lastTimeLogin', label: t('adminArea.accounts.lastSignIn'), render: (row) => dateTime(row.lastTimeLogin), sortValue: (row) => row.lastTimeLogin },
    { key: 'createdAt', label: t('adminArea.accounts.createdAt'), render: (row) => dateTime(row.createdAt), sortValue: (row) => row.createdAt },
    { key: 'id', label: t('adminArea.accounts.id'), render: (row) => row.id, sortValue: (row) => row.id },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.account')} lead={t('adminArea.accounts.lead')} />
      <form onSubmit={search} role="search">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput label={t('adminArea.accounts.id')} value={draft.id} onChange={(e) => setDraft({ ...draft, id: e.currentTarget.value })} />
          <TextInput label={t('adminArea.accounts.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
          <TextInput label={t('adminArea.accounts.email')} value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.currentTarget.value })} />
          <Select
            label={t('adminArea.accounts.status')}
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value ?? '' })}
            data={[
              { value: '', label: t('adminArea.accounts.anyStatus') },
              { value: '0', label: t('adminArea.status.0') },
              { value: '1', label: t('adminArea.status.1') },
              { value: '2', label: t('adminArea.status.2') },
            ]}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group mt="md" justify="space-between">
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t('adminArea.accounts.search')}
            </Button>
            <Button variant="default" onClick={clear}>
              {t('adminArea.accounts.clear')}
            </Button>
          </Group>
          <Button component="a" href="/api/admin/users.csv" download variant="light" leftSection={<IconDownload size={16} />}>
            {t('adminArea.accounts.csv')}
          </Button>
        </Group>
      </form>

      <DataTable
        label={t('adminArea.accounts.results')}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        loading={loading}
        error={error}
        empty={t('adminArea.accounts.empty')}
        sort={sort}
        onSort={setSort}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={tokens.length <= 1 || loading} onClick={() => setTokens(tokens.slice(0, -1))}>
          {t('adminArea.table.previous')}
        </Button>
        <Button variant="default" disabled={!nextToken || loading} onClick={() => setTokens([...tokens, nextToken])}>
          {t('adminArea.table.next')}
        </Button>
      </Group>

      <Title order={2} size="h3">
        {t('adminArea.audit.title')}
      </Title>
      <AuditLogList />
    </Stack>
  );
}
