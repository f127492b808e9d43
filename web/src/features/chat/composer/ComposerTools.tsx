import { ActionIcon, Button, FileButton, Group, Switch, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { storeEnterSends } from './sendKeys';

interface Props {
  mode: 'new' | 'reply' | 'edit';
  enterSends: boolean;
  onEnterSends(value: boolean): void;
  /** Whether there is anyone to address (the TO button). */
  hasMembers: boolean;
  onPickTo(): void;
  /** Files chosen with the button; absent when the composer takes no attachments (editing). */
  onFiles?(files: File[]): void;
  onSubmit(): void;
  disabled: boolean;
  uploading: boolean;
}

/** Below the message box: Enter sends or not, the TO button, attaching files, and send (or save, when editing). */
export function ComposerTools({ mode, enterSends, onEnterSends, hasMembers, onPickTo, onFiles, onSubmit, disabled, uploading }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Switch
        size="xs"
        label={t('chat.composer.enterSends')}
        checked={enterSends}
        onChange={(e) => {
          const value = e.currentTarget.checked;
          onEnterSends(value);
          storeEnterSends(value);
        }}
      />
      <Group gap={4}>
        {mode !== 'edit' && hasMembers && (
          <Tooltip label={t('chat.composer.pickTo')}>
            <Button size="compact-sm" variant="light" onClick={onPickTo} aria-label={t('chat.composer.pickTo')} disabled={disabled}>
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
          <Button size="xs" onClick={onSubmit} disabled={disabled}>
            {t('chat.composer.save')}
          </Button>
        ) : (
          <ActionIcon size="lg" onClick={onSubmit} aria-label={t('chat.composer.send')} disabled={disabled || uploading}>
            <IconSend size={18} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
