import { CloseButton, Combobox, Group, Paper, Stack, Text, Textarea, useCombobox } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { forwardRef, useEffect, useEffectEvent, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { insideMain } from '../../../components/LazyMenu';
import { useTranslation } from '../../../i18n';
import type { ChatUser } from '../types';
import type { DraftVersion } from '../useDraft';
import { ComposerTools } from './ComposerTools';
import { mentionBeforeCaret, TO_ALL } from './mentions';
import { isImeKey, readEnterSends } from './sendKeys';
import { ToBadge, ToOptions } from './ToPicker';
import { useComposerDraft } from './useComposerDraft';

export interface ComposerSubmit {
  content: string;
  to_user_id: string | null;
  is_to_all: boolean;
}

interface Props {
  /** The text the composer opens with when editing a message. */
  initialText?: string;
  /** The room's draft as the server has it (not while editing): shown while the box holds nothing newer. */
  draft?: DraftVersion | null;
  /** Text to add to the box (a quote); a new object adds it again. */
  insert?: { text: string } | null;
  /** Other members, for the To picker. */
  members: ChatUser[];
  mode: 'new' | 'reply' | 'edit';
  /** Shown above the box while replying or editing. */
  contextLabel: string | null;
  onCancelContext(): void;
  onSubmit(value: ComposerSubmit): void;
  /** Saves the draft (debounced while typing, at once on sending); settles once the server has answered. */
  onDraft(text: string): Promise<unknown> | void;
  disabled?: boolean;
  /** Files chosen with the button or pasted; absent when the composer takes no attachments (editing). */
  onFiles?(files: File[]): void;
  /** The attachments waiting to go, shown above the box. */
  attachments?: ReactNode;
  /** Finished attachments let a message go without text. */
  hasAttachments?: boolean;
  /** Attachments still uploading hold the message back. */
  uploading?: boolean;
}

/**
 * The message box: Enter sends and Shift+Enter breaks the line (switchable to Ctrl+Enter: sendKeys.ts), "@" or "＠"
 * and the TO button open the To picker (ToPicker.tsx, mentions.ts), drafts are saved while typing
 * (useComposerDraft.ts). Typing in a Japanese IME never sends: Enter confirms the conversion there.
 */
export const Composer = forwardRef<HTMLTextAreaElement, Props>(function Composer(
  { initialText = '', draft = null, insert = null, members, mode, contextLabel, onCancelContext, onSubmit, onDraft, disabled = false, onFiles, attachments, hasAttachments = false, uploading = false },
  ref,
) {
  const { t } = useTranslation();
  const [to, setTo] = useState<string | null>(null);
  const [enterSends, setEnterSends] = useState(readEnterSends);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  // The TO picker's portal is placed once <main> is in the page, long before it opens (insideMain).
  const [portalTarget, setPortalTarget] = useState<ReturnType<typeof insideMain>>({});
  useEffect(() => setPortalTarget(insideMain()), []);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setMention(null);
    },
  });
  const box = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, box);
  // The box measures its rows when it renders and when the window is resized. A window that narrows a lot at once
  // (a phone turned, a desk window made small) is resized before the page has its narrow layout, and the box kept
  // the rows of a sliver. The frame's size is state: a new width renders the box again, which measures again.
  const { ref: frame } = useElementSize();
  const { text, current, change: type, clear } = useComposerDraft({ initialText, draft, insert, tracksDraft: mode !== 'edit', onDraft });

  const followMention = (value: string, caret: number) => {
    const found = members.length > 0 ? mentionBeforeCaret(value, caret) : null;
    setMention(found);
    if (found) combobox.openDropdown();
    else if (mention) combobox.closeDropdown();
  };

  // An "@" typed while the room's members were still on their way opens the picker once they come.
  const followMentionInBox = useEffectEvent(() => {
    const element = box.current;
    if (element && document.activeElement === element) followMention(element.value, element.selectionStart);
  });
  const hasMembers = members.length > 0;
  useEffect(() => {
    if (hasMembers) followMentionInBox();
  }, [hasMembers]);

  const change = (value: string, caret: number) => {
    type(value);
    followMention(value, caret);
  };

  const submit = () => {
    const content = text.trim();
    if ((!content && !hasAttachments) || disabled || uploading) return;
    onSubmit({ content, to_user_id: to && to !== TO_ALL ? to : null, is_to_all: to === TO_ALL });
    setTo(null);
    clear();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || isImeKey(event) || combobox.dropdownOpened) return;
    const sends = enterSends ? !event.shiftKey : event.ctrlKey || event.metaKey;
    if (!sends) return;
    event.preventDefault();
    submit();
  };

  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (!onFiles || files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };

  const openPicker = () => {
    setMention(null);
    box.current?.focus();
    combobox.openDropdown();
  };

  const pick = (value: string) => {
    setTo(value);
    if (mention) {
      // The typed "@" and the name typed after it give way to the chosen address.
      const end = mention.start + 1 + mention.query.length;
      type(current.current.slice(0, mention.start) + current.current.slice(end));
      requestAnimationFrame(() => box.current?.setSelectionRange(mention.start, mention.start));
    }
    combobox.closeDropdown();
  };

  return (
    <Paper ref={frame} withBorder p="xs" radius="md">
      <Stack gap={6}>
        {contextLabel && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {contextLabel}
            </Text>
            <CloseButton size="sm" aria-label={t('chat.composer.cancel')} onClick={onCancelContext} />
          </Group>
        )}
        {to && <ToBadge to={to} members={members} onClear={() => setTo(null)} />}
        {attachments}
        <Combobox store={combobox} onOptionSubmit={pick} position="top-start" withinPortal portalProps={portalTarget}>
          <Combobox.Target>
            <Textarea
              ref={mergedRef}
              data-composer="true"
              aria-label={t('chat.composer.label')}
              placeholder={enterSends ? t('chat.composer.placeholder') : t('chat.composer.placeholderCtrl')}
              value={text}
              onChange={(e) => change(e.currentTarget.value, e.currentTarget.selectionStart)}
              onKeyDown={keyDown}
              onPaste={paste}
              autosize
              minRows={1}
              maxRows={8}
              disabled={disabled}
            />
          </Combobox.Target>
          <ToOptions members={members} query={mention?.query} />
        </Combobox>
        <ComposerTools
          mode={mode}
          enterSends={enterSends}
          onEnterSends={setEnterSends}
          hasMembers={members.length > 0}
          onPickTo={openPicker}
          onFiles={onFiles}
          onSubmit={submit}
          disabled={disabled}
          uploading={uploading}
        />
      </Stack>
    </Paper>
  );
});
