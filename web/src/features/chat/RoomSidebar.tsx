import { ActionIcon, Avatar, Badge, Box, Button, Group, NavLink, Stack, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAddressBook, IconDoorEnter, IconFolder, IconFolderCog, IconKeyboard, IconMessageSearch, IconPlus, IconSearch, IconStarFilled } from '@tabler/icons-react';
import { plainNotation, ROOM_KIND } from '@musubi/shared/client';
import { lazy, memo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useSearchParams } from 'react-router';
import { OpenedOnce } from '../../components/OpenedOnce';
import { useSession } from '../../session/context';
import { loadContactsDialog } from '../contacts';
import { NotificationBell } from '../notifications';
import { useFolders } from './folders';
import { roomPath } from '../../rooms/paths';
import { roomPicture, roomTitle } from '../../rooms/roomTitle';
import { useRoomShortcuts } from './Shortcuts';
import { useRooms } from '../../rooms/context';
import { arrangeRooms } from './rooms';
import type { Membership } from './types';

export { roomPath };

// The side bar's dialogs load when first opened: a first visit to a room needs none of them.
const CreateRoomModal = lazy(() => import('./RoomSidebarDialogs').then((m) => ({ default: m.CreateRoomModal })));
const JoinByCodeModal = lazy(() => import('./RoomSidebarDialogs').then((m) => ({ default: m.JoinByCodeModal })));
const FolderManager = lazy(() => import('./RoomSidebarDialogs').then((m) => ({ default: m.FolderManager })));
const ShortcutHelp = lazy(() => import('./ShortcutHelp').then((m) => ({ default: m.ShortcutHelp })));
const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));
const ContactsDialog = lazy(() => loadContactsDialog().then((m) => ({ default: m.ContactsDialog })));

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
      // One line each, cut with an ellipsis; the room's whole name on hover. A title, not a tooltip: a tap on a
      // phone leaves nothing behind.
      label={
        <Text component="span" size="sm" truncate="end" display="block" title={roomTitle(membership.room)}>
          {roomTitle(membership.room)}
        </Text>
      }
      description={
        membership.last_message ? (
          <Text component="span" inherit truncate="end" display="block">
            {plainNotation(membership.last_message)}
          </Text>
        ) : undefined
      }
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
              <VisuallyHidden component="span">{t('format.list')}{t('chat.sidebar.mentions', { count: mentions })}</VisuallyHidden>
            </>
          )}
          {unread > 0 && (
            <>
              <Badge size="sm" variant="light" data-testid="unread-badge" aria-hidden>
                {unread}
              </Badge>
              <VisuallyHidden component="span">{t('format.list')}{t('chat.sidebar.unread', { count: unread })}</VisuallyHidden>
            </>
          )}
        </Group>
      }
    />
  );
});

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
      <Text fw={700} size="sm">
        {t('room.rooms')}
      </Text>
      {/* Spelled out, not icons: the first things a newcomer looks for. */}
      {/* Side by side while both labels fit, one above the other when a longer language needs the width. */}
      <Group gap={4} wrap="wrap">
        <Button size="compact-sm" leftSection={<IconPlus size={16} />} onClick={create.open} style={{ flex: '1 1 auto' }}>
          {t('chat.sidebar.create')}
        </Button>
        <Button size="compact-sm" variant="default" leftSection={<IconDoorEnter size={16} />} onClick={join.open} style={{ flex: '1 1 auto' }}>
          {t('chat.sidebar.joinByCode')}
        </Button>
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
      {/* Scrolls natively: Mantine's ScrollArea would add its scroll bars to every room's first download. */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
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
              <Tooltip label={t('chat.folders.manage')}>
                <ActionIcon size="xs" variant="subtle" aria-label={t('chat.folders.manage')} onClick={manageFolders.open}>
                  <IconFolderCog size={14} />
                </ActionIcon>
              </Tooltip>
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
      </Box>
      <OpenedOnce opened={createOpened}>
        <CreateRoomModal opened={createOpened} onClose={create.close} />
      </OpenedOnce>
      <OpenedOnce opened={joinOpened}>
        <JoinByCodeModal opened={joinOpened} onClose={join.close} />
      </OpenedOnce>
      <OpenedOnce opened={searchOpened}>
        <SearchDialog opened={searchOpened} onClose={search.close} />
      </OpenedOnce>
      <OpenedOnce opened={helpOpened}>
        <ShortcutHelp opened={helpOpened} onClose={help.close} />
      </OpenedOnce>
      {viewer && (
        <OpenedOnce opened={contactsOpened || contactRequestsLink}>
          <ContactsDialog
            opened={contactsOpened || contactRequestsLink}
            onClose={closeContacts}
            viewerId={viewer.id}
            initialTab={contactRequestsLink ? 'requests' : 'list'}
          />
        </OpenedOnce>
      )}
      <OpenedOnce opened={foldersOpened}>
        <FolderManager opened={foldersOpened} onClose={manageFolders.close} folders={folders.folders} onChanged={folders.reload} />
      </OpenedOnce>
    </Stack>
  );
}
