import { Text } from '@mantine/core';
import { ROOM_KIND } from '@musubi/shared/client';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n';
import { AttachmentTray, type useAttachments } from '../../files';
import { Composer, type ComposerSubmit } from '../composer/Composer';
import type { NewPost, QueuedFile } from '../outbox';
import type { ChatMessage, ChatUser, Membership } from '../types';
import type { useDraft } from '../useDraft';

interface Props {
  membership: Membership;
  composerRef: RefObject<HTMLTextAreaElement | null>;
  /** Other members, for the To picker. */
  others: ChatUser[];
  members: Map<string, ChatUser>;
  draft: ReturnType<typeof useDraft>;
  attachments: ReturnType<typeof useAttachments>;
  replyTo: ChatMessage | null;
  clearReply(): void;
  editing: ChatMessage | null;
  quote: { text: string } | null;
  cancelContext(): void;
  saveEdit(content: string): Promise<void>;
  /** Queues a post (outbox.ts), which goes by itself. */
  enqueue(post: Omit<NewPost, 'room_id'>): Promise<unknown>;
}

/**
 * The open room's composer, writing a new message, a reply or an edit; where the viewer may not post, why not.
 * A new message or reply goes to the outbox with its attachments; an edit is saved at once.
 */
export function RoomComposer({ membership, composerRef, others, members, draft, attachments, replyTo, clearReply, editing, quote, cancelContext, saveEdit, enqueue }: Props) {
  const { t } = useTranslation();
  const roomId = membership.room_id;

  if (!(membership.viewerCan?.post ?? false)) {
    return (
      <Text size="sm" c="dimmed">
        {membership.room?.kind === ROOM_KIND.direct ? t('chat.composer.directClosed') : t('chat.composer.readOnly')}
      </Text>
    );
  }

  const submit = async (value: ComposerSubmit) => {
    if (editing) return saveEdit(value.content);
    const reply = replyTo;
    // Uploaded files go by their id; those the server could not be reached for go as they are, uploaded first.
    const files = attachments.outgoing.map(
      (a): QueuedFile => ({ name: a.name, type: a.file.type, size: a.size, blob: a.stored ? null : a.file, id: a.stored?.id ?? null }),
    );
    clearReply();
    attachments.clear();
    // The server needs text: a message of attachments only says what it carries.
    const content = value.content || files.map((f) => f.name).join('\n');
    await enqueue({ ...value, content, reply_message_id: reply?.id ?? null, files });
  };

  const contextLabel = editing
    ? t('chat.composer.editing')
    : replyTo
      ? t('chat.composer.replying', { name: replyTo.user?.name ?? members.get(replyTo.user_id)?.name ?? '' })
      : null;

  return (
    <Composer
      key={editing ? `edit-${editing.id}` : `new-${roomId}`}
      ref={composerRef}
      initialText={editing ? editing.content : (draft.unsent ?? undefined)}
      draft={editing ? null : draft.remote}
      insert={editing ? null : quote}
      members={others}
      mode={editing ? 'edit' : replyTo ? 'reply' : 'new'}
      contextLabel={contextLabel}
      onCancelContext={cancelContext}
      onSubmit={(value) => void submit(value)}
      onDraft={draft.save}
      onFiles={editing ? undefined : attachments.add}
      attachments={editing ? null : <AttachmentTray attachments={attachments.attachments} onRemove={attachments.remove} />}
      hasAttachments={!editing && attachments.outgoing.length > 0}
      uploading={!editing && attachments.uploading}
    />
  );
}
