import { Alert, Badge, Button, Group, Loader, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '../../i18n/format';
import { useEffect, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';
import { NOTIFICATION_SETTINGS, PUSH_DEVICES, REMOVE_PUSH_DEVICE, UPDATE_NOTIFICATION_SETTINGS } from './documents';
import { enablePush, pushState, type PushState } from './push';
import { workerRegistration } from './worker';
import type { PushDevicesQuery } from '../../graphql/gql/graphql';
import { wrapLabel } from '../../components/wrapLabel';

type Device = PushDevicesQuery['pushDevices'][number];

/** A short name for a device from its User-Agent: the browser and the system. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\/|Chromium\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : '';
  const system = /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : '';
  return [browser, system].filter(Boolean).join(' / ');
}

function PushDevices() {
  const { t } = useTranslation();
  const client = useClient();
  const [state, setState] = useState<PushState>(() => pushState());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [devices, refetch] = useQuery({ query: PUSH_DEVICES, requestPolicy: 'cache-and-network' });
  const [, remove] = useMutation(REMOVE_PUSH_DEVICE);
  const list = devices.data?.pushDevices ?? [];
  const thisOne = list.find((d) => d.current);

  const enable = async () => {
    setBusy(true);
    setError(null);
    try {
      setState(await enablePush(client));
      refetch({ requestPolicy: 'network-only' });
    } catch {
      setError(t('push.enableFailed'));
    } finally {
      setBusy(false);
    }
  };

  const removeDevice = async (device: Device) => {
    const result = await remove({ id: device.id });
    if (result.error) return setError(readError(result.error).message);
    // This browser's own subscription goes too, so it stops announcing pushes it no longer gets.
    if (device.current) await (await workerRegistration())?.pushManager.getSubscription().then((s) => s?.unsubscribe());
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('push.devicesTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('push.devicesLead')}
      </Text>
      {state === 'unsupported' && <Alert color="gray">{t('push.unsupported')}</Alert>}
      {state === 'denied' && <Alert color="orange">{t('push.denied')}</Alert>}
      {error && <Alert color="red">{error}</Alert>}
      {state !== 'unsupported' && state !== 'denied' && !thisOne && (
        <Button onClick={() => void enable()} loading={busy} {...wrapLabel} style={{ alignSelf: 'flex-start' }}>
          {t('push.enable')}
        </Button>
      )}
      {devices.fetching && !devices.data ? (
        <Loader size="sm" />
      ) : list.length === 0 ? (
        <Text size="sm">{t('push.noDevices')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('push.devicesTitle')}>
          {list.map((device) => (
            <Group key={device.id} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {deviceName(device.userAgent) || t('push.unknownDevice')}
                  </Text>
                  {device.current && <Badge size="sm">{t('push.thisDevice')}</Badge>}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('push.registeredAt', { date: formatDateTime(device.createdAt) })}
                </Text>
              </Stack>
              <Button size="xs" variant="light" color="red" onClick={() => void removeDevice(device)}>
                {t('push.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MailAndQuietHours() {
  const { t } = useTranslation();
  const [settings] = useQuery({ query: NOTIFICATION_SETTINGS, requestPolicy: 'cache-and-network' });
  const [{ fetching }, update] = useMutation(UPDATE_NOTIFICATION_SETTINGS);
  const [quiet, setQuiet] = useState(false);
  const [from, setFrom] = useState('20:00');
  const [to, setTo] = useState('08:00');
  const [error, setError] = useState<string | null>(null);
  const loaded = settings.data?.notificationSettings;

  useEffect(() => {
    if (!loaded) return;
    setQuiet(Boolean(loaded.quietFrom));
    if (loaded.quietFrom) setFrom(loaded.quietFrom);
    if (loaded.quietTo) setTo(loaded.quietTo);
  }, [loaded]);

  const save = async (input: Record<string, unknown>) => {
    setError(null);
    const result = await update({ input });
    if (result.error) return setError(readError(result.error).message);
    notifications.show({ color: 'teal', message: t('push.saved') });
  };

  if (!loaded) return <Loader size="sm" />;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('push.mailTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('push.mailLead')}
      </Text>
      <SegmentedControl
        aria-label={t('push.mailTitle')}
        // Its labels wrap within the card on a phone rather than running out of it.
        maw="100%"
        styles={{ label: { whiteSpace: 'normal' } }}
        style={{ alignSelf: 'flex-start' }}
        value={String(loaded.mailDelayMinutes)}
        onChange={(value) => void save({ mailDelayMinutes: Number(value) })}
        data={[
          { value: '0', label: t('push.mailOff') },
          { value: '10', label: t('push.mail10') },
          { value: '60', label: t('push.mail60') },
        ]}
      />
      <Title order={3} size="h5" mt="sm">
        {t('push.quietTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('push.quietLead')}
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      <Switch
        label={t('push.quietOn')}
        checked={quiet}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setQuiet(on);
          if (!on) void save({ quietFrom: null, quietTo: null });
        }}
      />
      {quiet && (
        <Group align="flex-end">
          <TextInput type="time" label={t('push.quietFrom')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="time" label={t('push.quietTo')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button variant="light" loading={fetching} onClick={() => void save({ quietFrom: from, quietTo: to })}>
            {t('push.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The account page's notification settings: this and other devices' pushes, missed-message mail, quiet hours. */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {t('push.title')}
      </Title>
      <PushDevices />
      <MailAndQuietHours />
    </Stack>
  );
}
