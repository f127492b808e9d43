import { Alert, Badge, Button, CopyButton, Group, Loader, Modal, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '../../i18n/format';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import type { ApiTokenScope, ApiTokensQuery } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { useSession } from '../../session/context';
import { API_TOKENS, CREATE_API_TOKEN, REVOKE_API_TOKEN, UPDATE_API_SETTINGS } from './documents';

type Token = ApiTokensQuery['apiTokens'][number];

/** The secret of a token just made, shown once with a copy button. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('apiTokens.secretTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('apiTokens.secretLead')}</Text>
        <TextInput label={t('apiTokens.secretLabel')} value={secret ?? ''} readOnly onFocus={(e) => e.currentTarget.select()} styles={{ input: { fontFamily: 'monospace' } }} />
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('apiTokens.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('READ');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CREATE_API_TOKEN);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await create({ input: { name, scope } });
    if (result.error || !result.data) return setError(readError(result.error).message);
    setName('');
    onCreated(result.data.createApiToken.secret);
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(e) => void submit(e)} aria-labelledby="api-token-create">
      <Title order={3} size="h5" id="api-token-create">
        {t('apiTokens.createTitle')}
      </Title>
      <TextInput label={t('apiTokens.name')} description={t('apiTokens.nameHint')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={50} required error={error} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="api-token-scope">
          {t('apiTokens.scope')}
        </Text>
        <SegmentedControl
          aria-labelledby="api-token-scope"
          style={{ alignSelf: 'flex-start' }}
          value={scope}
          onChange={(value) => setScope(value as ApiTokenScope)}
          data={[
            { value: 'READ', label: t('apiTokens.scopeRead') },
            { value: 'WRITE', label: t('apiTokens.scopeWrite') },
          ]}
        />
      </Stack>
      <Button type="submit" loading={fetching} style={{ alignSelf: 'flex-start' }}>
        {t('apiTokens.create')}
      </Button>
    </Stack>
  );
}

function TokenList({ tokens, onChange }: { tokens: Token[]; onChange: () => void }) {
  const { t } = useTranslation();
  const [, revoke] = useMutation(REVOKE_API_TOKEN);
  const [error, setError] = useState<string | null>(null);

  const remove = async (token: Token) => {
    setError(null);
    const result = await revoke({ id: token.id });
    if (result.error) return setError(readError(result.error).message);
    onChange();
    notifications.show({ color: 'teal', message: t('apiTokens.revoked', { name: token.name }) });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('apiTokens.listTitle')}
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {tokens.length === 0 ? (
        <Text size="sm">{t('apiTokens.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('apiTokens.listTitle')}>
          {tokens.map((token) => (
            <Group key={token.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {token.name}
                  </Text>
                  <Badge size="sm" variant="light" color={token.scope === 'WRITE' ? 'orange' : 'gray'}>
                    {token.scope === 'WRITE' ? t('apiTokens.scopeWrite') : t('apiTokens.scopeRead')}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('apiTokens.createdAt', { date: formatDateTime(token.createdAt) })}
                  {' · '}
                  {token.lastUsedAt ? t('apiTokens.lastUsedAt', { date: formatDateTime(token.lastUsedAt) }) : t('apiTokens.neverUsed')}
                </Text>
              </Stack>
              <Button size="xs" variant="light" color="red" onClick={() => void remove(token)} aria-label={t('apiTokens.revokeLabel', { name: token.name })}>
                {t('apiTokens.revoke')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** An administrator's switch: the REST API on or off for every account of the instance. */
function InstanceSwitch({ enabled, onChange }: { enabled: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const [{ fetching }, update] = useMutation(UPDATE_API_SETTINGS);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('apiTokens.adminTitle')}
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      <Switch
        label={t('apiTokens.adminSwitch')}
        checked={enabled}
        disabled={fetching}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setError(null);
          void update({ enabled: on }).then((result) => {
            if (result.error) return setError(readError(result.error).message);
            notifications.show({ color: 'teal', message: t('apiTokens.adminSaved') });
            onChange();
          });
        }}
      />
    </Stack>
  );
}

/** The account page's API section: personal tokens for the REST API under /v2 (decision 0265). */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const [answer, refetch] = useQuery({ query: API_TOKENS, requestPolicy: 'cache-and-network' });
  const [secret, setSecret] = useState<string | null>(null);
  // The list is read again from the server after each change: a token made or deleted is not in the cached list.
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const data = answer.data;
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {t('apiTokens.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('apiTokens.lead', { base: `${window.location.origin}/v2` })}
      </Text>
      {!data && answer.fetching ? (
        <Loader size="sm" />
      ) : !data ? (
        <Alert color="red">{readError(answer.error).message}</Alert>
      ) : (
        <>
          {!data.apiSettings.enabled && <Alert color="orange">{t('apiTokens.disabled')}</Alert>}
          {viewer?.isAdmin && <InstanceSwitch enabled={data.apiSettings.enabled} onChange={reload} />}
          <CreateTokenForm
            onCreated={(made) => {
              setSecret(made);
              reload();
            }}
          />
          <TokenList tokens={data.apiTokens} onChange={reload} />
        </>
      )}
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
