import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { ROOM_ROLE } from '@musubi/shared/client';
import { formatDate } from '../../../i18n/format';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../../graphql/errors';
import { useTranslation } from '../../../i18n';
import { INVITE_TO_ROOM, REVOKE_ROOM_INVITE, ROOM_INVITES } from '../documents';
import type { ChatRoomInvitesQuery } from '../../../graphql/gql/graphql';
import { roleOptions } from './roles';

type PendingInvite = ChatRoomInvitesQuery['listRoomInvites']['items'][number];

/** Invitation type that brings an address into a room (spec: joinRoom). */
const INVITE_JOIN_ROOM = 1;

/** Invites an address into the room by e-mail, and lists the room's pending invitations to revoke. */
export function InvitePanel({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(String(ROOM_ROLE.user));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Why the address was refused: the field's own error.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [{ fetching }, invite] = useMutation(INVITE_TO_ROOM);
  const [, revoke] = useMutation(REVOKE_ROOM_INVITE);
  const [pending, refetch] = useQuery({ query: ROOM_INVITES, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const invites = pending.data?.listRoomInvites.items ?? [];
  const roleLabel = (value: number | null) => roleOptions(t).find((o) => o.value === String(value ?? ROOM_ROLE.user))?.label ?? '';

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

