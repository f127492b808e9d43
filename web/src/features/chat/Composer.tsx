import { ActionIcon, Badge, Button, CloseButton, Combobox, FileButton, Group, Paper, Stack, Switch, Text, Textarea, Tooltip, useCombobox } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { forwardRef, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { ChatUser } from './types';

export interface ComposerSubmit {
  content: string;
  to_user_id: string | null;
  is_to_all: boolean;
}

interface Props {
  /** The text the composer opens with (a saved draft, or the message being edited). */
  initialText: string;
  /** Other members, for the To picker. */
  members: ChatUser[];
  mode: 'new' | 'reply' | 'edit';
  /** Shown above the box while replying or editing. */
  contextLabel: string | null;
  onCancelContext(): void;
  onSubmit(value: ComposerSubmit): void;
  /** Called (debounced) with the text as it changes, to save the draft. */
  onDraft(text: string): void;
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

function readEnterSends(): boolean {
  try {
    return localStorage.getItem(ENTER_SENDS_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * The message box: Enter sends and Shift+Enter breaks the line (switchable to Ctrl+Enter), "@" opens the To
 * picker, drafts are reported while typing. Typing in a Japanese IME never sends: Enter confirms the
 * conversion there.
 */
export const Composer = forwardRef<HTMLTextAreaElement, Props>(function Composer(
  { initialText, members, mode, contextLabel, onCancelContext, onSubmit, onDraft, disabled = false, onFiles, attachments, hasAttachments = false, uploading = false },
  ref,
) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [to, setTo] = useState<string | null>(null);
  const [enterSends, setEnterSends] = useState(readEnterSends);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastReported = useRef(initialText);

  useEffect(() => setText(initialText), [initialText]);
  useEffect(
    () => () => {
      if (draftTimer.current) clearTimeout(draftTimer.current);
    },
    [],
  );

  const reportDraft = (value: string) => {
    if (mode === 'edit') return;
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      if (value === lastReported.current) return;
      lastReported.current = value;
      onDraft(value);
    }, DRAFT_DELAY_MS);
  };

  const change = (value: string) => {
    setText(value);
    reportDraft(value);
    if (value.endsWith('@') && members.length > 0) combobox.openDropdown();
  };

  const submit = () => {
    const content = text.trim();
    if ((!content && !hasAttachments) || disabled || uploading) return;
    onSubmit({ content, to_user_id: to && to !== TO_ALL ? to : null, is_to_all: to === TO_ALL });
    setText('');
    setTo(null);
    if (draftTimer.current) clearTimeout(draftTimer.current);
    if (mode !== 'edit' && lastReported.current !== '') {
      lastReported.current = '';
      onDraft('');
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || combobox.dropdownOpened) return;
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

  const pick = (value: string) => {
    setTo(value);
    setText((current) => (current.endsWith('@') ? current.slice(0, -1) : current));
    combobox.closeDropdown();
  };

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
              ref={ref}
              data-composer="true"
              aria-label={t('chat.composer.label')}
              placeholder={enterSends ? t('chat.composer.placeholder') : t('chat.composer.placeholderCtrl')}
              value={text}
              onChange={(e) => change(e.currentTarget.value)}
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
              <Combobox.Option value={TO_ALL}>{t('chat.composer.toAll')}</Combobox.Option>
              {members.map((member) => (
                <Combobox.Option key={member.id} value={member.id}>
                  {member.name}
                </Combobox.Option>
              ))}
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
