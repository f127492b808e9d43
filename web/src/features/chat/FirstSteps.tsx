import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconBell, IconCheck, IconDeviceMobile, IconMessages, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { ROOM_KIND } from '@musubi/shared/client';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { EmptyState } from '../../components/EmptyState';
import { OpenedOnce } from '../../components/OpenedOnce';
import { useTranslation } from '../../i18n';
import { loadContactsDialog, useColleagueInvited } from '../contacts';
import { enablePush, hasPushSubscription, promptInstall, pushState, runsInstalled, useInstallOffered, type PushState } from '../push';
import type { Membership } from './types';

const InstallHelp = lazy(() => import('./InstallHelp').then((m) => ({ default: m.InstallHelp })));
const CreateRoomModal = lazy(() => import('./RoomSidebarDialogs').then((m) => ({ default: m.CreateRoomModal })));
const ContactsDialog = lazy(() => loadContactsDialog().then((m) => ({ default: m.ContactsDialog })));

/** The one flag kept on the device: the list closed by its 閉じる (decision 0314); every tick comes from real data. */
const closedKey = (viewerId: string) => `musubi.firstStepsClosed.${viewerId}`;

/**
 * Whether the viewer belongs to a group room: マイチャット comes with every account and a direct room is not a team's
 * place, so only a group room, made or joined, counts (decision 0314).
 */
export const hasGroupRoom = (memberships: Membership[]) => memberships.some((m) => !m.removed && m.room?.kind === ROOM_KIND.group);

/** This browser's notification permission, and whether it holds a push subscription (null until known). */
function usePushReadiness() {
  const client = useClient();
  const [state, setState] = useState<PushState>(() => pushState());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void hasPushSubscription()
      .catch(() => false)
      .then((held) => current && setSubscribed(held));
    return () => {
      current = false;
    };
  }, [state]);
  const enable = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await enablePush(client));
      setSubscribed(await hasPushSubscription());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { state, done: subscribed === null ? null : state === 'granted' && subscribed, busy, failed, enable };
}

/** One step: its tick, its button (none once there is nothing left to do), what it is for, and any notice. */
function Step({ done, icon, title, lead, onClick, keepButton, busy, disabled, children }: {
  done: boolean | null;
  icon: ReactNode;
  title: string;
  lead: string;
  onClick(): void;
  /** Whether the button stays once done (another room, another colleague). */
  keepButton: boolean;
  busy?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {done === null ? (
          <Loader size={28} role="status" aria-label={t('chat.firstSteps.checking')} />
        ) : (
          <ThemeIcon size={28} radius="xl" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'} aria-hidden>
            {done ? <IconCheck size={18} /> : icon}
          </ThemeIcon>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }} align="flex-start">
          <Group gap="xs">
            {!done || keepButton ? (
              <Button variant={done ? 'default' : 'filled'} onClick={onClick} loading={busy} disabled={disabled}>
                {title}
              </Button>
            ) : (
              <Text fw={700}>{title}</Text>
            )}
            {done !== null && (
              <Badge color={done ? 'teal' : 'gray'} variant={done ? 'light' : 'outline'}>
                {done ? t('chat.firstSteps.done') : t('chat.firstSteps.notDone')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The room page with no room open: someone who has just signed up sees their next steps (a room, a colleague,
 * the app on the home screen, notifications), each ticked from what the server and the browser say, each a button
 * that does it. Once closed, the page only asks to pick a room.
 */
export function FirstSteps({ viewerId, memberships }: { viewerId: string; memberships: Membership[] }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useLocalStorage<boolean>({
    key: closedKey(viewerId),
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: (value) => (value ? '1' : '0'),
    deserialize: (value) => value === '1',
  });
  const [createOpened, setCreateOpened] = useState(false);
  const [contactsOpened, setContactsOpened] = useState(false);
  const [installHelpOpened, setInstallHelpOpened] = useState(false);
  const colleague = useColleagueInvited();
  const push = usePushReadiness();
  const installOffered = useInstallOffered();
  const installed = runsInstalled();

  if (closed) {
    return <EmptyState icon={<IconMessages size={32} />} title={t('room.select')} order={1} />;
  }
  const roomMade = hasGroupRoom(memberships);
  const ticks = [roomMade, colleague.invited, installed, push.done];
  const install = () => {
    if (installOffered) void promptInstall();
    else setInstallHelpOpened(true);
  };
  return (
    <Stack maw={640} mx="auto" py="xl" gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {t('chat.firstSteps.title')}
          </Title>
          <Text c="dimmed">{t('chat.firstSteps.lead')}</Text>
        </Stack>
        <Button variant="subtle" size="xs" onClick={() => setClosed(true)} style={{ flexShrink: 0 }}>
          {t('chat.firstSteps.close')}
        </Button>
      </Group>
      <Text size="sm" fw={700} aria-live="polite">
        {t('chat.firstSteps.progress', { done: ticks.filter(Boolean).length, total: ticks.length })}
      </Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('chat.firstSteps.title')}>
        <Step
          done={roomMade}
          icon={<IconPlus size={16} />}
          title={t('chat.firstSteps.createRoom')}
          lead={t('chat.firstSteps.createRoomLead')}
          onClick={() => setCreateOpened(true)}
          keepButton
        />
        <Step
          done={colleague.invited}
          icon={<IconUserPlus size={16} />}
          title={t('chat.firstSteps.invite')}
          lead={t('chat.firstSteps.inviteLead')}
          onClick={() => setContactsOpened(true)}
          keepButton
        />
        <Step done={installed} icon={<IconDeviceMobile size={16} />} title={t('chat.firstSteps.install')} lead={t('chat.firstSteps.installLead')} onClick={install} keepButton={false} />
        <Step
          done={push.done}
          icon={<IconBell size={16} />}
          title={t('chat.firstSteps.notify')}
          lead={t('chat.firstSteps.notifyLead')}
          onClick={() => void push.enable()}
          keepButton={false}
          busy={push.busy}
          disabled={push.state === 'unsupported' || push.state === 'denied'}
        >
          {push.state === 'unsupported' && <Text size="sm">{t('push.unsupported')}</Text>}
          {push.state === 'denied' && <Text size="sm">{t('push.denied')}</Text>}
          {push.failed && <Alert color="red">{t('push.enableFailed')}</Alert>}
        </Step>
      </Stack>
      <OpenedOnce opened={createOpened}>
        <CreateRoomModal opened={createOpened} onClose={() => setCreateOpened(false)} />
      </OpenedOnce>
      <OpenedOnce opened={contactsOpened}>
        <ContactsDialog
          opened={contactsOpened}
          onClose={() => {
            setContactsOpened(false);
            colleague.refresh();
          }}
          viewerId={viewerId}
          initialTab="add"
        />
      </OpenedOnce>
      <OpenedOnce opened={installHelpOpened}>
        <InstallHelp opened={installHelpOpened} onClose={() => setInstallHelpOpened(false)} />
      </OpenedOnce>
    </Stack>
  );
}
