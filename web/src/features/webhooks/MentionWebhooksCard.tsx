import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '../../i18n/format';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import type { MentionWebhooksQuery } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { DeliveryLog } from './OutgoingWebhooks';
import { ShownOnceModal } from './ShownOnceModal';
import { CREATE_MENTION_WEBHOOK, MENTION_WEBHOOKS, REVOKE_MENTION_WEBHOOK } from './documents';

type MentionWebhook = MentionWebhooksQuery['mentionWebhooks'][number];

function MentionItem({ webhook, onRevoked }: { webhook: MentionWebhook; onRevoked: () => void }) {
  const { t } = useTranslation();
  const [showLog, setShowLog] = useState(false);
  const [{ fetching }, revoke] = useMutation(REVOKE_MENTION_WEBHOOK);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    const result = await revoke({ id: webhook.id });
    if (result.error) return setError(readError(result.error).message);
    notifications.show({ color: 'teal', message: t('chat.webhooks.mentionRevoked') });
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
            {t('chat.webhooks.createdAt', { date: formatDateTime(webhook.createdAt) })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
            {t('chat.webhooks.log')}
          </Button>
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

/** The account page's mention webhooks (decision 0313): Chatwork's mention_to_me from every room the viewer is in. */
export function MentionWebhooksCard() {
  const { t } = useTranslation();
  const [{ data, fetching, error }, refetch] = useQuery({ query: MENTION_WEBHOOKS, requestPolicy: 'cache-and-network' });
  const [url, setUrl] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(CREATE_MENTION_WEBHOOK);
  // Read again after each change: a webhook made or deleted is not in the cached list.
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = await create({ input: { url } });
    if (result.error || !result.data) return setFormError(readError(result.error).message);
    setUrl('');
    setToken(result.data.createMentionWebhook.token);
    reload();
  };

  const webhooks = data?.mentionWebhooks ?? [];
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('chat.webhooks.mentionTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chat.webhooks.mentionLead')}
        </Text>
      </Stack>
      <Stack gap="sm" component="form" onSubmit={(e) => void submit(e)}>
        <TextInput label={t('chat.webhooks.url')} placeholder="https://" type="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} maxLength={2000} required error={formError} />
        <Button type="submit" loading={creating} style={{ alignSelf: 'flex-start' }}>
          {t('chat.webhooks.createMention')}
        </Button>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('chat.webhooks.mentionListTitle')}
        </Title>
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
          <Text size="sm">{t('chat.webhooks.mentionEmpty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('chat.webhooks.mentionListTitle')}>
            {webhooks.map((webhook) => (
              <MentionItem key={webhook.id} webhook={webhook} onRevoked={reload} />
            ))}
          </Stack>
        )}
      </Stack>
      <ShownOnceModal value={token} title={t('chat.webhooks.tokenTitle')} lead={t('chat.webhooks.tokenLead')} copyLabel={t('chat.webhooks.copyToken')} onClose={() => setToken(null)} />
    </Stack>
  );
}
