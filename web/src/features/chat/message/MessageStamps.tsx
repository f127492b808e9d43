import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { LazyMenu } from '../../../components/LazyMenu';
import { useTranslation } from '../../../i18n';
import { STAMPS } from '../stamps';
import type { ChatMessage, ChatUser } from '../types';

/** How long a finger rests on a stamp before it shows who reacted instead of toggling it. */
const LONG_PRESS_MS = 500;

/** One stamp under a message: its image and count; hovering, focusing or a long press shows who reacted. */
function StampButton({ stamp, names, mine, onToggle }: { stamp: (typeof STAMPS)[number]; names: string[]; mine: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const [showWho, setShowWho] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const stopPress = () => {
    if (pressTimer.current) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  return (
    <Tooltip label={names.join(t('format.list'))} opened={showWho} withinPortal multiline maw={260}>
      <Button
        size="compact-xs"
        radius="xl"
        variant={mine ? 'filled' : 'light'}
        aria-pressed={mine}
        aria-label={`${stamp.alt} ${names.length}`}
        data-testid={`stamp-${stamp.id}`}
        leftSection={<img src={stamp.src} alt={stamp.alt} width={16} height={16} />}
        onMouseEnter={() => setShowWho(true)}
        onMouseLeave={() => setShowWho(false)}
        onFocus={() => setShowWho(true)}
        onBlur={() => setShowWho(false)}
        onTouchStart={() => {
          longPressed.current = false;
          stopPress();
          pressTimer.current = setTimeout(() => {
            longPressed.current = true;
            setShowWho(true);
          }, LONG_PRESS_MS);
        }}
        onTouchEnd={stopPress}
        onTouchMove={stopPress}
        onContextMenu={(event) => event.preventDefault()}
        onClick={() => {
          // The click that ends a long press only showed who reacted.
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          setShowWho(false);
          onToggle();
        }}
      >
        {names.length}
      </Button>
    </Tooltip>
  );
}

interface Props {
  message: ChatMessage;
  viewerId: string;
  /** Whether the viewer may stamp (the stamp menu, toggling a stamp). */
  canPost: boolean;
  members: ReadonlyMap<string, ChatUser>;
  onStamp(message: ChatMessage, emotion: string): void;
}

/** Under a message: its stamps with their counts; nothing when it has none. */
export function MessageStamps({ message, viewerId, canPost, members, onStamp }: Props) {
  const { t } = useTranslation();
  const stamps = STAMPS.map((e) => ({ ...e, users: message.emotions.filter((x) => x.emotion === e.id).map((x) => x.user_id) })).filter((s) => s.users.length > 0);
  if (stamps.length === 0) return null;
  return (
    <Group gap={4}>
      {stamps.map((stamp) => (
        <StampButton
          key={stamp.id}
          stamp={stamp}
          names={stamp.users.map((id) => members.get(id)?.name ?? t('chat.timeline.unknownUser'))}
          mine={stamp.users.includes(viewerId)}
          onToggle={() => canPost && onStamp(message, stamp.id)}
        />
      ))}
    </Group>
  );
}

/** The button that opens the stamps to add one, beside the message's menu. */
export function StampMenu({ message, onStamp }: Pick<Props, 'message' | 'onStamp'>) {
  const { t } = useTranslation();
  return (
    <LazyMenu
      position="bottom-end"
      target={
        <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={t('chat.menu.stamp')}>
          <IconMoodSmile size={16} />
        </ActionIcon>
      }
    >
      {STAMPS.map((e) => (
        <Menu.Item key={e.id} onClick={() => onStamp(message, e.id)} leftSection={<img src={e.src} alt="" width={20} height={20} />}>
          {e.alt}
        </Menu.Item>
      ))}
    </LazyMenu>
  );
}
