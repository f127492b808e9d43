import { ActionIcon, Badge, Button, CloseButton, Combobox, FileButton, Group, Paper, Stack, Switch, Text, Textarea, Tooltip, useCombobox } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { forwardRef, useCallback, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { ChatUser } from './types';
import type { DraftVersion } from './useDraft';

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

const ENTER_SENDS_KEY = 'musubi.enterSends';
const DRAFT_DELAY_MS = 600;
const TO_ALL = '__all__';

/** The "@name" being typed just before the caret: where its "@" (or the IME's "＠") is and what follows it. */
export function mentionBeforeCaret(value: string, caret: number): { start: number; query: string } | null {
  const before = value.slice(0, caret);
  const start = Math.max(before.lastIndexOf('@'), before.lastIndexOf('＠'));
  if (start < 0) return null;
  const query = before.slice(start + 1);
  if (/\s/.test(query) || query.length > 40) return null;
  // An "@" after a letter or digit is an e-mail address, not a mention.
  if (start > 0 && /[A-Za-z0-9._%+-]/.test(before[start - 1]!)) return null;
  return { start, query };
}

/**
 * A key press that confirms an IME conversion rather than typing: Chromium and Firefox mark it isComposing; Safari
 * ends the composition first and then sends the Enter with keyCode 229.
 */
export function isImeKey(event: KeyboardEvent<HTMLElement>): boolean {
  return event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;
}

function readEnterSends(): boolean {
  try {
    return localStorage.getItem(ENTER_SENDS_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The message box: Enter sends and Shift+Enter breaks the line (switchable to Ctrl+Enter), "@" or "＠" and the TO
 * button open the To picker, drafts are saved while typing. Typing in a Japanese IME never sends: Enter confirms
 * the conversion there.
 *
 * Drafts: the box takes the server's draft only while it holds nothing the user typed since the last save, and
 * only once its own saves are answered, so a late answer or echo never replaces newer text.
 */
export const Composer = forwardRef<HTMLTextAreaElement, Props>(function Composer(
  { initialText = '', draft = null, insert = null, members, mode, contextLabel, onCancelContext, onSubmit, onDraft, disabled = false, onFiles, attachments, hasAttachments = false, uploading = false },
  ref,
) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [to, setTo] = useState<string | null>(null);
  const [enterSends, setEnterSends] = useState(readEnterSends);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setMention(null);
    },
  });
  const box = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, box);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tracksDraft = mode !== 'edit';
  // What the box holds now, and what the server holds once this composer's saves are answered.
  const current = useRef(initialText);
  const saved = useRef(initialText);
  const heardVersion = useRef(0);
  const savesInFlight = useRef(0);
  const remote = useRef(draft);
  remote.current = draft;

  const show = (value: string) => {
    current.current = value;
    setText(value);
  };

  const adoptRemoteDraft = useCallback(() => {
    const latest = remote.current;
    if (!tracksDraft || !latest || latest.version <= heardVersion.current || savesInFlight.current > 0) return;
    heardVersion.current = latest.version;
    const untouched = current.current === saved.current && !draftTimer.current;
    saved.current = latest.text;
    if (untouched) show(latest.text);
  }, [tracksDraft]);
  useEffect(adoptRemoteDraft, [draft, adoptRemoteDraft]);

  const saveDraft = (value: string) => {
    if (!tracksDraft || value === saved.current) return;
    saved.current = value;
    savesInFlight.current += 1;
    void Promise.resolve(onDraft(value))
      .catch(() => undefined)
      .finally(() => {
        savesInFlight.current -= 1;
        adoptRemoteDraft();
      });
  };

  const stopDraftTimer = () => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
  };

  // Leaving with unsaved typing saves it at once.
  const flushOnLeave = useRef<() => void>(() => undefined);
  flushOnLeave.current = () => {
    if (!draftTimer.current) return;
    stopDraftTimer();
    saveDraft(current.current);
  };
  useEffect(() => () => flushOnLeave.current(), []);

  const reportDraft = () => {
    if (!tracksDraft) return;
    stopDraftTimer();
    draftTimer.current = setTimeout(() => {
      draftTimer.current = null;
      saveDraft(current.current);
    }, DRAFT_DELAY_MS);
  };

  const lastInsert = useRef(insert);
  useEffect(() => {
    if (!insert || insert === lastInsert.current) return;
    lastInsert.current = insert;
    const value = current.current && !current.current.endsWith('\n') ? `${current.current}\n${insert.text}` : current.current + insert.text;
    show(value);
    reportDraft();
  });

  const followMention = (value: string, caret: number) => {
    const found = members.length > 0 ? mentionBeforeCaret(value, caret) : null;
    setMention(found);
    if (found) combobox.openDropdown();
    else if (mention) combobox.closeDropdown();
  };

  const change = (value: string, caret: number) => {
    show(value);
    reportDraft();
    followMention(value, caret);
  };

  const submit = () => {
    const content = text.trim();
    if ((!content && !hasAttachments) || disabled || uploading) return;
    onSubmit({ content, to_user_id: to && to !== TO_ALL ? to : null, is_to_all: to === TO_ALL });
    show('');
    setTo(null);
    stopDraftTimer();
    saveDraft('');
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
      const next = current.current.slice(0, mention.start) + current.current.slice(end);
      show(next);
      reportDraft();
      requestAnimationFrame(() => box.current?.setSelectionRange(mention.start, mention.start));
    }
    combobox.closeDropdown();
  };

  const query = (mention?.query ?? '').toLowerCase();
  const shownMembers = query ? members.filter((m) => (m.name ?? '').toLowerCase().includes(query)) : members;
  const showsToAll = !query || 'to all'.includes(query) || 'all'.startsWith(query) || '全員'.includes(query);

  const toLabel = to === TO_ALL ? t('chat.composer.toAll') : members.find((m) => m.id === to)?.name;

  return (
    <Paper withBorder p="xs" radius="md">
      <Stack gap={6}>
        {contextLabel && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {contextLabel}
            </Text>
            <CloseButton size="sm" aria-label={t('chat.composer.cancel')} onClick={onCancelContext} />
          </Group>
        )}
        {to && (
          <Group gap={4}>
            <Badge variant="light" rightSection={<CloseButton size="xs" aria-label={t('chat.composer.clearTo')} onClick={() => setTo(null)} />}>
              {t('chat.composer.to')}: {toLabel}
            </Badge>
          </Group>
        )}
        {attachments}
        <Combobox store={combobox} onOptionSubmit={pick} position="top-start" withinPortal>
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
          <Combobox.Dropdown>
            <Combobox.Options aria-label={t('chat.composer.to')}>
              {showsToAll && <Combobox.Option value={TO_ALL}>{t('chat.composer.toAll')}</Combobox.Option>}
              {shownMembers.map((member) => (
                <Combobox.Option key={member.id} value={member.id}>
                  {member.name}
                </Combobox.Option>
              ))}
              {!showsToAll && shownMembers.length === 0 && <Combobox.Empty>{t('chat.composer.noMember')}</Combobox.Empty>}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Group justify="space-between">
          <Switch
            size="xs"
            label={t('chat.composer.enterSends')}
            checked={enterSends}
            onChange={(e) => {
              const value = e.currentTarget.checked;
              setEnterSends(value);
              try {
                localStorage.setItem(ENTER_SENDS_KEY, value ? '1' : '0');
              } catch {
                // Private mode: the choice lasts for this page only.
              }
            }}
          />
          <Group gap={4}>
            {mode !== 'edit' && members.length > 0 && (
              <Tooltip label={t('chat.composer.pickTo')}>
                <Button size="compact-sm" variant="light" onClick={openPicker} aria-label={t('chat.composer.pickTo')} disabled={disabled}>
                  {t('chat.composer.toButton')}
                </Button>
              </Tooltip>
            )}
            {onFiles && (
              <FileButton onChange={(files) => files.length > 0 && onFiles(files)} multiple>
                {(props) => (
                  <Tooltip label={t('chat.files.attach')}>
                    <ActionIcon {...props} size="lg" variant="subtle" aria-label={t('chat.files.attach')} disabled={disabled}>
                      <IconPaperclip size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </FileButton>
            )}
            {mode === 'edit' ? (
              <Button size="xs" onClick={submit} disabled={disabled}>
                {t('chat.composer.save')}
              </Button>
            ) : (
              <ActionIcon size="lg" onClick={submit} aria-label={t('chat.composer.send')} disabled={disabled || uploading}>
                <IconSend size={18} />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
});
