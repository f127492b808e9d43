import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { PAYMENT_PERIOD } from '@musubi/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { readError } from '../../graphql/errors';
import { TRANSACTION_HISTORY } from '../../features/billing/documents';
import { day, yen } from '../../features/billing/format';
import { LoadError, Loading } from '../../features/billing/Loading';
import type { Transaction } from '../../features/billing/types';
import { WideTable } from '../../components/WideTable';

const PAGE_SIZE = 10;
const STATUS_KEYS = ['pending', 'paid', 'failed'] as const;
const STATUS_COLORS = ['gray', 'teal', 'red'];

interface HistoryState {
  items: Transaction[];
  nextToken: string | null;
  loading: boolean;
  error: string | null;
}

/** The user's payments, newest first, a page at a time, each paid one with its printable receipt. */
export function HistoryPage() {
  const { t } = useTranslation();
  const client = useClient();
  const [state, setState] = useState<HistoryState>({ items: [], nextToken: null, loading: true, error: null });

  const load = async (nextToken: string | null) => {
    setState((current) => ({ ...current, loading: true, error: null }));
    const result = await client
      .query(TRANSACTION_HISTORY, { limit: PAGE_SIZE, nextToken }, { requestPolicy: 'network-only' })
      .toPromise();
    setState((current) => {
      if (result.error || !result.data) return { ...current, loading: false, error: readError(result.error).message };
      const page = result.data.listTransactionByUser;
      return { items: nextToken ? [...current.items, ...page.items] : page.items, nextToken: page.nextToken, loading: false, error: null };
    });
  };

  // The first page loads once when the page opens.
  const loadFirstPage = useEffectEvent(() => load(null));
  useEffect(() => {
    void loadFirstPage();
  }, []);

  const body = () => {
    if (state.loading && state.items.length === 0) return <Loading label={t('billing.history.loading')} />;
    if (state.error && state.items.length === 0) return <LoadError message={state.error} />;
    if (state.items.length === 0) return <EmptyState icon={<IconReceipt size={32} />} title={t('billing.history.empty')} />;
    return (
      <Stack>
        <WideTable>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.history.date')}</Table.Th>
                <Table.Th>{t('billing.history.item')}</Table.Th>
                <Table.Th>{t('billing.history.period')}</Table.Th>
                <Table.Th ta="right">{t('billing.history.amount')}</Table.Th>
                <Table.Th>{t('billing.history.status')}</Table.Th>
                <Table.Th>{t('billing.history.receipt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{day(item.createdAt)}</Table.Td>
                  <Table.Td>
                    {t('billing.history.standard', { period: item.payment_type === PAYMENT_PERIOD.year ? t('billing.plan.yearly') : t('billing.plan.monthly') })}
                    {item.is_regis_auto && (
                      <Text span size="xs" c="dimmed" ml={4}>
                        {t('billing.history.auto')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{item.period_start && item.period_end ? t('format.range', { start: day(item.period_start), end: day(item.period_end) }) : ''}</Table.Td>
                  <Table.Td ta="right">{yen(item.amount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[item.status] ?? 'gray'}>
                      {t(`billing.history.statuses.${STATUS_KEYS[item.status] ?? 'pending'}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {item.receiptUrl && (
                      <Anchor href={item.receiptUrl} target="_blank" rel="noopener">
                        {t('billing.history.openReceipt')}
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
        {state.error && <LoadError message={state.error} />}
        {state.nextToken && (
          <Button variant="default" loading={state.loading} onClick={() => void load(state.nextToken)} style={{ alignSelf: 'center' }}>
            {t('billing.history.more')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <>
      <PageTitle title={t('billing.history.title')} />
      {body()}
    </>
  );
}
