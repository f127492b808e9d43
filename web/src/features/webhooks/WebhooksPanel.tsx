import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@musubi/shared/client';
import { formatDateTime } from '../../i18n/format';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { PictureEditor } from '../../components/PictureEditor';
import { readError } from '../../graphql/errors';
import type { IncomingWebhooksQuery } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { ShownOnceModal } from './ShownOnceModal';
import { RevokeButton, WebhookList } from './WebhookList';
import { CREATE_INCOMING_WEBHOOK, INCOMING_WEBHOOKS, REVOKE_INCOMING_WEBHOOK } from './documents';

type Webhook = IncomingWebhooksQuery['incomingWebhooks'][number];

/** An incoming webhook in the list: its bot's picture (shown beside its posts), its name, its use, its deletion. */
function IncomingItem({ webhook, onChange }: { webhook: Webhook; onChange: () => void }) {
  const { t } = useTranslation();
  const [, revoke] = useMutation(REVOKE_INCOMING_WEBHOOK);
  return (
    <Stack gap="xs" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {webhook.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('chat.webhooks.createdAt', { date: formatDateTime(webhook.createdAt) })}
            {' · '}
            {webhook.lastUsedAt ? t('chat.webhooks.lastUsedAt', { date: formatDateTime(webhook.lastUsedAt) }) : t('chat.webhooks.neverUsed')}
          </Text>
        </Stack>
        <RevokeButton
          name={webhook.name}
          lead={t('chat.webhooks.revokeLead')}
          revokedMessage={t('chat.webhooks.revoked', { name: webhook.name })}
          revoke={() => revoke({ id: webhook.id })}
          onRevoked={onChange}
        />
      </Group>
      <PictureEditor
        image={webhook.image ?? null}
        fallback={webhook.name}
        endpoint={`/api/avatars/webhooks/${encodeURIComponent(webhook.id)}`}
        shape="round"
        label={t('chat.webhooks.picture')}
        onChange={(image) => {
          notifications.show({ color: 'teal', message: image ? t('picture.saved') : t('picture.removed') });
          onChange();
        }}
      />
    </Stack>
  );
}

/** A group room's incoming webhooks, for its admins: made with a name, listed with their last use and picture, deleted. */
export function WebhooksPanel({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const [state, refetch] = useQuery({ query: INCOMING_WEBHOOKS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const [name, setName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(CREATE_INCOMING_WEBHOOK);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = await create({ input: { room_id: roomId, name } });
    if (result.error || !result.data) return setFormError(readError(result.error).message);
    setName('');
    setUrl(result.data.createIncomingWebhook.url);
    reload();
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('chat.webhooks.incomingTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chat.webhooks.incomingLead')}
        </Text>
      </Stack>
      <Stack gap="sm" component="form" onSubmit={(e) => void submit(e)}>
        <TextInput
          label={t('chat.webhooks.name')}
          description={t('chat.webhooks.nameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={LIMITS.webhookName}
          required
          error={formError}
        />
        <Button type="submit" loading={creating} style={{ alignSelf: 'flex-start' }}>
          {t('chat.webhooks.create')}
        </Button>
      </Stack>
      <WebhookList state={state} items={state.data?.incomingWebhooks ?? []} label={t('chat.webhooks.incomingTitle')} emptyText={t('chat.webhooks.empty')}>
        {(webhook) => <IncomingItem key={webhook.id} webhook={webhook} onChange={reload} />}
      </WebhookList>
      <ShownOnceModal value={url} title={t('chat.webhooks.urlTitle')} lead={t('chat.webhooks.urlLead')} copyLabel={t('chat.webhooks.copy')} onClose={() => setUrl(null)} />
    </Stack>
  );
}
