import { useLocalStorage } from '@mantine/hooks';

const COMPACT_KEY = 'musubi.compactMessages';

/**
 * Whether the timeline shows messages compactly (smaller pictures, one author's consecutive messages grouped): the
 * viewer's choice on this device (decision 0296). Every use of the hook follows a change made by another.
 */
export function useCompactMessages(): [boolean, (value: boolean) => void] {
  const [compact, setCompact] = useLocalStorage<boolean>({
    key: COMPACT_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: (value) => (value ? '1' : '0'),
    deserialize: (value) => value === '1',
  });
  return [compact, setCompact];
}

/** Consecutive messages of one author within this long read as one block in the compact display. */
export const GROUP_WITHIN_MS = 5 * 60 * 1000;

/** Whether a message continues the block of the one above it: the same author, the same day, soon after. */
export function continuesBlock(
  message: { user_id: string; createdAt: string },
  previous: { user_id: string; createdAt: string } | undefined,
  sameDay: boolean,
): boolean {
  if (!previous || !sameDay || previous.user_id !== message.user_id) return false;
  const gap = Date.parse(message.createdAt) - Date.parse(previous.createdAt);
  return gap >= 0 && gap < GROUP_WITHIN_MS;
}
