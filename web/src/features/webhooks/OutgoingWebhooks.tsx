import { Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import type { WebhookEventType } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { ShownOnceModal } from './ShownOnceModal';
import { SendingWebhookItem, WebhookList } from './WebhookList';
import { CREATE_OUTGOING_WEBHOOK, OUTGOING_WEBHOOKS, REVOKE_OUTGOING_WEBHOOK } from './documents';

const EVENTS: WebhookEventType[] = ['message_created', 'message_updated', 'mention_to_me'];

/** A group room's outgoing webhooks in Chatwork's format, for its admins: made, listed, deleted; the log for the maker. */
export function OutgoingWebhooks({ roomId, viewerId }: { roomId: string; viewerId: string }) {
  const { t } = useTranslation();
  const [state, refetch] = useQuery({ query: OUTGOING_WEBHOOKS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['message_created']);
  const [formError, setFormError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(CREATE_OUTGOING_WEBHOOK);
  const [, revoke] = useMutation(REVOKE_OUTGOING_WEBHOOK);
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
      <WebhookList state={state} items={state.data?.outgoingWebhooks ?? []} label={t('chat.webhooks.outgoingTitle')} emptyText={t('chat.webhooks.outgoingEmpty')}>
        {(webhook) => (
          <SendingWebhookItem
            key={webhook.id}
            webhook={webhook}
            events={webhook.events}
            showsLog={webhook.user_id === viewerId}
            revoke={{ lead: t('chat.webhooks.sendingRevokeLead'), revokedMessage: t('chat.webhooks.outgoingRevoked'), revoke: () => revoke({ id: webhook.id }), onRevoked: reload }}
          />
        )}
      </WebhookList>
      <ShownOnceModal value={token} title={t('chat.webhooks.tokenTitle')} lead={t('chat.webhooks.tokenLead')} copyLabel={t('chat.webhooks.copyToken')} onClose={() => setToken(null)} />
    </Stack>
  );
}
