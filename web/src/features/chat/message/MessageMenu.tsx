import { ActionIcon, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { LazyMenu } from '../../../components/LazyMenu';
import { useTranslation } from '../../../i18n';
import { STAMPS } from '../stamps';
import type { ChatMessage } from '../types';
import type { MessageActions } from './MessageItem';

interface Props {
  message: ChatMessage;
  /** Whether the viewer wrote it (edit, delete). */
  own: boolean;
  /** Whether the viewer may post (reply, quote, make a task). */
  canPost: boolean;
  /** Whether the viewer may delete other people's messages (room admin). */
  canModerate: boolean;
  actions: MessageActions;
}

/**
 * The stamps, in the menu of a device whose pointer cannot hover (a phone), where the stamp button beside the menu
 * does not show. Mounted with the open menu only.
 */
function TouchStamps({ message, onStamp }: { message: ChatMessage; onStamp: MessageActions['onStamp'] }) {
  const { t } = useTranslation();
  const touch = useMediaQuery('(hover: none)', false, { getInitialValueInEffect: false });
  if (!touch) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('chat.menu.stamp')}</Menu.Label>
      {STAMPS.map((e) => (
        <Menu.Item key={e.id} onClick={() => onStamp(message, e.id)} leftSection={<img src={e.src} alt="" width={20} height={20} />}>
          {t('chat.menu.stampAs', { name: e.alt })}
        </Menu.Item>
      ))}
    </>
  );
}

/** A message's menu: reply, quote, edit, copy its link, make a task of it, delete it, as the viewer may. */
export function MessageMenu({ message, own, canPost, canModerate, actions }: Props) {
  const { t } = useTranslation();
  return (
    <LazyMenu
      position="bottom-end"
      target={
        <ActionIcon variant="subtle" size="sm" aria-label={t('chat.menu.open')}>
          <IconDots size={16} />
        </ActionIcon>
      }
    >
      {canPost && <Menu.Item onClick={() => actions.onReply(message)}>{t('chat.menu.reply')}</Menu.Item>}
      {canPost && <Menu.Item onClick={() => actions.onQuote(message)}>{t('chat.menu.quote')}</Menu.Item>}
      {own && <Menu.Item onClick={() => actions.onEdit(message)}>{t('chat.menu.edit')}</Menu.Item>}
      <Menu.Item onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}/room?room=${message.room_id}&message=${message.id}`)}>
        {t('chat.menu.copyLink')}
      </Menu.Item>
      {canPost && <Menu.Item onClick={() => actions.onMakeTask(message)}>{t('chat.menu.makeTask')}</Menu.Item>}
      {canPost && <TouchStamps message={message} onStamp={actions.onStamp} />}
      {(own || canModerate) && (
        // Mantine draws a coloured item in shade 6 (3.28:1 on white); c= gives it the theme's readable red text.
        <Menu.Item color="red" c="red" onClick={() => actions.onDelete(message)}>
          {t('chat.menu.delete')}
        </Menu.Item>
      )}
    </LazyMenu>
  );
}
