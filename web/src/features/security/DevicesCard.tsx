import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '../../i18n/format';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import type { SignedInDevicesQuery } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { signOut } from '../../session/signOut';
import { END_SIGNED_IN_DEVICE, SIGNED_IN_DEVICES } from './documents';

type Device = SignedInDevicesQuery['signedInDevices'][number];

/** 「Chrome 142 / Windows 10」: the browser and the system, or null when the server could name neither. */
export function deviceLabel(device: Pick<Device, 'browser' | 'os'>): string | null {
  return [device.browser, device.os].filter(Boolean).join(' / ') || null;
}

/**
 * アカウント設定 → ログイン中の端末: every session of the account with its browser and system, the address it
 * signed in from, when it signed in and was last seen; any other one can be signed out from here (its pages
 * leave for the login screen at once), and all of them at once.
 */
export function DevicesCard() {
  const { t } = useTranslation();
  const client = useClient();
  const [devices, refetch] = useQuery({ query: SIGNED_IN_DEVICES, requestPolicy: 'cache-and-network' });
  const [, end] = useMutation(END_SIGNED_IN_DEVICE);
  const [ending, setEnding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = devices.data?.signedInDevices ?? [];

  const endDevice = async (device: Device) => {
    setEnding(device.id);
    setError(null);
    const result = await end({ id: device.id });
    setEnding(null);
    if (result.error) {
      setError(readError(result.error).message);
    } else {
      notifications.show({ color: 'teal', message: t('security.devices.ended', { device: deviceLabel(device) ?? t('security.devices.unknown') }) });
    }
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Stack gap="sm" id="devices">
      <Title order={2} size="h4">
        {t('account.sessionsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('security.devices.lead')}
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      {devices.error && !devices.data ? (
        <Alert color="red">{readError(devices.error).message}</Alert>
      ) : devices.fetching && !devices.data ? (
        <Loader size="sm" role="status" aria-label={t('security.devices.loading')} />
      ) : list.length === 0 ? (
        <Text size="sm">{t('security.devices.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('account.sessionsTitle')}>
          {list.map((device) => {
            const label = deviceLabel(device) ?? t('security.devices.unknown');
            return (
              <Group key={device.id} component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="signed-in-device">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                    {device.current && <Badge size="sm">{t('security.devices.thisDevice')}</Badge>}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('security.devices.address', { address: device.address ?? t('security.devices.unknownAddress') })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('security.devices.signedInAt', { date: formatDateTime(device.createdAt) })}
                    {t('format.dotSpaced')}
                    {t('security.devices.lastSeenAt', { date: formatDateTime(device.lastSeenAt) })}
                  </Text>
                </Stack>
                {!device.current && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={ending === device.id}
                    aria-label={t('security.devices.endLabel', { device: label })}
                    onClick={() => void endDevice(device)}
                  >
                    {t('security.devices.end')}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        {t('account.sessionsLead')}
      </Text>
      <Button color="red" variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => void signOut(client, true)}>
        {t('nav.signOutEverywhere')}
      </Button>
    </Stack>
  );
}
