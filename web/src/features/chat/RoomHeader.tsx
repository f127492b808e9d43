import { ActionIcon, Avatar, Box, Button, Center, Group, Loader, Menu, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff, IconBaselineDensitySmall, IconDots, IconFiles, IconFolder, IconInfoCircle, IconKey, IconStar, IconStarFilled, IconUsers, IconWebhook } from '@tabler/icons-react';
import { ROOM_KIND } from '@musubi/shared/client';
import { Fragment, lazy, Suspense, useCallback, useState } from 'react';
import { useClient } from 'urql';
import { useTranslation } from '../../i18n';
import { readError } from '../../graphql/errors';
import { UPDATE_USER_ROOM } from './documents';
import { useCompactMessages } from './density';
import { useFolders } from './folders';
import { panelsOf, type PanelName } from './panels';
import { roomPicture, roomTitle } from '../../rooms/roomTitle';
import { useRooms } from '../../rooms/context';
import { loadFilesPanel } from '../files';
import type { ChatUser, Membership } from './types';

// The drawer's code (members and roles, room settings with the picture editor, files) loads when a panel first opens.
const RoomPanels = lazy(() => import('./RoomPanels').then((m) => ({ default: m.RoomPanels })));
const FilesPanel = lazy(() => loadFilesPanel().then((m) => ({ default: m.FilesPanel })));

/** The header's buttons that open a side panel of the room. */
const PANEL_BUTTONS = [
  { panel: 'members', label: 'chat.room.members', Icon: IconUsers },
  { panel: 'info', label: 'chat.room.info', Icon: IconInfoCircle },
  { panel: 'files', label: 'chat.panels.files', Icon: IconFiles },
  { panel: 'code', label: 'chat.panels.code', Icon: IconKey },
  { panel: 'webhooks', label: 'chat.panels.webhooks', Icon: IconWebhook },
] as const;

/**
 * The open room's header, above its チャット and ボード tabs: the room's name as the page's <h1>, its favourite,
 * archive and folder, and the buttons of its side panels (one menu on a phone). The panels' drawer mounts the
 * first time one opens.
 */
export function RoomHeader({ membership, viewer }: { membership: Membership; viewer: ChatUser }) {
  const { t } = useTranslation();
  const client = useClient();
  const roomId = membership.room_id;
  const { reload: reloadRooms, upsert } = useRooms();
  const { folders } = useFolders(viewer.id);
  const panels = panelsOf(membership.room?.kind, membership.viewerCan?.manageMembers ?? false);
  const [compact, setCompact] = useCompactMessages();
  // The open panel belongs to its room.
  const [openPanel, setOpenPanel] = useState<{ roomId: string; name: PanelName } | null>(null);
  const [panelsMounted, setPanelsMounted] = useState(false);
  const panel = openPanel?.roomId === roomId ? openPanel.name : null;
  const showPanel = useCallback(
    (name: PanelName | null) => {
      if (name) setPanelsMounted(true);
      setOpenPanel(name ? { roomId, name } : null);
    },
    [roomId],
  );
  const canModerate = membership.viewerCan?.moderateMessages ?? false;

  const updateMembership = async (change: { favorite?: boolean; archived?: boolean; folder_id?: string | null }) => {
    const result = await client.mutation(UPDATE_USER_ROOM, { input: { id: membership.id, ...change } }).toPromise();
    if (result.data) upsert(result.data.updateUserRoom);
    if (result.error) notifications.show({ color: 'red', message: readError(result.error).message });
  };

  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {(membership.room?.kind === ROOM_KIND.direct || roomPicture(membership.room)) && (
            <Avatar src={roomPicture(membership.room)} radius={membership.room?.kind === ROOM_KIND.direct ? 'xl' : 'sm'} size="md" alt="">
              {roomTitle(membership.room).slice(0, 1)}
            </Avatar>
          )}
          {/* One line, cut with an ellipsis; the whole name on hover (a title: a tap on a phone leaves nothing behind). */}
          <Title order={1} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }} lineClamp={1} title={roomTitle(membership.room)}>
            {roomTitle(membership.room)}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap" aria-label={t('chat.panels.open')} visibleFrom="sm">
          <Tooltip label={t('chat.room.compact')}>
            <ActionIcon variant="subtle" aria-label={t('chat.room.compact')} aria-pressed={compact} onClick={() => setCompact(!compact)}>
              <IconBaselineDensitySmall size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('chat.room.favorite')}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              aria-label={t('chat.room.favorite')}
              aria-pressed={membership.favorite}
              onClick={() => void updateMembership({ favorite: !membership.favorite })}
            >
              {membership.favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={membership.archived ? t('chat.room.unarchive') : t('chat.room.archive')}>
            <ActionIcon
              variant="subtle"
              aria-label={membership.archived ? t('chat.room.unarchive') : t('chat.room.archive')}
              onClick={() => void updateMembership({ archived: !membership.archived })}
            >
              {membership.archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
            </ActionIcon>
          </Tooltip>
          {/* A tooltip around the menu, not between its target and the button, which keeps aria-haspopup and aria-expanded. */}
          <Tooltip label={t('chat.folders.moveTo')}>
            <Box>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={t('chat.folders.moveTo')}>
                    <IconFolder size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void updateMembership({ folder_id: null })} disabled={!membership.folder_id}>
                    {t('chat.folders.none')}
                  </Menu.Item>
                  {folders.map((folder) => (
                    <Menu.Item key={folder.id} onClick={() => void updateMembership({ folder_id: folder.id })} disabled={membership.folder_id === folder.id}>
                      {folder.name}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Box>
          </Tooltip>
          {/* Spelled out where the header is wide enough, as an icon with its tooltip where it is not: the same name. */}
          {PANEL_BUTTONS.filter(({ panel: name }) => panels.includes(name)).map(({ panel: name, label, Icon }) => (
            <Fragment key={name}>
              <Button visibleFrom="lg" variant="subtle" size="compact-sm" leftSection={<Icon size={16} />} onClick={() => showPanel(name)}>
                {t(label)}
              </Button>
              <Tooltip label={t(label)}>
                <ActionIcon hiddenFrom="lg" variant="subtle" aria-label={t(label)} onClick={() => showPanel(name)}>
                  <Icon size={18} />
                </ActionIcon>
              </Tooltip>
            </Fragment>
          ))}
        </Group>
        {/* A phone has no room for the row of icons: the same actions, in one menu. */}
        <Tooltip label={t('chat.room.actions')}>
          <Box hiddenFrom="sm">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('chat.room.actions')}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconBaselineDensitySmall size={16} />} onClick={() => setCompact(!compact)}>
                  {compact ? t('chat.room.compactOff') : t('chat.room.compactOn')}
                </Menu.Item>
                <Menu.Item
                  leftSection={membership.favorite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                  onClick={() => void updateMembership({ favorite: !membership.favorite })}
                >
                  {membership.favorite ? t('chat.room.favoriteRemove') : t('chat.room.favoriteAdd')}
                </Menu.Item>
                <Menu.Item
                  leftSection={membership.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                  onClick={() => void updateMembership({ archived: !membership.archived })}
                >
                  {membership.archived ? t('chat.room.unarchive') : t('chat.room.archive')}
                </Menu.Item>
                {PANEL_BUTTONS.filter(({ panel: name }) => panels.includes(name)).map(({ panel: name, label, Icon }) => (
                  <Menu.Item key={name} leftSection={<Icon size={16} />} onClick={() => showPanel(name)}>
                    {t(label)}
                  </Menu.Item>
                ))}
                <Menu.Label>{t('chat.folders.moveTo')}</Menu.Label>
                <Menu.Item leftSection={<IconFolder size={16} />} onClick={() => void updateMembership({ folder_id: null })} disabled={!membership.folder_id}>
                  {t('chat.folders.none')}
                </Menu.Item>
                {folders.map((folder) => (
                  <Menu.Item
                    key={folder.id}
                    leftSection={<IconFolder size={16} />}
                    onClick={() => void updateMembership({ folder_id: folder.id })}
                    disabled={membership.folder_id === folder.id}
                  >
                    {folder.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Box>
        </Tooltip>
      </Group>
      {panelsMounted && (
        <Suspense fallback={null}>
          <RoomPanels
            membership={membership}
            viewerId={viewer.id}
            panel={panel}
            onPanel={showPanel}
            filesPanel={
              <Suspense
                fallback={
                  <Center py="md">
                    <Loader size="sm" />
                  </Center>
                }
              >
                <FilesPanel roomId={roomId} viewerId={viewer.id} isAdmin={canModerate} />
              </Suspense>
            }
            onRoomChanged={() => void reloadRooms()}
          />
        </Suspense>
      )}
    </>
  );
}
