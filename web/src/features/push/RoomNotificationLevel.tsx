import { Select } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import type { NotificationLevel } from '../../graphql/gql/graphql';
import { useTranslation } from '../../i18n';
import { ROOM_NOTIFICATION_LEVEL, SET_ROOM_NOTIFICATION_LEVEL } from './documents';

/** The viewer's own level for a room: every message, To and direct only, or nothing. */
export function RoomNotificationLevel({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const [level, refetch] = useQuery({ query: ROOM_NOTIFICATION_LEVEL, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const [{ fetching }, set] = useMutation(SET_ROOM_NOTIFICATION_LEVEL);
  return (
    <Select
      mb="lg"
      label={t('push.roomLevel')}
      description={t('push.roomLevelLead')}
      allowDeselect={false}
      disabled={!level.data || fetching}
      value={level.data?.roomNotificationLevel ?? null}
      onChange={(value) => {
        if (value) void set({ room_id: roomId, level: value as NotificationLevel }).then(() => refetch({ requestPolicy: 'network-only' }));
      }}
      data={[
        { value: 'ALL', label: t('push.levelAll') },
        { value: 'MENTIONS', label: t('push.levelMentions') },
        { value: 'NONE', label: t('push.levelNone') },
      ]}
    />
  );
}
