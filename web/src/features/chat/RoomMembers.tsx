import { ActionIcon, Alert, Avatar, Button, Divider, Group, Modal, MultiSelect, Select, Stack, Text, TextInput, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDate, ROOM_KIND } from '@musubi/shared/client';
import { notifications } from '@mantine/notifications';
import { IconDoorExit, IconMailForward, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { useTranslation, type TFunction } from '../../i18n';
import { ProfileCard } from '../contacts/ProfileCard';
import { ADD_MEMBER, CONTACTS_FOR_PICKER, INVITE_TO_ROOM, REMOVE_MEMBER, REVOKE_ROOM_INVITE, ROOM_INVITES, ROOM_MEMBERS, UPDATE_ROLE } from './documents';
import { ROLE, type Membership } from './types';
import type { ChatRoomMembersQuery } from '../../graphql/gql/graphql';
import type { ChatRoomInvitesQuery } from '../../graphql/gql/graphql';

type MemberRow = ChatRoomMembersQuery['userRoom']['items'][number];

type PendingInvite = ChatRoomInvitesQuery['listRoomInvites']['items'][number];

/** Invitation type that brings an address into a room (spec: joinRoom). */
const INVITE_JOIN_ROOM = 1;

const roleOptions = (t: TFunction) => [
  { value: String(ROLE.admin), label: t('chat.panels.roles.admin') },
  { value: String(ROLE.user), label: t('chat.panels.roles.user') },
  { value: String(ROLE.view), label: t('chat.panels.roles.view') },
];

type Outcome = { error?: Parameters<typeof readError>[0] };

/** Adds contacts who are not members yet, all with one role. */
function AddMembersForm({ roomId, memberIds, onDone }: { roomId: string; memberIds: Set<string>; onDone(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [contacts] = useQuery({ query: CONTACTS_FOR_PICKER, requestPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState<string[]>([]);
  const [role, setRole] = useState(String(ROLE.user));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const options = (contacts.data?.listContacts.items ?? [])
    .filter((c) => !memberIds.has(c.id))
    .map((c) => ({ value: c.id, label: c.name ?? t('chat.timeline.unknownUser') }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    setBusy(true);
    let added = 0;
    let failure: string | null = null;
    for (const user_id of picked) {
      const result: Outcome = await client.mutation(ADD_MEMBER, { input: { room_id: roomId, user_id, role: Number(role) } }).toPromise();
      if (result.error) failure = readError(result.error).message;
      else added += 1;
    }
    setBusy(false);
    setPicked([]);
    setMessage(failure ? { ok: false, text: failure } : { ok: true, text: t('chat.manage.added', { count: added }) });
    onDone();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t('chat.manage.addTitle')}
        </Text>
        <MultiSelect
          label={t('chat.manage.addPick')}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage={t('chat.manage.noCandidates')}
          placeholder={options.length === 0 ? t('chat.manage.noCandidates') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Group align="flex-end" wrap="nowrap">
          <Select label={t('chat.manage.role')} data={roleOptions(t)} value={role} onChange={(v) => v && setRole(v)} allowDeselect={false} w={140} />
          <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={busy} disabled={picked.length === 0}>
            {t('chat.manage.add')}
          </Button>
        </Group>
        {message && (
          <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** Invites an address into the room by e-mail, and lists the room's pending invitations to revoke. */
function InvitePanel({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(String(ROLE.user));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Why the address was refused: the field's own error.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [{ fetching }, invite] = useMutation(INVITE_TO_ROOM);
  const [, revoke] = useMutation(REVOKE_ROOM_INVITE);
  const [pending, refetch] = useQuery({ query: ROOM_INVITES, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const invites = pending.data?.listRoomInvites.items ?? [];
  const roleLabel = (value: number | null) => roleOptions(t).find((o) => o.value === String(value ?? ROLE.user))?.label ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const result = await invite({ input: { type: INVITE_JOIN_ROOM, email: address, room_id: roomId, role: Number(role) } });
    setMessage(null);
    if (result.error) return setRefusal(readError(result.error).message);
    setRefusal(null);
    setEmail('');
    setMessage({ ok: true, text: t('chat.manage.invited', { email: address }) });
    refetch({ requestPolicy: 'network-only' });
  };

  const withdraw = async (item: PendingInvite) => {
    const result = await revoke({ input: { id: item.id } });
    setMessage(result.error ? { ok: false, text: readError(result.error).message } : { ok: true, text: t('chat.manage.revoked') });
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Stack gap="xs">
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {t('chat.manage.inviteTitle')}
          </Text>
          {/* A refusal is tied to the field (aria-invalid, aria-describedby) and read out. */}
          <TextInput
            type="email"
            label={t('chat.manage.inviteEmail')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            autoComplete="off"
            error={refusal ?? undefined}
            errorProps={{ role: 'alert' }}
          />
          <Group align="flex-end" wrap="nowrap">
            <Select label={t('chat.manage.role')} data={roleOptions(t)} value={role} onChange={(v) => v && setRole(v)} allowDeselect={false} w={140} />
            <Button type="submit" variant="light" leftSection={<IconMailForward size={16} />} loading={fetching} disabled={!email.trim()}>
              {t('chat.manage.invite')}
            </Button>
          </Group>
          {message && (
            <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </Text>
          )}
        </Stack>
      </form>
      <Text size="sm" fw={700} mt="xs">
        {t('chat.manage.pendingTitle')}
      </Text>
      {pending.data && invites.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('chat.manage.noPending')}
        </Text>
      )}
      {invites.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap" data-testid="room-invite" data-email={item.email}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {item.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('chat.manage.pendingLine', {
                role: roleLabel(item.role),
                name: item.inviter?.name ?? t('chat.timeline.unknownUser'),
                date: formatDate(item.expiresAt),
              })}
            </Text>
          </Stack>
          <Tooltip label={t('chat.manage.revoke')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('chat.manage.revokeName', { email: item.email })} onClick={() => void withdraw(item)}>
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}

/** Leaving the room; the last admin of a room with other members first names a new admin. */
function LeaveRoom({ membership, members, viewerId }: { membership: Membership; members: MemberRow[]; viewerId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [successor, setSuccessor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = members.filter((m) => m.user_id !== viewerId);
  const needsSuccessor = membership.role === ROLE.admin && others.length > 0 && !others.some((m) => m.role === ROLE.admin);
  const roomName = membership.room?.name ?? '';

  const leave = async () => {
    setBusy(true);
    if (needsSuccessor && successor) {
      const promoted: Outcome = await client
        .mutation(UPDATE_ROLE, { input: { room_id: membership.room_id, user_id: successor, role: ROLE.admin } })
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
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('chat.manage.leaveConfirm', { name: roomName })} centered>
        <Stack>
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
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('chat.composer.cancel')}
            </Button>
            <Button color="red" loading={busy} disabled={needsSuccessor && !successor} onClick={() => void leave()}>
              {t('chat.manage.leaveSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The members tab: everyone sees the members and may leave a group room; its admins also add contacts, invite by
 * e-mail, revoke pending invitations, change roles and remove members.
 */
export function MembersPanel({ membership, viewerId }: { membership: Membership; viewerId: string }) {
  const { t } = useTranslation();
  const roomId = membership.room_id;
  const isGroup = membership.room?.kind === ROOM_KIND.group;
  const isAdmin = membership.role === ROLE.admin && isGroup;
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
      {isAdmin && (
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
            {isAdmin ? (
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
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('chat.manage.removeConfirm', { name: removing ? nameOf(removing) : '' })} centered>
        <Stack>
          <Text size="sm">{t('chat.manage.removeLead')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('chat.composer.cancel')}
            </Button>
            <Button color="red" onClick={() => void remove()}>
              {t('chat.panels.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ProfileCard userId={profileId} viewerId={viewerId} onClose={() => setProfileId(null)} />
    </Stack>
  );
}
