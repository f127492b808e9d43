import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checks } from '@musubi/shared/client';
import { formatDateTime } from '../../i18n/format';
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { readError } from '../../graphql/errors';
import type { PasskeysQuery } from '../../graphql/gql/graphql';
import { messages, useTranslation } from '../../i18n';
import { PASSKEYS, REMOVE_PASSKEY, RENAME_PASSKEY } from './documents';

type Passkey = PasskeysQuery['passkeys'][number];

/** The browser can create passkeys at all: without PublicKeyCredential the button would only fail. */
const webAuthnAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const form = useFormState({ name: passkey.name }, { name: checks.required(50, messages().passkeyNameInvalid) });
  const submit = form.submitWith(async () => {
    const result = await client.mutation(RENAME_PASSKEY, { input: { id: passkey.id, name: form.values.name } }).toPromise();
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    notifications.show({ color: 'teal', message: t('security.passkeys.renamed') });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormAlert message={form.formError} />
        <TextInput label={t('security.passkeys.name')} maxLength={50} required data-autofocus {...form.inputProps('name')} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={form.submitting}>
            {t('security.passkeys.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('security.passkeys.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Removing asks for the password (decision 0316): a session left open on a shared computer cannot take them away. */
function RemoveForm({ passkey, onDone }: { passkey: Passkey; onDone(removed: boolean): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const form = useFormState({ password: '' }, { password: checks.required(1_000) });
  const submit = form.submitWith(async () => {
    const result = await client.mutation(REMOVE_PASSKEY, { input: { id: passkey.id, password: form.values.password } }).toPromise();
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    notifications.show({ color: 'teal', message: t('security.passkeys.removed', { name: passkey.name }) });
    onDone(true);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm">{t('security.passkeys.removeLead')}</Text>
        <FormAlert message={form.formError} />
        <PasswordInput label={t('security.passkeys.password')} autoComplete="current-password" required {...form.inputProps('password')} />
        <Group gap="xs">
          <Button type="submit" size="xs" color="red" variant="light" loading={form.submitting}>
            {t('security.passkeys.removeConfirm')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onDone(false)}>
            {t('security.passkeys.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * アカウント設定 → パスキー: register one (named after the browser and system, renamable), see when each was
 * registered and last used, remove one with the password. The WebAuthn code loads only when 「登録する」 is pressed.
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const client = useClient();
  const [passkeys, refetch] = useQuery({ query: PASSKEYS, requestPolicy: 'cache-and-network' });
  const [registering, setRegistering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; action: 'rename' | 'remove' } | null>(null);
  const list = passkeys.data?.passkeys ?? [];

  const reload = () => refetch({ requestPolicy: 'network-only' });

  const register = async () => {
    setRegistering(true);
    setError(null);
    try {
      const { registerPasskey } = await import('./webauthn');
      const outcome = await registerPasskey(client);
      if (outcome.ok) {
        notifications.show({ color: 'teal', message: t('security.passkeys.added', { name: outcome.value }) });
        reload();
      } else if (outcome.message) {
        setError(outcome.message);
      }
    } catch {
      setError(messages().genericError);
    } finally {
      setRegistering(false);
    }
  };

  return (
    <Stack gap="sm" id="passkeys">
      <Title order={2} size="h4">
        {t('security.passkeys.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('security.passkeys.lead')}
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      {passkeys.error && !passkeys.data ? (
        <Alert color="red">{readError(passkeys.error).message}</Alert>
      ) : passkeys.fetching && !passkeys.data ? (
        <Loader size="sm" role="status" aria-label={t('security.passkeys.loading')} />
      ) : list.length === 0 ? (
        <Text size="sm">{t('security.passkeys.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('security.passkeys.title')}>
          {list.map((passkey) => (
            <Stack key={passkey.id} component="li" gap="xs" data-testid="passkey">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {passkey.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('security.passkeys.createdAt', { date: formatDateTime(passkey.createdAt) })}
                    {t('format.dotSpaced')}
                    {t('security.passkeys.lastUsedAt', { date: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : t('security.passkeys.neverUsed') })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('security.passkeys.renameLabel', { name: passkey.name })}
                    onClick={() => setEditing({ id: passkey.id, action: 'rename' })}
                  >
                    {t('security.passkeys.rename')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('security.passkeys.removeLabel', { name: passkey.name })}
                    onClick={() => setEditing({ id: passkey.id, action: 'remove' })}
                  >
                    {t('security.passkeys.remove')}
                  </Button>
                </Group>
              </Group>
              {editing?.id === passkey.id && editing.action === 'rename' && (
                <RenameForm
                  passkey={passkey}
                  onDone={() => {
                    setEditing(null);
                    reload();
                  }}
                />
              )}
              {editing?.id === passkey.id && editing.action === 'remove' && (
                <RemoveForm
                  passkey={passkey}
                  onDone={(removed) => {
                    setEditing(null);
                    if (removed) reload();
                  }}
                />
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {webAuthnAvailable() ? (
        <Button variant="light" style={{ alignSelf: 'flex-start' }} loading={registering} onClick={() => void register()}>
          {t('security.passkeys.add')}
        </Button>
      ) : (
        <Text size="sm">{t('security.passkeys.unsupported')}</Text>
      )}
    </Stack>
  );
}
