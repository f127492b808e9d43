import { plainNotation } from '@musubi/shared/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ChatMessage, ChatUser } from '../types';

/** How much of a new message is announced to a screen reader. */
const ANNOUNCED_CHARS = 140;

/**
 * What to announce politely of new messages from others in the open room: not the viewer's own, not the older
 * pages read on scrolling, not a stamp or an edit (those change a message already counted).
 */
export function useNewMessagesAnnouncement(
  messages: ChatMessage[],
  { loaded, lastSeq, active, viewerId, members }: { loaded: boolean; lastSeq: number; active: boolean; viewerId: string; members: Map<string, ChatUser> },
): string {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const announcedSeq = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const after = announcedSeq.current;
    announcedSeq.current = Math.max(after ?? 0, lastSeq);
    if (after === null || lastSeq <= after || !active) return;
    const fresh = messages.filter((m) => m.seq > after && m.user_id !== viewerId && !m.deletedAt);
    if (fresh.length === 0) return;
    const said = fresh.map((m) => {
      const text = plainNotation(m.content);
      return t('chat.timeline.announce', {
        name: m.user?.name ?? members.get(m.user_id)?.name ?? t('chat.timeline.unknownUser'),
        text: text.length > ANNOUNCED_CHARS ? `${text.slice(0, ANNOUNCED_CHARS)}…` : text,
      });
    });
    setAnnouncement(said.join('\n'));
  }, [loaded, messages, lastSeq, active, viewerId, members, t]);
  return announcement;
}
