import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';
import { ShownOnceModal } from './ShownOnceModal';
import { SendingWebhookItem, WebhookList } from './WebhookList';
import { CREATE_MENTION_WEBHOOK, MENTION_WEBHOOKS, REVOKE_MENTION_WEBHOOK } from './documents';

/** The account page's mention webhooks (decision 0313): Chatwork's mention_to_me from every room the viewer is in. */
export function MentionWebhooksCard() {
  const { t } = useTranslation();
  const [state, refetch] = useQuery({ query: MENTION_WEBHOOKS, requestPolicy: 'cache-and-network' });
  const [url, setUrl] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(CREATE_MENTION_WEBHOOK);
  const [, revoke] = useMutation(REVOKE_MENTION_WEBHOOK);
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
        <WebhookList state={state} items={state.data?.mentionWebhooks ?? []} label={t('chat.webhooks.mentionListTitle')} emptyText={t('chat.webhooks.mentionEmpty')}>
          {(webhook) => (
            <SendingWebhookItem
              key={webhook.id}
              webhook={webhook}
              showsLog
              revoke={{ lead: t('chat.webhooks.sendingRevokeLead'), revokedMessage: t('chat.webhooks.mentionRevoked'), revoke: () => revoke({ id: webhook.id }), onRevoked: reload }}
            />
          )}
        </WebhookList>
      </Stack>
      <ShownOnceModal value={token} title={t('chat.webhooks.tokenTitle')} lead={t('chat.webhooks.tokenLead')} copyLabel={t('chat.webhooks.copyToken')} onClose={() => setToken(null)} />
    </Stack>
  );
}
