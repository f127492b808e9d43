import { useMemo, useRef, useState, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { useClient } from 'urql';
import { readError } from '../../../graphql/errors';
import { DELETE_MESSAGE, UPDATE_MESSAGE } from '../documents';
import type { MessageActions } from '../message/MessageItem';
import type { ChatMessage } from '../types';

/** What a mutation answered, read for the line of error under the timeline. */
export type Answer = { error?: Parameters<typeof readError>[0] };

interface Timeline {
  merge(messages: ChatMessage[]): void;
  /** The timeline's index of a message on screen, or -1 (for a jump to the message a reply quotes). */
  indexOf(messageId: string): number;
  virtuoso: RefObject<VirtuosoHandle | null>;
  composer: RefObject<HTMLTextAreaElement | null>;
  report(result: Answer): void;
}

/**
 * The actions on a message (reply, quote, edit, delete, make a task, a stamp, a jump to the quoted message) and
 * what they leave the room in: the message replied to or edited, a quote to add to the composer, the message
 * whose deletion or task is being asked for.
 */
export function useMessageActions({ merge, indexOf, virtuoso, composer, report }: Timeline) {
  const client = useClient();
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [quote, setQuote] = useState<{ text: string } | null>(null);
  // The message as it was when its deletion was asked for: the confirmation shows it and deletes it by its id.
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [makingTask, setMakingTask] = useState<ChatMessage | null>(null);
  // Read by the actions, which stay the same object across renders.
  const latest = useRef({ indexOf, report });
  latest.current = { indexOf, report };

  const actions: MessageActions = useMemo(
    () => ({
      onReply: (message) => {
        setEditing(null);
        setReplyTo(message);
        composer.current?.focus();
      },
      onQuote: (message) => {
        setEditing(null);
        setQuote({ text: `> ${message.content.split('\n').join('\n> ')}\n` });
        composer.current?.focus();
      },
      onEdit: (message) => {
        setReplyTo(null);
        setEditing(message);
        composer.current?.focus();
      },
      onDelete: (message) => setDeleting(message),
      onMakeTask: (message) => setMakingTask(message),
      onStamp: async (message, emotion) => {
        const result = await client.mutation(UPDATE_MESSAGE, { input: { id: message.id, emotion } }).toPromise();
        if (result.data) merge([result.data.updateMessageByRole]);
        latest.current.report(result);
      },
      onJump: (messageId) => {
        const index = latest.current.indexOf(messageId);
        if (index >= 0) virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'smooth' });
      },
    }),
    // Stable across new messages, so the memoised items of the timeline do not all render again.
    [client, merge, composer, virtuoso],
  );

  /** Saves the edited message's new text. */
  const saveEdit = async (content: string) => {
    const target = editing;
    if (!target) return;
    setEditing(null);
    const result = await client.mutation(UPDATE_MESSAGE, { input: { id: target.id, content } }).toPromise();
    if (result.data) merge([result.data.updateMessageByRole]);
    report(result);
  };

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    const result = await client.mutation(DELETE_MESSAGE, { input: { id: target.id } }).toPromise();
    if (result.data) merge([result.data.deleteMessageByRole]);
    report(result);
  };

  const cancelContext = () => {
    setEditing(null);
    setReplyTo(null);
  };

  return {
    actions,
    replyTo,
    setReplyTo,
    editing,
    quote,
    deleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    makingTask,
    closeMakeTask: () => setMakingTask(null),
    saveEdit,
    cancelContext,
  };
}
