import { ActionIcon, Alert, Avatar, Divider, Group, Select, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { ROOM_KIND } from '@musubi/shared/client';
import { notifications } from '@mantine/notifications';
import { IconUserMinus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { readError } from '../../../graphql/errors';
import { useTranslation } from '../../../i18n';
import { ProfileCard } from '../../contacts';
import { REMOVE_MEMBER, ROOM_MEMBERS, UPDATE_ROLE } from '../documents';
import type { Membership } from '../types';
import { roleOptions, type MemberRow } from './roles';
import { AddMembersForm } from './AddMembersForm';
import { InvitePanel } from './InvitePanel';
import { LeaveRoom } from './LeaveRoom';

/**
 * The members tab: everyone sees the members and may leave a group room; its admins also add contacts, invite by
 * e-mail, revoke pending invitations, change roles and remove members.
 */
export function MembersPanel({ membership, viewerId }: { membership: Membership; viewerId: string }) {
  const { t } = useTranslation();
  const roomId = membership.room_id;
  const isGroup = membership.room?.kind === ROOM_KIND.group;
  const canManage = (membership.viewerCan?.manageMembers ?? false) && isGroup;
  const [result, refetch] = useQuery({ query: ROOM_MEMBERS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const [, updateRole] = useMutation(UPDATE_ROLE);
  const [, removeMember] = useMutation(REMOVE_MEMBER);
  const [error, setError] = useState<string | null>(null);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const members = result.data?.userRoom.items ?? [];
  const options = roleOptions(t);
  const refresh = () => refetch({ requestPolicy: 'network-only' });

  // Someone else's change to the room (a member added or gone, a role) reaches this membership's counts.
  const totalUser = membership.room?.totalUser;
  useEffect(() => {
    refetch({ requestPolicy: 'network-only' });
  }, [totalUser, membership.role, refetch]);

  const changeRole = async (member: MemberRow, role: number) => {
    const answer = await updateRole({ input: { room_id: roomId, user_id: member.user_id, role } });
    setError(answer.error ? readError(answer.error).message : null);
    refresh();
  };
  const remove = async () => {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    const answer = await removeMember({ input: { room_id: roomId, user_id: member.user_id } });
    setError(answer.error ? readError(answer.error).message : null);
    if (!answer.error) notifications.show({ message: t('chat.manage.removed', { name: nameOf(member) }) });
    refresh();
  };
  const nameOf = (member: MemberRow) => member.user?.name ?? t('chat.timeline.unknownUser');

  return (
    <Stack gap="sm">
      {canManage && (
        <>
          <AddMembersForm roomId={roomId} memberIds={new Set(members.map((m) => m.user_id))} onDone={refresh} />
          <Divider />
          <InvitePanel roomId={roomId} />
          <Divider />
        </>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Text size="sm" fw={700}>
        {t('chat.manage.membersTitle', { count: members.length })}
      </Text>
      {members.map((member) => {
        const name = nameOf(member);
        return (
          <Group key={member.id} justify="space-between" wrap="nowrap" data-testid="room-member" data-user-id={member.user_id}>
            {/* Named by what it shows, then 「のプロフィール」 for a screen reader. */}
            <UnstyledButton onClick={() => setProfileId(member.user_id)} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <Avatar src={member.user?.image ?? null} radius="xl" size="sm" alt="" aria-hidden>
                  {name.slice(0, 1)}
                </Avatar>
                <Text size="sm" truncate>
                  {name}
                  {member.user_id === viewerId ? t('chat.panels.you') : ''}
                  <VisuallyHidden component="span">{t('chat.profile.openSuffix')}</VisuallyHidden>
                </Text>
              </Group>
            </UnstyledButton>
            {canManage ? (
              <Group gap={4} wrap="nowrap">
                <Select
                  size="xs"
                  w={120}
                  aria-label={t('chat.panels.roleOf', { name })}
                  data={options}
                  value={String(member.role)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  onChange={(value) => value !== null && void changeRole(member, Number(value))}
                />
                {member.user_id !== viewerId && (
                  <Tooltip label={t('chat.panels.remove')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('chat.panels.removeName', { name })} onClick={() => setRemoving(member)}>
                      <IconUserMinus size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            ) : (
              // In a direct room both are alike: roles mean nothing there.
              isGroup && (
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {options.find((o) => o.value === String(member.role))?.label}
                </Text>
              )
            )}
          </Group>
        );
      })}
      {isGroup && (
        <>
          <Divider />
          <LeaveRoom membership={membership} members={members} viewerId={viewerId} />
        </>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('chat.manage.removeConfirm', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('chat.panels.remove')}
        cancelLabel={t('chat.composer.cancel')}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        <Text size="sm">{t('chat.manage.removeLead')}</Text>
      </ConfirmDialog>
      <ProfileCard userId={profileId} viewerId={viewerId} onClose={() => setProfileId(null)} />
    </Stack>
  );
}
