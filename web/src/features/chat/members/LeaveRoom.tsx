import { Button, Select, Text } from '@mantine/core';
import { ROOM_ROLE } from '@musubi/shared/client';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { readError } from '../../../graphql/errors';
import { useTranslation } from '../../../i18n';
import { REMOVE_MEMBER, UPDATE_ROLE } from '../documents';
import type { Membership } from '../types';
import { type MemberRow, type Outcome } from './roles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Leaving the room; the last admin of a room with other members first names a new admin. */
export function LeaveRoom({ membership, members, viewerId }: { membership: Membership; members: MemberRow[]; viewerId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [successor, setSuccessor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = members.filter((m) => m.user_id !== viewerId);
  const needsSuccessor = membership.role === ROOM_ROLE.admin && others.length > 0 && !others.some((m) => m.role === ROOM_ROLE.admin);
  const roomName = membership.room?.name ?? '';

  const leave = async () => {
    setBusy(true);
    if (needsSuccessor && successor) {
      const promoted: Outcome = await client
        .mutation(UPDATE_ROLE, { input: { room_id: membership.room_id, user_id: successor, role: ROOM_ROLE.admin } })
        .toPromise();
      if (promoted.error) {
        setBusy(false);
        return setError(readError(promoted.error).message);
      }
    }
    const left: Outcome = await client.mutation(REMOVE_MEMBER, { input: { room_id: membership.room_id } }).toPromise();
    setBusy(false);
    if (left.error) return setError(readError(left.error).message);
    setOpened(false);
    void navigate('/room', { replace: true });
  };

  return (
    <>
      <Button variant="default" color="red" leftSection={<IconDoorExit size={16} />} onClick={() => setOpened(true)}>
        {t('chat.manage.leave')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('chat.manage.leaveConfirm', { name: roomName })}
        confirmLabel={t('chat.manage.leaveSubmit')}
        cancelLabel={t('chat.composer.cancel')}
        busy={busy}
        confirmDisabled={needsSuccessor && !successor}
        error={error}
        onConfirm={() => void leave()}
        onClose={() => setOpened(false)}
      >
        <Text size="sm">{t('chat.manage.leaveLead')}</Text>
        {needsSuccessor && (
          <>
            <Text size="sm">{t('chat.manage.successorLead')}</Text>
            <Select
              label={t('chat.manage.successor')}
              data={others.map((m) => ({ value: m.user_id, label: m.user?.name ?? t('chat.timeline.unknownUser') }))}
              value={successor}
              onChange={setSuccessor}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

