import { AVATAR } from '@musubi/shared';

/** What clients are shown of a stored picture: one of ours, never an outside address stored before this rule. */
export function shownPicture(stored: string | null | undefined): string | null {
  return stored && AVATAR.pattern.test(stored) ? stored : null;
}
