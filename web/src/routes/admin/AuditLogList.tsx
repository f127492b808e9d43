import { Button, Code, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { i18n, type MessageKey, useTranslation } from '../../i18n';
import { DataTable, type Column, type Sort } from '../../features/admin/DataTable';
import { AUDIT_LOGS } from '../../features/admin/documents';
import { dateTime } from '../../features/admin/format';
import { useServerQuery } from '../../graphql/useServerQuery';
import type { AdminAuditLogsQuery } from '../../graphql/gql/graphql';

type AuditRow = AdminAuditLogsQuery['listAuditLogs']['items'][number];

function actionLabel(action: string): string {
  const key = `adminArea.audit.actions.${action}`;
  return i18n.exists(key) ? i18n.t(key as MessageKey) : action;
}

/** The audit log, newest first; さらに表示 appends the next page. */
export function AuditLogList() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [rows, setRows] = useState<AuditRow[]>([]);
  const [sort, setSort] = useState<Sort | null>(null);
  const { data, error, loading } = useServerQuery(AUDIT_LOGS, { limit: 50, nextToken: token });

  useEffect(() => {
    if (!data) return;
    const page = data.listAuditLogs.items;
    setRows((current) => (token ? [...current.filter((row) => !page.some((p) => p.id === row.id)), ...page] : page));
  }, [data, token]);

  const columns: Column<AuditRow>[] = [
    { key: 'createdAt', label: t('adminArea.audit.at'), render: (row) => dateTime(row.createdAt), sortValue: (row) => row.createdAt },
    {
      key: 'actor',
      label: t('adminArea.audit.actor'),
      render: (row) => row.actor?.name || row.actor?.email || '—',
      sortValue: (row) => row.actor?.name ?? row.actor?.email ?? null,
    },
    { key: 'action', label: t('adminArea.audit.action'), render: (row) => actionLabel(row.action), sortValue: (row) => row.action },
    {
      key: 'target',
      label: t('adminArea.audit.target'),
      render: (row) => (
        <>
          {row.target ?? '—'}
          {row.detail != null && (
            <Code block fz="xs" mt={4}>
              {JSON.stringify(row.detail)}
            </Code>
          )}
        </>
      ),
      sortValue: (row) => row.target,
    },
  ];

  const nextToken = data?.listAuditLogs.nextToken ?? null;
  return (
    <>
      <DataTable
        label={t('adminArea.audit.title')}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        loading={loading}
        error={error}
        empty={t('adminArea.audit.empty')}
        sort={sort}
        onSort={setSort}
      />
      {nextToken && (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={() => setToken(nextToken)}>
            {t('adminArea.table.more')}
          </Button>
        </Group>
      )}
    </>
  );
}
