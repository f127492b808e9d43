import { Alert, Loader, Table, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { WEBHOOK_DELIVERIES } from './documents';

/** The owner's delivery log of one setting: the last 50 deliveries. */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const [{ data, fetching, error }] = useQuery({ query: WEBHOOK_DELIVERIES, variables: { webhook_id: webhookId }, requestPolicy: 'network-only' });
  if (error && !data) return <Alert color="red">{readError(error).message}</Alert>;
  if (fetching && !data) return <Loader size="sm" role="status" aria-label={t('chat.webhooks.loading')} />;
  const rows = data?.webhookDeliveries ?? [];
  if (rows.length === 0) return <Text size="sm">{t('chat.webhooks.noDeliveries')}</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table fz="xs" aria-label={t('chat.webhooks.log')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('chat.webhooks.time')}</Table.Th>
            <Table.Th>{t('chat.webhooks.event')}</Table.Th>
            <Table.Th>{t('chat.webhooks.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
              <Table.Td>{row.event_type}</Table.Td>
              <Table.Td>
                {t(`chat.webhooks.states.${row.state === 'done' ? 'done' : row.state === 'failed' ? 'failed' : 'pending'}`)}
                {` (${t('chat.webhooks.attempts', { n: row.attempts })}${row.response_status ? `, HTTP ${row.response_status}` : ''}${row.error && row.state !== 'done' ? `, ${row.error}` : ''})`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
