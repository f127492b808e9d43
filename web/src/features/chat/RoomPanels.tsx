import { ActionIcon, Alert, Avatar, Button, CopyButton, Drawer, Group, Select, Stack, Tabs, Text, TextInput, Textarea, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh, IconUserMinus } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { ProfileCard } from '../contacts/ProfileCard';
import { RoomNotificationLevel } from '../push/RoomNotificationLevel';
import { REGENERATE_ROOM_CODE, REMOVE_MEMBER, ROOM_DETAIL, ROOM_MEMBERS, UPDATE_ROLE, UPDATE_ROOM } from './documents';
import { ROLE, type ChatUser, type Membership } from './types';

export type PanelName = 'members' | 'info' | 'files' | 'code';

interface MemberRow {
  id: string;
  user_id: string;
  role: number;
  user: ChatUser | null;
}

interface RoomDetail {
  id: string;
  name: string;
  description: string | null;
  overview: string | null;
  public: boolean;
  musubiCode: string | null;
}

function MembersPanel({ roomId, viewerId, isAdmin }: { roomId: string; viewerId: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({ query: ROOM_MEMBERS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const [, updateRole] = useMutation(UPDATE_ROLE);
  const [, removeMember] = useMutation(REMOVE_MEMBER);
  const [error, setError] = useState<string | null>(null);
  const [profileId, setProfileId] = useState<string | null>(null);
  const members = (result.data?.userRoom.items ?? []) as MemberRow[];
  const roleOptions = [
    { value: String(ROLE.admin), label: t('chat.panels.roles.admin') },
    { value: String(ROLE.user), label: t('chat.panels.roles.user') },
    { value: String(ROLE.view), label: t('chat.panels.roles.view') },
  ];

  const changeRole = async (member: MemberRow, role: number) => {
    const answer = await updateRole({ input: { room_id: roomId, user_id: member.user_id, role } });
    setError(answer.error ? readError(answer.error).message : null);
    refetch({ requestPolicy: 'network-only' });
  };
  const remove = async (member: MemberRow) => {
    const answer = await removeMember({ input: { room_id: roomId, user_id: member.user_id } });
    setError(answer.error ? readError(answer.error).message : null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {members.map((member) => {
        const name = member.user?.name ?? t('chat.timeline.unknownUser');
        return (
          <Group key={member.id} justify="space-between" wrap="nowrap" data-testid="room-member" data-user-id={member.user_id}>
            <UnstyledButton onClick={() => setProfileId(member.user_id)} style={{ minWidth: 0 }} aria-label={t('chat.profile.open', { name })}>
              <Group gap="xs" wrap="nowrap">
                <Avatar src={member.user?.image ?? null} radius="xl" size="sm" alt={name}>
                  {name.slice(0, 1)}
                </Avatar>
                <Text size="sm" truncate>
                  {name}
                  {member.user_id === viewerId ? t('chat.panels.you') : ''}
                </Text>
              </Group>
            </UnstyledButton>
            {isAdmin ? (
              <Group gap={4} wrap="nowrap">
                <Select
                  size="xs"
                  w={130}
                  aria-label={t('chat.panels.roleOf', { name })}
                  data={roleOptions}
                  value={String(member.role)}
                  allowDeselect={false}
                  onChange={(value) => value !== null && void changeRole(member, Number(value))}
                />
                {member.user_id !== viewerId && (
                  <Tooltip label={t('chat.panels.remove')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('chat.panels.removeName', { name })} onClick={() => void remove(member)}>
                      <IconUserMinus size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {roleOptions.find((o) => o.value === String(member.role))?.label}
              </Text>
            )}
          </Group>
        );
      })}
      <ProfileCard userId={profileId} viewerId={viewerId} onClose={() => setProfileId(null)} />
    </Stack>
  );
}

function InfoPanel({ room, isAdmin, onSaved }: { room: RoomDetail; isAdmin: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description ?? '');
  const [overview, setOverview] = useState(room.overview ?? '');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [{ fetching }, updateRoom] = useMutation(UPDATE_ROOM);

  useEffect(() => {
    setName(room.name);
    setDescription(room.description ?? '');
    setOverview(room.overview ?? '');
  }, [room]);

  if (!isAdmin) {
    return (
      <Stack gap="sm">
        <Text fw={700}>{room.name}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {room.description || t('chat.panels.noDescription')}
        </Text>
        <Text size="xs" c="dimmed" fw={700}>
          {t('chat.panels.overview')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="room-overview">
          {room.overview || t('chat.panels.noOverview')}
        </Text>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await updateRoom({ input: { id: room.id, name, description, overview } });
    if (answer.error) return setMessage({ ok: false, text: readError(answer.error).message });
    setMessage({ ok: true, text: t('chat.panels.saved') });
    onSaved();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={t('chat.create.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Textarea label={t('chat.create.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
        <Textarea label={t('chat.panels.overview')} value={overview} onChange={(e) => setOverview(e.currentTarget.value)} autosize minRows={4} />
        {message && (
          <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
        <Button type="submit" loading={fetching}>
          {t('chat.composer.save')}
        </Button>
      </Stack>
    </form>
  );
}

function CodePanel({ room, isAdmin }: { room: RoomDetail; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [{ fetching }, regenerate] = useMutation(REGENERATE_ROOM_CODE);
  const [code, setCode] = useState(room.musubiCode);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setCode(room.musubiCode), [room.musubiCode]);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {room.public ? t('chat.panels.codeLead') : t('chat.panels.codePrivate')}
      </Text>
      <Group gap="xs">
        <Text ff="monospace" fz="lg" fw={700} data-testid="room-code">
          {code ?? '—'}
        </Text>
        {code && (
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('chat.panels.copied') : t('chat.panels.copy')}>
                <ActionIcon variant="light" onClick={copy} aria-label={t('chat.panels.copy')} color={copied ? 'teal' : undefined}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        )}
      </Group>
      {isAdmin && (
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={fetching}
          onClick={async () => {
            const answer = await regenerate({ input: { room_id: room.id } });
            if (answer.error) return setError(readError(answer.error).message);
            setError(null);
            setCode(answer.data.regenerateRoomCode.musubiCode);
          }}
        >
          {t('chat.panels.regenerate')}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

interface Props {
  membership: Membership;
  viewerId: string;
  panel: PanelName | null;
  onPanel(panel: PanelName | null): void;
  /** The room's files panel (from the files feature). */
  filesPanel: ReactNode;
  onRoomChanged(): void;
}

/** The side drawer of a room: members and roles, room info and overview, files, and the room code. */
export function RoomPanels({ membership, viewerId, panel, onPanel, filesPanel, onRoomChanged }: Props) {
  const { t } = useTranslation();
  const roomId = membership.room_id;
  const isAdmin = membership.role === ROLE.admin;
  const [detail, refetchDetail] = useQuery({ query: ROOM_DETAIL, variables: { id: roomId }, pause: panel === null, requestPolicy: 'cache-and-network' });
  const room = detail.data?.getRoomDetail as RoomDetail | undefined;

  return (
    <Drawer opened={panel !== null} onClose={() => onPanel(null)} position="right" size="md" title={membership.room?.name}>
      <Tabs value={panel} onChange={(value) => onPanel((value as PanelName | null) ?? null)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="members">{t('chat.room.members')}</Tabs.Tab>
          <Tabs.Tab value="info">{t('chat.room.info')}</Tabs.Tab>
          <Tabs.Tab value="files">{t('chat.panels.files')}</Tabs.Tab>
          <Tabs.Tab value="code">{t('chat.panels.code')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <MembersPanel roomId={roomId} viewerId={viewerId} isAdmin={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="info">
          <RoomNotificationLevel roomId={roomId} />
          {room && (
            <InfoPanel
              room={room}
              isAdmin={isAdmin}
              onSaved={() => {
                refetchDetail({ requestPolicy: 'network-only' });
                onRoomChanged();
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="files">{filesPanel}</Tabs.Panel>
        <Tabs.Panel value="code">{room && <CodePanel room={room} isAdmin={isAdmin} />}</Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
