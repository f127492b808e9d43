import { Alert, Button, Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '../../i18n/format';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import type { OutgoingWebhooksQuery, WebhookEventType } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { ShownOnceModal } from './ShownOnceModal';
import { CREATE_OUTGOING_WEBHOOK, OUTGOING_WEBHOOKS, REVOKE_OUTGOING_WEBHOOK, WEBHOOK_DELIVERIES } from './documents';

type Outgoing = OutgoingWebhooksQuery['outgoingWebhooks'][number];
const EVENTS: WebhookEventType[] = ['message_created', 'message_updated', 'mention_to_me'];

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

function OutgoingItem({ webhook, viewerId, onRevoked }: { webhook: Outgoing; viewerId: string; onRevoked: () => void }) {
  const { t } = useTranslation();
  const [showLog, setShowLog] = useState(false);
  const [{ fetching }, revoke] = useMutation(REVOKE_OUTGOING_WEBHOOK);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    const result = await revoke({ id: webhook.id });
    if (result.error) return setError(readError(result.error).message);
    notifications.show({ color: 'teal', message: t('chat.webhooks.outgoingRevoked') });
    onRevoked();
  };
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          <Text size="xs" c="dimmed">
            {webhook.events.join(', ')} · {t('chat.webhooks.createdAt', { date: formatDateTime(webhook.createdAt) })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {webhook.user_id === viewerId && (
            <Button size="xs" variant="default" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
              {t('chat.webhooks.log')}
            </Button>
          )}
          <Button size="xs" variant="light" color="red" loading={fetching} onClick={() => void remove()} aria-label={t('chat.webhooks.revokeLabel', { name: webhook.url })}>
            {t('chat.webhooks.revoke')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {showLog && <DeliveryLog webhookId={webhook.id} />}
    </Stack>
  );
}

/** A group room's outgoing webhooks in Chatwork's format, for its admins: made, listed, deleted; the log for the maker. */
export function OutgoingWebhooks({ roomId, viewerId }: { roomId: string; viewerId: string }) {
  const { t } = useTranslation();
  const [{ data, fetching, error }, refetch] = useQuery({ query: OUTGOING_WEBHOOKS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['message_created']);
  const [formError, setFormError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(CREATE_OUTGOING_WEBHOOK);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const chosen = EVENTS.filter((name) => events.includes(name));
    const result = await create({ input: { room_id: roomId, url, events: chosen } });
    if (result.error || !result.data) return setFormError(readError(result.error).message);
    setUrl('');
    setToken(result.data.createOutgoingWebhook.token);
    reload();
  };

  const webhooks = data?.outgoingWebhooks ?? [];
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('chat.webhooks.outgoingTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chat.webhooks.outgoingLead')}
        </Text>
      </Stack>
      <Stack gap="sm" component="form" onSubmit={(e) => void submit(e)}>
        <TextInput label={t('chat.webhooks.url')} placeholder="https://" type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} maxLength={2000} required error={formError} />
        <Checkbox.Group label={t('chat.webhooks.events')} value={events} onChange={setEvents}>
          <Stack gap={4} mt={4}>
            {EVENTS.map((name) => (
              <Checkbox key={name} value={name} label={t(`chat.webhooks.eventNames.${name}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button type="submit" loading={creating} style={{ alignSelf: 'flex-start' }}>
          {t('chat.webhooks.createOutgoing')}
        </Button>
      </Stack>
      {error && !data ? (
        <Alert color="red" role="alert">
          {readError(error).message}
        </Alert>
      ) : fetching && !data ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('chat.webhooks.loading')}</Text>
        </Group>
      ) : webhooks.length === 0 ? (
        <Text size="sm">{t('chat.webhooks.outgoingEmpty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('chat.webhooks.outgoingTitle')}>
          {webhooks.map((webhook) => (
            <OutgoingItem key={webhook.id} webhook={webhook} viewerId={viewerId} onRevoked={reload} />
          ))}
        </Stack>
      )}
      <ShownOnceModal value={token} title={t('chat.webhooks.tokenTitle')} lead={t('chat.webhooks.tokenLead')} copyLabel={t('chat.webhooks.copyToken')} onClose={() => setToken(null)} />
    </Stack>
  );
}
