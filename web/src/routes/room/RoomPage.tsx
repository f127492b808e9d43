import { Center, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessages } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { RoomViewSwitch } from '../../features/board/RoomViewSwitch';
import { Conversation } from '../../features/chat/Conversation';
import { FirstSteps } from '../../features/chat/FirstSteps';
import { RoomHeader } from '../../features/chat/RoomHeader';
import { useRooms } from '../../rooms/context';
import { roomTitle } from '../../rooms/roomTitle';
import { useRedeemPendingInvite } from '../../features/invites/useRedeemPendingInvite';
import { useSession } from '../../session/context';

/** /room: the conversation of the room named by ?room=, or a newcomer's first steps (features/chat/FirstSteps.tsx). */
export function RoomPage() {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const { memberships, loaded, removedRoomIds, reload } = useRooms();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const roomId = params.get('room');
  const membership = memberships.find((m) => m.room_id === roomId) ?? null;
  const notifiedRemoval = useRef<string | null>(null);
  useRedeemPendingInvite(reload);

  useEffect(() => {
    const title = roomTitle(membership?.room);
    document.title = t('app.pageTitle', { title: `${title ? `${title} | ` : ''}${t('nav.room')}` });
  }, [t, membership?.room]);

  // A member removed while the room is open loses it at once.
  useEffect(() => {
    if (!roomId || !removedRoomIds.has(roomId) || notifiedRemoval.current === roomId) return;
    notifiedRemoval.current = roomId;
    notifications.show({ message: t('chat.room.closed'), color: 'orange' });
    void navigate('/room', { replace: true });
  }, [roomId, removedRoomIds, navigate, t]);

  // Until the viewer's rooms are read, whether there are any is not known: no empty state before then.
  if (!loaded) {
    return (
      <Center h="50vh">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!membership && viewer) return <FirstSteps viewerId={viewer.id} memberships={memberships} />;
  if (!membership || !viewer) {
    return (
      <EmptyState icon={<IconMessages size={32} />} title={memberships.length === 0 ? t('room.empty') : t('room.select')} order={1}>
        {memberships.length === 0 ? t('room.emptyLead') : null}
      </EmptyState>
    );
  }
  const chatUser = { id: viewer.id, name: viewer.name, image: viewer.image };
  // The header (the room's name is the page's <h1>) stays above both tabs.
  return (
    <Stack h="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))" gap="xs">
      <RoomHeader membership={membership} viewer={chatUser} />
      <RoomViewSwitch roomId={membership.room_id} chat={<Conversation membership={membership} viewer={chatUser} />} />
    </Stack>
  );
}
