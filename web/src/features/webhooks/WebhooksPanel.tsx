import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
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
import { CREATE_INCOMING_WEBHOOK, INCOMING_WEBHOOKS, REVOKE_INCOMING_WEBHOOK } from './documents';

type Webhook = IncomingWebhooksQuery['incomingWebhooks'][number];

/** Deleting a webhook, after a confirmation that says what it ends. */
function RevokeButton({ webhook, onRevoked }: { webhook: Webhook; onRevoked: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, revoke] = useMutation(REVOKE_INCOMING_WEBHOOK);
  const confirm = async () => {
    const result = await revoke({ id: webhook.id });
    if (result.error) return setError(readError(result.error).message);
    setOpened(false);
    notifications.show({ color: 'teal', message: t('chat.webhooks.revoked', { name: webhook.name }) });
    onRevoked();
  };
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setOpened(true)} aria-label={t('chat.webhooks.revokeLabel', { name: webhook.name })}>
        {t('chat.webhooks.revoke')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('chat.webhooks.revokeConfirm', { name: webhook.name })} centered>
        <Stack>
          <Text size="sm">{t('chat.webhooks.revokeLead')}</Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('chat.webhooks.close')}
            </Button>
            <Button color="red" loading={fetching} onClick={() => void confirm()}>
              {t('chat.webhooks.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** An incoming webhook in the list: its bot's picture (shown beside its posts), its name, its use, its deletion. */
function IncomingItem({ webhook, onChange }: { webhook: Webhook; onChange: () => void }) {
  const { t } = useTranslation();
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
        <RevokeButton webhook={webhook} onRevoked={onChange} />
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
  const [{ data, fetching, error }, refetch] = useQuery({ query: INCOMING_WEBHOOKS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
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

  const webhooks = data?.incomingWebhooks ?? [];
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
        <Text size="sm">{t('chat.webhooks.empty')}</Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('chat.webhooks.incomingTitle')}>
          {webhooks.map((webhook) => (
            <IncomingItem key={webhook.id} webhook={webhook} onChange={reload} />
          ))}
        </Stack>
      )}
      <ShownOnceModal value={url} title={t('chat.webhooks.urlTitle')} lead={t('chat.webhooks.urlLead')} copyLabel={t('chat.webhooks.copy')} onClose={() => setUrl(null)} />
    </Stack>
  );
}
