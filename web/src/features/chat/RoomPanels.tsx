import { ActionIcon, Button, Checkbox, CopyButton, Divider, Drawer, Group, Stack, Tabs, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { ROOM_KIND } from '@musubi/shared/client';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useMutation, useQuery } from 'urql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PictureEditor } from '../../components/PictureEditor';
import { readError } from '../../graphql/errors';
import { RoomNotificationLevel } from '../push';
import { OutgoingWebhooks, WebhooksPanel } from '../webhooks';
import { REGENERATE_ROOM_CODE, REMOVE_ROOM, ROOM_DETAIL, UPDATE_ROOM } from './documents';
import { MembersPanel } from './members/MembersPanel';
import { panelsOf, type PanelName } from './panels';
import { roomTitle } from '../../rooms/roomTitle';
import type { Membership } from './types';
import type { ChatRoomDetailQuery } from '../../graphql/gql/graphql';

const PANEL_LABELS = { members: 'chat.room.members', info: 'chat.room.info', files: 'chat.panels.files', code: 'chat.panels.code', webhooks: 'chat.panels.webhooks' } as const;

type RoomDetail = NonNullable<ChatRoomDetailQuery['getRoomDetail']>;

/** Deleting the room, for its admins: the confirmation names the room. */
function DeleteRoom({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, removeRoom] = useMutation(REMOVE_ROOM);
  const confirm = async () => {
    const answer = await removeRoom({ input: { id: room.id } });
    if (answer.error) return setError(readError(answer.error).message);
    setOpened(false);
    notifications.show({ message: t('chat.manage.deleted', { name: room.name }) });
    void navigate('/room', { replace: true });
  };
  return (
    <>
      <Button variant="outline" color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpened(true)}>
        {t('chat.manage.deleteRoom')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('chat.manage.deleteConfirm', { name: room.name })}
        confirmLabel={t('chat.manage.deleteSubmit')}
        cancelLabel={t('chat.composer.cancel')}
        busy={fetching}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      >
        <Text size="sm">{t('chat.manage.deleteLead')}</Text>
      </ConfirmDialog>
    </>
  );
}

function InfoPanel({ room, canEdit, onSaved }: { room: RoomDetail; canEdit: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description ?? '');
  const [overview, setOverview] = useState(room.overview ?? '');
  const [isPublic, setPublic] = useState(room.public);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [{ fetching }, updateRoom] = useMutation(UPDATE_ROOM);
  const isGroup = room.kind === ROOM_KIND.group;

  useEffect(() => {
    setName(room.name);
    setDescription(room.description ?? '');
    setOverview(room.overview ?? '');
    setPublic(room.public);
  }, [room]);

  if (!canEdit) {
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
    const answer = await updateRoom({ input: { id: room.id, name, description, overview, ...(isGroup ? { public: isPublic } : {}) } });
    if (answer.error) return setMessage({ ok: false, text: readError(answer.error).message });
    setMessage({ ok: true, text: t('chat.panels.saved') });
    onSaved();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {isGroup && (
          <PictureEditor
            image={room.image}
            fallback={room.name}
            endpoint={`/api/avatars/rooms/${encodeURIComponent(room.id)}`}
            shape="rect"
            label={t('picture.room')}
            onChange={(image) => {
              notifications.show({ color: 'teal', message: image ? t('picture.saved') : t('picture.removed') });
              onSaved();
            }}
          />
        )}
        <TextInput label={t('chat.create.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Textarea label={t('chat.create.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
        <Textarea label={t('chat.panels.overview')} value={overview} onChange={(e) => setOverview(e.currentTarget.value)} autosize minRows={4} />
        {isGroup && <Checkbox label={t('chat.manage.publicFlag')} checked={isPublic} onChange={(e) => setPublic(e.currentTarget.checked)} />}
        {message && (
          <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
        <Button type="submit" loading={fetching}>
          {t('chat.composer.save')}
        </Button>
        {isGroup && (
          <>
            <Divider my="sm" />
            <DeleteRoom room={room} />
          </>
        )}
      </Stack>
    </form>
  );
}

function CodePanel({ room, canEdit }: { room: RoomDetail; canEdit: boolean }) {
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
      {canEdit && (
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={fetching}
          onClick={async () => {
            const answer = await regenerate({ input: { room_id: room.id } });
            if (answer.error || !answer.data) return setError(readError(answer.error).message);
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
  const canEditRoom = membership.viewerCan?.editRoomInfo ?? false;
  const panels = panelsOf(membership.room?.kind, membership.viewerCan?.manageMembers ?? false);
  const [detail, refetchDetail] = useQuery({ query: ROOM_DETAIL, variables: { id: roomId }, pause: panel === null, requestPolicy: 'cache-and-network' });
  const room = detail.data?.getRoomDetail;

  return (
    <Drawer opened={panel !== null} onClose={() => onPanel(null)} position="right" size="md" title={roomTitle(membership.room)}>
      <Tabs value={panel} onChange={(value) => onPanel((value as PanelName | null) ?? null)} keepMounted={false}>
        <Tabs.List mb="md">
          {panels.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(PANEL_LABELS[name])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="members">
          <MembersPanel membership={membership} viewerId={viewerId} />
        </Tabs.Panel>
        <Tabs.Panel value="info">
          <RoomNotificationLevel roomId={roomId} />
          {room && (
            <InfoPanel
              room={room}
              canEdit={canEditRoom}
              onSaved={() => {
                refetchDetail({ requestPolicy: 'network-only' });
                onRoomChanged();
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="files">{filesPanel}</Tabs.Panel>
        <Tabs.Panel value="code">{room && <CodePanel room={room} canEdit={canEditRoom} />}</Tabs.Panel>
        {panels.includes('webhooks') && (
          <Tabs.Panel value="webhooks">
            <Stack gap="xl">
              <WebhooksPanel roomId={roomId} />
              <OutgoingWebhooks roomId={roomId} viewerId={viewerId} />
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </Drawer>
  );
}
