import { Button, Group, Stack, Text } from '@mantine/core';
import { plainNotation } from '@musubi/shared/client';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { type Client, useClient } from 'urql';
import { type TFunction, useTranslation } from '../../i18n';
import { roomPath } from '../../rooms/paths';
import { useRooms } from '../../rooms/context';
import type { Membership } from '../../rooms/types';
import { enablePush, hasPushSubscription, pushState, renewPushDevice } from './push';
import { ROOM_NOTIFICATION_LEVEL } from './documents';
import { badgedIcon, reaches, roomNews, titleWithCount, totalUnread } from './unreadSignals';
import { workerRegistration } from './worker';

const FALLBACK_ICON = '/icons/icon-192.png';

/** The page's icon links (the browser picks one of them by size and type), each remembering its own address. */
function iconLinks(): HTMLLinkElement[] {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  if (links.length === 0) {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = FALLBACK_ICON;
    document.head.appendChild(link);
    links.push(link);
  }
  for (const link of links) link.dataset.baseHref ??= link.getAttribute('href') ?? FALLBACK_ICON;
  return links;
}

/** Every icon link shows the same badged picture, or its own again once nothing is unread. */
function showIcon(badged: string | null) {
  for (const link of iconLinks()) link.href = badged ?? link.dataset.baseHref!;
}

/** Shows a room's news as a desktop notification, through the service worker when there is one (its click opens the room). */
async function announce(membership: Membership) {
  const title = membership.room?.name ?? 'Musubi';
  const options: NotificationOptions = {
    body: plainNotation(membership.last_message ?? ''),
    tag: `room:${membership.room_id}`,
    icon: FALLBACK_ICON,
    lang: 'ja',
    data: { url: roomPath(membership.room_id) },
  };
  const registration = await workerRegistration();
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}

const OFFERED_KEY = 'musubi:push-offered';
const OFFER_ID = 'push-offer';

/**
 * Offers notifications once, when the user comes back to the tab after a To or direct message arrived while they
 * were away: the moment they are plainly useful. Never on load, and never again once answered (the account page
 * keeps the switch).
 */
function offerPush(client: Client, t: TFunction) {
  try {
    if (pushState() !== 'default' || localStorage.getItem(OFFERED_KEY)) return;
    localStorage.setItem(OFFERED_KEY, '1');
  } catch {
    return;
  }
  const close = () => notifications.hide(OFFER_ID);
  notifications.show({
    id: OFFER_ID,
    autoClose: false,
    title: t('push.offerTitle'),
    message: (
      <Stack gap="xs">
        <Text size="sm">{t('push.offerLead')}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => void enablePush(client).catch(() => undefined).finally(close)}>
            {t('push.enable')}
          </Button>
          <Button size="xs" variant="subtle" onClick={close}>
            {t('push.offerLater')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}

/**
 * What an open Musubi tab tells a user who is looking elsewhere: the unread count in the title and on the icon, and a
 * desktop notification for the news their room level lets through (by default a new To or direct message) while
 * the tab is hidden, unless this browser receives pushes, which announce them already.
 */
export function UnreadSignals() {
  const { t } = useTranslation();
  const client = useClient();
  const { memberships, loaded } = useRooms();
  const count = loaded ? totalUnread(memberships) : 0;
  const countRef = useRef(count);
  const known = useRef<Map<string, Membership> | null>(null);
  const missedWhileAway = useRef(false);

  // The page's own title changes with the screen: keep the count in front of whatever it becomes.
  useEffect(() => {
    countRef.current = count;
    document.title = titleWithCount(document.title, count);
    const element = document.querySelector('title');
    if (!element) return;
    const observer = new MutationObserver(() => {
      const next = titleWithCount(document.title, countRef.current);
      if (next !== document.title) document.title = next;
    });
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [count]);

  useEffect(() => {
    let stale = false;
    if (count === 0) showIcon(null);
    else
      void badgedIcon(FALLBACK_ICON, count)
        .then((href) => {
          if (!stale) showIcon(href);
        })
        .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [count]);

  useEffect(() => {
    renewPushDevice(client).catch(() => undefined);
  }, [client]);

  // Back at the tab after a To or direct message came while away: the moment to offer notifications.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !missedWhileAway.current) return;
      missedWhileAway.current = false;
      offerPush(client, t);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client, t]);

  // Leaving the rooms' pages leaves the title and icon as they were.
  useEffect(
    () => () => {
      document.title = titleWithCount(document.title, 0);
      showIcon(null);
    },
    [],
  );

  useEffect(() => {
    if (!loaded) return;
    const previous = known.current;
    known.current = new Map(memberships.map((m) => [m.room_id, m]));
    if (!previous) return;
    const news = roomNews(previous, memberships);
    if (news.length === 0) return;
    if (document.visibilityState !== 'hidden') return;
    if (pushState() === 'default' && news.some((n) => n.named)) missedWhileAway.current = true;
    if (pushState() !== 'granted') return;
    void hasPushSubscription().then(async (pushed) => {
      if (pushed) return;
      for (const { membership, named } of news) {
        const level = await client.query(ROOM_NOTIFICATION_LEVEL, { room_id: membership.room_id }, { requestPolicy: 'network-only' }).toPromise();
        if (reaches(level.data?.roomNotificationLevel ?? 'MENTIONS', named)) await announce(membership).catch(() => undefined);
      }
    });
  }, [memberships, loaded, client, t]);

  return null;
}
