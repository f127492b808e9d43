import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { graphql } from '../../graphql/gql';
import { useTranslation } from '../../i18n';
import { previewInvite } from './invitePreview';
import { forgetInviteToken, INVITE_JOIN_ROOM, pendingInviteToken } from './pendingInvite';

const JOIN_BY_INVITE = graphql(`
  mutation InviteJoinRoom($input: RedeemInviteInput!) {
    updateUserContactJoinRoom(input: $input) {
      id
      room_id
    }
  }
`);

const CONTACT_BY_INVITE = graphql(`
  mutation InviteContact($input: RedeemInviteInput!) {
    handleRequestMailContact(input: $input) {
      id
    }
  }
`);

/**
 * Once the user reaches their rooms signed in and registered, the invitation they arrived with is redeemed:
 * a room invitation opens the room, a contact invitation the request waiting for their answer.
 */
export function useRedeemPendingInvite(reloadRooms: () => Promise<void>): void {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    const token = pendingInviteToken();
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      const preview = await previewInvite(token).catch(() => null);
      forgetInviteToken();
      if (!preview) return;
      if (preview.status !== 'valid') {
        notifications.show({ color: 'red', title: t(`invite.${preview.status}.title`), message: t(`invite.${preview.status}.lead`) });
        return;
      }
      if (preview.type === INVITE_JOIN_ROOM) {
        const result = await client.mutation(JOIN_BY_INVITE, { input: { token } }).toPromise();
        if (result.error || !result.data) return notifications.show({ color: 'red', message: readError(result.error).message });
        // The new room may reach this page before its live updates are listened to: read the rooms again.
        await reloadRooms();
        notifications.show({ message: t('invite.joined', { room: preview.roomName ?? '' }) });
        void navigate(`/room?room=${encodeURIComponent(result.data.updateUserContactJoinRoom.room_id)}`, { replace: true });
        return;
      }
      const result = await client.mutation(CONTACT_BY_INVITE, { input: { token } }).toPromise();
      if (result.error || !result.data) return notifications.show({ color: 'red', message: readError(result.error).message });
      notifications.show({ message: t('invite.requestWaiting') });
      if (result.data.handleRequestMailContact) void navigate('/room?contactRequests=1', { replace: true });
    })();
  }, [client, navigate, t, reloadRooms]);
}
