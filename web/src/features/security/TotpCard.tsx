import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Divider,
  Group,
  Image,
  Loader,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checks } from '@musubi/shared/client';
import { formatDateTime } from '../../i18n/format';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { readError } from '../../graphql/errors';
import type { BeginTotpSetupMutation } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { useSession } from '../../session/context';
import {
  BEGIN_TOTP_SETUP,
  CONFIRM_TOTP_SETUP,
  DISABLE_TOTP,
  REGENERATE_RECOVERY_CODES,
  TWO_STEP_REQUIREMENT,
  TWO_STEP_STATUS,
  UPDATE_TWO_STEP_REQUIREMENT,
} from './documents';

type Setup = BeginTotpSetupMutation['beginTotpSetup'];

/** The key in groups of four, as authenticator apps print theirs. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The ten recovery codes, shown this once, to copy or write down. */
export function RecoveryCodes({ codes, onDone, headingOrder = 3 }: { codes: string[]; onDone(): void; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h5">
        {t('security.totp.recoveryTitle')}
      </Title>
      <Alert color="yellow">{t('security.totp.recoveryLead')}</Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('security.totp.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('security.totp.copied') : t('security.totp.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('security.totp.saved')}</Button>
      </Group>
    </Stack>
  );
}

/** Setting up: the QR code and the key, then the first code. */
function SetupForm({ setup, onEnabled, onCancel }: { setup: Setup; onEnabled(codes: string[]): void; onCancel(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const form = useFormState({ code: '' }, { code: checks.filled() });
  const submit = form.submitWith(async () => {
    const result = await client.mutation(CONFIRM_TOTP_SETUP, { code: form.values.code.trim() }).toPromise();
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    notifications.show({ color: 'teal', message: t('security.totp.enabled') });
    onEnabled(result.data?.confirmTotpSetup ?? []);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('security.totp.scan')}</Text>
        <Image src={setup.qrCode} alt={t('security.totp.qrAlt')} w={220} h={220} bg="white" radius="sm" />
        <Text size="sm" id="totp-key-label">
          {t('security.totp.keyLabel')}
        </Text>
        <Code block aria-labelledby="totp-key-label" fz="md" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {groupedKey(setup.secret)}
        </Code>
        <Text size="sm">{t('security.totp.enterCode')}</Text>
        <FormAlert message={form.formError} />
        <TextInput label={t('security.totp.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} required maw={220} {...form.inputProps('code')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('security.totp.enable')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('security.totp.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RegenerateForm({ onCodes }: { onCodes(codes: string[]): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const form = useFormState({ password: '' }, { password: checks.required(1_000) });
  const submit = form.submitWith(async () => {
    const result = await client.mutation(REGENERATE_RECOVERY_CODES, { password: form.values.password }).toPromise();
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    form.setValue('password', '');
    onCodes(result.data?.regenerateRecoveryCodes ?? []);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('security.totp.regenerateTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.totp.regenerateLead')}
        </Text>
        <FormAlert message={form.formError} />
        <PasswordInput label={t('security.totp.password')} autoComplete="current-password" required {...form.inputProps('password')} />
        <Button type="submit" variant="light" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('security.totp.regenerate')}
        </Button>
      </Stack>
    </form>
  );
}

function DisableForm({ onDisabled }: { onDisabled(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const form = useFormState({ password: '', code: '' }, { password: checks.required(1_000), code: checks.filled() });
  const submit = form.submitWith(async () => {
    const result = await client.mutation(DISABLE_TOTP, { input: { password: form.values.password, code: form.values.code.trim() } }).toPromise();
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    notifications.show({ color: 'teal', message: t('security.totp.disabled') });
    onDisabled();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('security.totp.disableTitle')}
        </Title>
        <FormAlert message={form.formError} />
        <PasswordInput label={t('security.totp.password')} autoComplete="current-password" required {...form.inputProps('password')} />
        <TextInput label={t('security.totp.disableCode')} autoComplete="one-time-code" required {...form.inputProps('code')} />
        <Button type="submit" color="red" variant="light" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('security.totp.disable')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * An administrator requires two-step verification of every account after a grace period, or stops requiring it
 * (decision 0300). They must have it on themselves first; the server says so otherwise.
 */
function RequirementForm({ required, enforcedAt, onChange }: { required: boolean; enforcedAt: string | null; onChange(): void }) {
  const { t } = useTranslation();
  const [{ fetching }, update] = useMutation(UPDATE_TWO_STEP_REQUIREMENT);
  const [on, setOn] = useState(required);
  const [graceDays, setGraceDays] = useState<number | string>(14);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    const days = typeof graceDays === 'number' ? graceDays : Number.parseInt(graceDays, 10);
    const result = await update({ input: { required: on, graceDays: on ? (Number.isFinite(days) ? days : -1) : null } });
    if (result.error) {
      setError(readError(result.error).message);
      return;
    }
    notifications.show({ color: 'teal', message: t('security.required.saved') });
    onChange();
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('security.required.adminTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('security.required.adminLead')}
      </Text>
      <Text size="sm">{required && enforcedAt ? t('security.required.enforcedAt', { date: formatDateTime(enforcedAt) }) : t('security.required.notRequired')}</Text>
      {error && <Alert color="red">{error}</Alert>}
      <Switch label={t('security.required.adminSwitch')} checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />
      {on && (
        <NumberInput
          label={t('security.required.graceDays')}
          description={t('security.required.graceDaysHint')}
          min={0}
          max={90}
          allowDecimal={false}
          value={graceDays}
          onChange={setGraceDays}
          maw={220}
        />
      )}
      <Button variant="light" loading={fetching} onClick={() => void save()} style={{ alignSelf: 'flex-start' }}>
        {t('security.required.save')}
      </Button>
    </Stack>
  );
}

/**
 * アカウント設定 → 二段階認証: set up an authenticator app (a QR code and the key as text, confirmed by a first
 * code), see the ten recovery codes once, make a fresh set, or turn it off with the password and a code.
 */
export function TotpCard() {
  const { t } = useTranslation();
  const client = useClient();
  const { viewer } = useSession();
  const [status, refetch] = useQuery({ query: TWO_STEP_STATUS, requestPolicy: 'cache-and-network' });
  const [requirement, refetchRequirement] = useQuery({ query: TWO_STEP_REQUIREMENT, requestPolicy: 'cache-and-network' });
  const required = requirement.data?.twoStepRequirement;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reload = () => {
    refetch({ requestPolicy: 'network-only' });
    refetchRequirement({ requestPolicy: 'network-only' });
  };
  const state = status.data?.twoStepStatus;

  const start = async () => {
    setStarting(true);
    setError(null);
    const result = await client.mutation(BEGIN_TOTP_SETUP, {}).toPromise();
    setStarting(false);
    if (result.error) setError(readError(result.error).message);
    else setSetup(result.data?.beginTotpSetup ?? null);
  };

  return (
    <Stack gap="sm" id="two-step">
      <Group gap="xs">
        <Title order={2} size="h4">
          {t('security.totp.title')}
        </Title>
        {state?.totpEnabled && !setup && <Badge color="teal">{t('security.totp.on')}</Badge>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('security.totp.lead')}
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      {required?.required && required.enforcedAt && state && !state.totpEnabled && (
        <Alert color="orange" title={t('security.required.noticeTitle')}>
          {t('security.required.notice', { date: formatDateTime(required.enforcedAt) })}
        </Alert>
      )}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            reload();
          }}
        />
      ) : setup ? (
        <SetupForm
          setup={setup}
          onEnabled={(fresh) => {
            setSetup(null);
            setCodes(fresh);
          }}
          onCancel={() => setSetup(null)}
        />
      ) : status.error && !status.data ? (
        <Alert color="red">{readError(status.error).message}</Alert>
      ) : !state ? (
        <Loader size="sm" role="status" aria-label={t('security.devices.loading')} />
      ) : state.totpEnabled ? (
        <Stack gap="md">
          <Text size="sm">{t('security.totp.onLead')}</Text>
          <Text size="sm">{t('security.totp.recoveryLeft', { count: state.recoveryCodesLeft })}</Text>
          <Divider />
          <RegenerateForm onCodes={setCodes} />
          <Divider />
          {required?.required ? <Text size="sm">{t('security.totp.requiredCannotDisable')}</Text> : <DisableForm onDisabled={reload} />}
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('security.totp.off')}</Text>
          <Button onClick={() => void start()} loading={starting}>
            {t('security.totp.start')}
          </Button>
        </Stack>
      )}
      {viewer?.isAdmin && required && !setup && !codes && (
        <>
          <Divider />
          <RequirementForm key={`${required.required}:${required.enforcedAt}`} required={required.required} enforcedAt={required.enforcedAt} onChange={reload} />
        </>
      )}
    </Stack>
  );
}
