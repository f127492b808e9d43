import { ActionIcon, Avatar, Badge, Box, Button, Group, Indicator, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { plainNotation } from '@musubi/shared/client';
import { formatRecent } from '../../i18n/format';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { onSubscriptionReconnect } from '../../graphql/client';
import { useLiveEvents } from '../../graphql/live';
import { MARK_NOTIFICATION, NOTIFICATIONS, ON_CREATE_NOTIFICATION } from './documents';
import type { BellNotificationFieldsFragment } from '../../graphql/gql/graphql';

/** status: unread 0, read 1; type: mention 0, account 1. */
export type BellNotification = BellNotificationFieldsFragment;

const UNREAD = 0;
const READ = 1;
const MENTION = 0;

/** A notification's link in the room screen's own terms (?room= and &message=). */
export function notificationTarget(link: string | null): string | null {
  if (!link || !link.startsWith('/')) return null;
  const url = new URL(link, 'http://musubi.invalid');
  const room = url.searchParams.get('room_id') ?? url.searchParams.get('room');
  if (url.pathname === '/room' && room) {
    const message = url.searchParams.get('message_id') ?? url.searchParams.get('message');
    return `/room?room=${encodeURIComponent(room)}${message ? `&message=${encodeURIComponent(message)}` : ''}`;
  }
  return `${url.pathname}${url.search}`;
}

/** The bell: mentions and account notices, the unread count, read on opening one; new ones arrive live. */
export function NotificationBell({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [byId, setById] = useState<Map<string, BellNotification>>(new Map());
  const [unreadIds, setUnreadIds] = useState<Set<string>>(new Set());
  // Where the answer left off: the subscription starts there, so nothing published in between is lost.
  const [liveMark, setLiveMark] = useState<string | null>(null);
  const location = useLocation();
  // The notifications already known (loaded or heard), so that one heard again after a reconnect is not told twice.
  const known = useRef(new Set<string>());

  const load = useCallback(async () => {
    const result = await client.query(NOTIFICATIONS, {}, { requestPolicy: 'network-only' }).toPromise();
    if (!result.data) return;
    const latest = result.data.latest.items;
    for (const n of latest) known.current.add(n.id);
    setById(new Map(latest.map((n) => [n.id, n])));
    setUnreadIds(new Set(result.data.unread.items.map((n) => n.id)));
    setLiveMark(result.data.latest.liveMark);
  }, [client]);

  useEffect(() => {
    void load();
    return onSubscriptionReconnect(() => void load());
  }, [load]);

  useLiveEvents(ON_CREATE_NOTIFICATION, { user_id: viewerId, after: liveMark }, `${viewerId}:${liveMark}`, (data) => {
    const notification = data.onCreateNotification;
    const isNew = !known.current.has(notification.id);
    known.current.add(notification.id);
    if (isNew && notification.status === UNREAD && notification.type === MENTION) tellOfMention(notification);
    setById((current) => new Map(current).set(notification.id, notification));
    // A notification read elsewhere (its room was read) comes back with its new status.
    setUnreadIds((current) => {
      if ((notification.status === UNREAD) === current.has(notification.id)) return current;
      const next = new Set(current);
      if (notification.status === UNREAD) next.add(notification.id);
      else next.delete(notification.id);
      return next;
    });
  }, liveMark === null);

  /** A To from another room than the one on screen: a short notice in the page, silent, that opens the message. */
  const tellOfMention = (notification: BellNotification) => {
    const target = notificationTarget(notification.link);
    if (!target || new URLSearchParams(location.search).get('room') === notification.room_id) return;
    const id = `mention-${notification.id}`;
    notifications.show({
      id,
      title: [notification.user_created?.name && t('chat.bell.from', { name: notification.user_created.name }), notification.room_name]
        .filter(Boolean)
        .join(' · ') || t('chat.bell.mention'),
      message: (
        <Stack gap={4} align="flex-start">
          <Text size="sm" lineClamp={2}>
            {plainNotation(notification.content)}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              open(notification);
            }}
          >
            {t('chat.bell.openMessage')}
          </Button>
        </Stack>
      ),
      autoClose: 8_000,
    });
  };

  const items = useMemo(() => [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [byId]);

  const markRead = async (ids: string[]) => {
    if (ids.length === 0) return;
    setUnreadIds((current) => {
      const next = new Set(current);
      for (const id of ids) next.delete(id);
      return next;
    });
    setById((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const known = next.get(id);
        if (known) next.set(id, { ...known, status: READ });
      }
      return next;
    });
    await Promise.all(ids.map((id) => client.mutation(MARK_NOTIFICATION, { input: { id, status: READ } }).toPromise()));
  };

  const open = (notification: BellNotification) => {
    void markRead([notification.id]);
    const target = notificationTarget(notification.link);
    setOpened(false);
    if (target) void navigate(target);
  };

  const count = unreadIds.size;
  return (
    // The indicator and the tooltip wrap the popover, so the popover's aria-haspopup and aria-expanded land on the bell
    // button itself. The figure on the bell is for the eye; the bell's name says it in words.
    <Tooltip label={t('chat.bell.title')} disabled={opened}>
      <Indicator label={<span aria-hidden>{count > 99 ? '99+' : count}</span>} size={16} disabled={count === 0} color="red" offset={4}>
        <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} withinPortal shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" aria-label={t('chat.bell.label', { count })} onClick={() => setOpened((o) => !o)} data-testid="notification-bell" data-unread={count}>
              <IconBell size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p="xs">
            <Group justify="space-between" mb="xs">
              <Text fw={700} size="sm">
                {t('chat.bell.title')}
              </Text>
              <Button size="compact-xs" variant="subtle" disabled={count === 0} onClick={() => void markRead([...unreadIds])}>
                {t('chat.bell.markAll')}
              </Button>
            </Group>
            <Box mah={420} style={{ overflowY: 'auto' }}>
              <Stack gap={2} role="list">
                {items.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('chat.bell.empty')}
                  </Text>
                )}
                {items.map((n) => {
                  const unread = unreadIds.has(n.id);
                  return (
                    <div key={n.id} role="listitem">
                      <UnstyledButton onClick={() => open(n)} data-testid="notification" data-unread={unread ? 'true' : 'false'} w="100%">
                        <Box p={6} style={{ borderRadius: 6, background: unread ? 'var(--mantine-color-blue-light)' : undefined }}>
                          <Group gap="xs" wrap="nowrap" align="flex-start">
                            <Avatar src={n.user_created?.image ?? null} size="sm" radius="xl">
                              {(n.user_created?.name ?? '').slice(0, 1)}
                            </Avatar>
                            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                              <Group gap={4}>
                                <Badge size="xs" variant="light" color={n.type === 0 ? 'orange' : 'gray'}>
                                  {n.type === 0 ? t('chat.bell.mention') : t('chat.bell.account')}
                                </Badge>
                                <Text size="xs" c="dimmed">
                                  {formatRecent(n.createdAt)}
                                </Text>
                              </Group>
                              {(n.user_created?.name || n.room_name) && (
                                <Text size="xs" c="dimmed" truncate>
                                  {[n.user_created?.name && t('chat.bell.from', { name: n.user_created.name }), n.room_name].filter(Boolean).join(' · ')}
                                </Text>
                              )}
                              <Text size="sm" lineClamp={3}>
                                {plainNotation(n.content)}
                              </Text>
                            </Stack>
                          </Group>
                        </Box>
                      </UnstyledButton>
                    </div>
                  );
                })}
              </Stack>
            </Box>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
    </Tooltip>
  );
}
