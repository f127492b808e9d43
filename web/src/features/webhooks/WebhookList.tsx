import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import type { CombinedError } from 'urql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { DeliveryLog } from './DeliveryLog';

interface ListProps<T> {
  /** The list's query as urql reports it: an error or a wait shows only until the first answer. */
  state: { data?: unknown; fetching: boolean; error?: CombinedError };
  items: T[];
  label: string;
  emptyText: string;
  children(item: T): ReactNode;
}

/** A list of webhook settings with its loading, error and empty states. */
export function WebhookList<T extends { id: string }>({ state, items, label, emptyText, children }: ListProps<T>) {
  const { t } = useTranslation();
  if (state.error && !state.data) {
    return (
      <Alert color="red" role="alert">
        {readError(state.error).message}
      </Alert>
    );
  }
  if (state.fetching && !state.data) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('chat.webhooks.loading')}</Text>
      </Group>
    );
  }
  if (items.length === 0) return <Text size="sm">{emptyText}</Text>;
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {items.map(children)}
    </Stack>
  );
}

interface RevokeProps {
  /** How the setting is named to the person: a bot's name, or the URL events go to. */
  name: string;
  /** What deleting it ends. */
  lead: string;
  revokedMessage: string;
  revoke(): Promise<{ error?: CombinedError }>;
  onRevoked(): void;
}

/** Deleting a webhook setting, after a confirmation that says what it ends. */
export function RevokeButton({ name, lead, revokedMessage, revoke, onRevoked }: RevokeProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await revoke();
    setBusy(false);
    if (result.error) return setError(readError(result.error).message);
    setOpened(false);
    notifications.show({ color: 'teal', message: revokedMessage });
    onRevoked();
  };
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setOpened(true)} aria-label={t('chat.webhooks.revokeLabel', { name })}>
        {t('chat.webhooks.revoke')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('chat.webhooks.revokeConfirm', { name })}
        confirmLabel={t('chat.webhooks.revoke')}
        cancelLabel={t('chat.webhooks.close')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      >
        <Text size="sm">{lead}</Text>
      </ConfirmDialog>
    </>
  );
}

interface SendingItemProps {
  webhook: { id: string; url: string; createdAt: string };
  /** What it sends, before its creation date; none for a mention webhook, which sends one kind. */
  events?: string[];
  /** Only its maker reads its delivery log. */
  showsLog: boolean;
  revoke: Pick<RevokeProps, 'lead' | 'revokedMessage' | 'revoke' | 'onRevoked'>;
}

/** A webhook that sends to a URL (a room's outgoing one, an account's mention one): its URL, its log, its deletion. */
export function SendingWebhookItem({ webhook, events, showsLog, revoke }: SendingItemProps) {
  const { t } = useTranslation();
  const [showLog, setShowLog] = useState(false);
  const created = t('chat.webhooks.createdAt', { date: formatDateTime(webhook.createdAt) });
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          <Text size="xs" c="dimmed">
            {events ? `${events.join(', ')} · ${created}` : created}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {showsLog && (
            <Button size="xs" variant="default" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
              {t('chat.webhooks.log')}
            </Button>
          )}
          <RevokeButton name={webhook.url} {...revoke} />
        </Group>
      </Group>
      {showLog && <DeliveryLog webhookId={webhook.id} />}
    </Stack>
  );
}
