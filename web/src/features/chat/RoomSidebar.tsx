import { ActionIcon, Avatar, Badge, Button, Checkbox, Group, Modal, MultiSelect, NavLink, ScrollArea, Stack, Text, TextInput, Textarea, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAddressBook, IconDoorEnter, IconFolder, IconFolderCog, IconKeyboard, IconMessageSearch, IconPlus, IconSearch, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { ROOM_KIND } from '@musubi/shared/client';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';
import { ADD_ROOM, CONTACTS_FOR_PICKER, JOIN_ROOM_BY_CODE } from './documents';
import { ContactsDialog } from '../contacts/ContactsDialog';
import { NotificationBell } from '../notifications/NotificationBell';
import { CREATE_FOLDER, DELETE_FOLDER, RENAME_FOLDER, useFolders, type Folder } from './folders';
import { roomPath } from './paths';
import { roomPicture, roomTitle } from './roomTitle';
import { SearchDialog } from './SearchDialog';
import { ShortcutHelp, useRoomShortcuts } from './Shortcuts';
import { arrangeRooms, useRooms } from './rooms';
import type { Membership } from './types';

export { roomPath };

/** A room in the side bar, with its unread and mention counts. */
const RoomLink = memo(function RoomLink({ membership, active }: { membership: Membership; active: boolean }) {
  const { t } = useTranslation();
  const mentions = membership.unread_mentions;
  const unread = membership.unread_messages;
  return (
    <NavLink
      component={Link}
      to={roomPath(membership.room_id)}
      active={active}
      data-room-id={membership.room_id}
      label={roomTitle(membership.room)}
      description={membership.last_message ?? undefined}
      leftSection={
        roomPicture(membership.room) || membership.room?.kind === ROOM_KIND.direct || membership.favorite ? (
          <Group gap={4} wrap="nowrap">
            {membership.favorite && <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label={t('chat.sidebar.favorites')} />}
            {(membership.room?.kind === ROOM_KIND.direct || roomPicture(membership.room)) && (
              <Avatar src={roomPicture(membership.room)} radius={membership.room?.kind === ROOM_KIND.direct ? 'xl' : 'sm'} size={24} alt="">
                {roomTitle(membership.room).slice(0, 1)}
              </Avatar>
            )}
          </Group>
        ) : null
      }
      rightSection={
        // The counts are read as words in the link's name; the badges show them as figures.
        <Group gap={4} wrap="nowrap">
          {mentions > 0 && (
            <>
              <Badge size="sm" color="red" data-testid="mention-badge" aria-hidden>
                @{mentions}
              </Badge>
              <VisuallyHidden component="span">、{t('chat.sidebar.mentions', { count: mentions })}</VisuallyHidden>
            </>
          )}
          {unread > 0 && (
            <>
              <Badge size="sm" variant="light" data-testid="unread-badge" aria-hidden>
                {unread}
              </Badge>
              <VisuallyHidden component="span">、{t('chat.sidebar.unread', { count: unread })}</VisuallyHidden>
            </>
          )}
        </Group>
      }
    />
  );
});

function CreateRoomModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, addRoom] = useMutation(ADD_ROOM);
  const [contacts] = useQuery({ query: CONTACTS_FOR_PICKER, pause: !opened });
  const contactOptions = (contacts.data?.listContacts.items ?? []).map((c) => ({ value: c.id, label: c.name ?? c.id }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await addRoom({ input: { name, description: description || null, public: isPublic, user_ids: memberIds } });
    if (result.error || !result.data) return setError(readError(result.error).message);
    setName('');
    setDescription('');
    setMemberIds([]);
    setError(null);
    onClose();
    void navigate(roomPath(result.data.addRoom.id));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.create.title')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label={t('chat.create.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} data-autofocus />
          <Textarea label={t('chat.create.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
          <MultiSelect
            label={t('chat.create.members')}
            data={contactOptions}
            value={memberIds}
            onChange={setMemberIds}
            searchable
            nothingFoundMessage={t('chat.create.noContacts')}
          />
          <Checkbox label={t('chat.create.public')} checked={isPublic} onChange={(e) => setPublic(e.currentTarget.checked)} />
          <Button type="submit" loading={fetching}>
            {t('chat.create.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function JoinByCodeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, join] = useMutation(JOIN_ROOM_BY_CODE);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await join({ input: { musubiCode: code.trim() } });
    if (result.error || !result.data) return setError(readError(result.error).message);
    setCode('');
    setError(null);
    onClose();
    void navigate(roomPath(result.data.joinRoomByCode.room_id));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.join.title')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label={t('chat.join.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={error} data-autofocus />
          <Button type="submit" loading={fetching}>
            {t('chat.join.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function FolderManager({ opened, onClose, folders, onChanged }: { opened: boolean; onClose(): void; folders: Folder[]; onChanged(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  // A refusal, and the field it belongs to: 'new' for the new folder's name, a folder's id for its new name,
  // null for a refused deletion.
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const [, create] = useMutation(CREATE_FOLDER);
  const [, rename] = useMutation(RENAME_FOLDER);
  const [, remove] = useMutation(DELETE_FOLDER);
  const [names, setNames] = useState<Record<string, string>>({});

  const run = async (field: string | null, promise: Promise<{ error?: Parameters<typeof readError>[0] }>) => {
    const answer = await promise;
    setError(answer.error ? { field, text: readError(answer.error).message } : null);
    onChanged();
    return !answer.error;
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.folders.manage')}>
      <Stack>
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (await run('new', create({ input: { name } }))) setName('');
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('chat.folders.newName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error?.field === 'new' ? error.text : undefined}
              errorProps={{ role: 'alert' }}
              data-autofocus
            />
            <Button type="submit">{t('chat.folders.create')}</Button>
          </Group>
        </form>
        {error && error.field === null && (
          <Text c="red" size="sm" role="alert">
            {error.text}
          </Text>
        )}
        {folders.map((folder) => (
          <Group key={folder.id} wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('chat.folders.renameLabel', { name: folder.name })}
              value={names[folder.id] ?? folder.name}
              onChange={(e) => setNames({ ...names, [folder.id]: e.currentTarget.value })}
              error={error?.field === folder.id ? error.text : undefined}
              errorProps={{ role: 'alert' }}
            />
            <Button
              variant="default"
              disabled={(names[folder.id] ?? folder.name) === folder.name}
              onClick={() => void run(folder.id, rename({ input: { id: folder.id, name: names[folder.id] } }))}
            >
              {t('chat.folders.rename')}
            </Button>
            <ActionIcon color="red" variant="subtle" aria-label={t('chat.folders.deleteName', { name: folder.name })} onClick={() => void run(null, remove({ input: { id: folder.id } }))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}

/** The room list of the side bar: filter, favourites, the rest, archived apart; create and join. */
export function RoomSidebar() {
  const { t } = useTranslation();
  const { memberships, loaded } = useRooms();
  const [params, setParams] = useSearchParams();
  const selected = params.get('room');
  const [filter, setFilter] = useState('');
  const [searchOpened, search] = useDisclosure(false);
  const [helpOpened, help] = useDisclosure(false);
  const [contactsOpened, setContactsOpened] = useState(false);
  // A contact-request notification links to /room?contactRequests=1.
  const contactRequestsLink = params.get('contactRequests') === '1';
  const [createOpened, create] = useDisclosure(false);
  const [joinOpened, join] = useDisclosure(false);
  const [foldersOpened, manageFolders] = useDisclosure(false);
  const { viewer } = useSession();
  const folders = useFolders(viewer?.id ?? '');
  const { favorites, others, archived } = arrangeRooms(memberships, filter);
  const folderIds = new Set(folders.folders.map((f) => f.id));
  const unfiled = others.filter((m) => !m.folder_id || !folderIds.has(m.folder_id));
  const openFolders = folders.folders.filter((f) => folders.selected.includes(f.id)).map((f) => f.id);
  const order = [
    ...favorites,
    ...others.filter((m) => m.folder_id && openFolders.includes(m.folder_id)),
    ...unfiled,
    ...archived,
  ].map((m) => m.room_id);
  useRoomShortcuts({ onSearch: search.open, onHelp: help.open, order });
  const closeContacts = () => {
    setContactsOpened(false);
    if (contactRequestsLink) {
      const next = new URLSearchParams(params);
      next.delete('contactRequests');
      setParams(next, { replace: true });
    }
  };
  const section = (title: string, list: Membership[]) =>
    list.length > 0 && (
      <Stack gap={0} key={title}>
        <Text size="xs" c="dimmed" fw={700} px="xs" py={4}>
          {title}
        </Text>
        {list.map((m) => (
          <RoomLink key={m.room_id} membership={m} active={m.room_id === selected} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="sm">
          {t('room.rooms')}
        </Text>
        <Group gap={4}>
          <Tooltip label={t('chat.sidebar.joinByCode')}>
            <ActionIcon variant="subtle" onClick={join.open} aria-label={t('chat.sidebar.joinByCode')}>
              <IconDoorEnter size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('chat.sidebar.create')}>
            <ActionIcon variant="filled" onClick={create.open} aria-label={t('chat.sidebar.create')}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group gap={4} justify="space-between" aria-label={t('chat.sidebar.tools')}>
        {viewer && <NotificationBell viewerId={viewer.id} />}
        <Tooltip label={t('chat.search.title')}>
          <ActionIcon variant="subtle" onClick={search.open} aria-label={t('chat.search.title')}>
            <IconMessageSearch size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chat.contacts.title')}>
          <ActionIcon variant="subtle" onClick={() => setContactsOpened(true)} aria-label={t('chat.contacts.title')}>
            <IconAddressBook size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chat.shortcuts.title')}>
          <ActionIcon variant="subtle" onClick={help.open} aria-label={t('chat.shortcuts.title')}>
            <IconKeyboard size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={t('chat.sidebar.filter')}
        aria-label={t('chat.sidebar.filter')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap="xs" aria-label={t('room.rooms')} component="nav">
          {loaded && memberships.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('room.empty')}
            </Text>
          )}
          {memberships.length > 0 && favorites.length + others.length + archived.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('chat.sidebar.noMatch')}
            </Text>
          )}
          {section(t('chat.sidebar.favorites'), favorites)}
          <Stack gap={0}>
            <Group justify="space-between" px="xs">
              <Text size="xs" c="dimmed" fw={700}>
                {t('chat.folders.title')}
              </Text>
              <ActionIcon size="xs" variant="subtle" aria-label={t('chat.folders.manage')} onClick={manageFolders.open}>
                <IconFolderCog size={14} />
              </ActionIcon>
            </Group>
            {folders.folders.map((folder) => {
              // A favourite stays in its folder too; the folder holding the open room is marked while collapsed.
              const inside = [...favorites, ...others].filter((m) => m.folder_id === folder.id);
              const opened = folders.selected.includes(folder.id);
              return (
                <NavLink
                  key={folder.id}
                  label={folder.name}
                  leftSection={<IconFolder size={14} />}
                  opened={opened}
                  active={!opened && inside.some((m) => m.room_id === selected)}
                  variant="light"
                  onChange={() => folders.toggle(folder.id)}
                  data-folder-id={folder.id}
                  rightSection={inside.some((m) => m.unread_messages > 0) ? <Badge size="xs" variant="dot" /> : undefined}
                >
                  {inside.map((m) => (
                    <RoomLink key={m.room_id} membership={m} active={m.room_id === selected} />
                  ))}
                </NavLink>
              );
            })}
          </Stack>
          {section(t('chat.sidebar.rooms'), unfiled)}
          {section(t('chat.sidebar.archived'), archived)}
        </Stack>
      </ScrollArea>
      <CreateRoomModal opened={createOpened} onClose={create.close} />
      <JoinByCodeModal opened={joinOpened} onClose={join.close} />
      <SearchDialog opened={searchOpened} onClose={search.close} />
      <ShortcutHelp opened={helpOpened} onClose={help.close} />
      {viewer && (
        <ContactsDialog
          opened={contactsOpened || contactRequestsLink}
          onClose={closeContacts}
          viewerId={viewer.id}
          initialTab={contactRequestsLink ? 'requests' : 'list'}
        />
      )}
      <FolderManager opened={foldersOpened} onClose={manageFolders.close} folders={folders.folders} onChanged={folders.reload} />
    </Stack>
  );
}
