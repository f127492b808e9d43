import { useHotkeys } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { roomPath } from '../../rooms/paths';
import { useRooms } from '../../rooms/context';

/** The composer of the open room, marked so shortcuts can reach it from anywhere on the page. */
export const COMPOSER_SELECTOR = '[data-composer="true"]';

export const SHORTCUTS = [
  { keys: ['Alt', '↓'], action: 'nextUnread' },
  { keys: ['Alt', '↑'], action: 'previousRoom' },
  { keys: ['Alt', 'M'], action: 'focusComposer' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
] as const;

/**
 * Keyboard shortcuts of the room screen: Alt+↓ the next room with unread messages, Alt+↑ the previous room in the
 * list, Alt+M the composer, / search, ? this list. Single keys are ignored while typing in a field.
 */
export function useRoomShortcuts({ onSearch, onHelp, order }: { onSearch(): void; onHelp(): void; order: string[] }) {
  const { memberships } = useRooms();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('room');

  const nextUnread = () => {
    const unread = new Set(memberships.filter((m) => m.unread_messages > 0 && m.room_id !== current).map((m) => m.room_id));
    if (unread.size === 0) return;
    // Rooms in closed folders come last, so an unread room is never out of reach.
    const everyRoom = [...order, ...memberships.map((m) => m.room_id).filter((id) => !order.includes(id))];
    const start = current ? everyRoom.indexOf(current) : -1;
    const rotated = [...everyRoom.slice(start + 1), ...everyRoom.slice(0, start + 1)];
    const target = rotated.find((id) => unread.has(id));
    if (target) void navigate(roomPath(target));
  };
  const previousRoom = () => {
    if (order.length === 0) return;
    const index = current ? order.indexOf(current) : 0;
    void navigate(roomPath(order[(index - 1 + order.length) % order.length]!));
  };
  const focusComposer = () => document.querySelector<HTMLTextAreaElement>(COMPOSER_SELECTOR)?.focus();

  useHotkeys(
    [
      ['alt+ArrowDown', nextUnread],
      ['alt+ArrowUp', previousRoom],
      ['alt+M', focusComposer],
    ],
    [],
    true,
  );
  useHotkeys([
    ['/', onSearch],
    ['shift+?', onHelp],
  ]);
}
