import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n';

interface Props {
  /** The secret just made; the modal is open while there is one. */
  value: string | null;
  title: string;
  lead: string;
  copyLabel: string;
  onClose(): void;
}

/** A secret shown the one time it exists (a webhook's URL, a setting's token), with a copy button. */
export function ShownOnceModal({ value, title, lead, copyLabel, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={value !== null} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{lead}</Text>
        <TextInput label={title} value={value ?? ''} readOnly onFocus={(e) => e.currentTarget.select()} styles={{ input: { fontFamily: 'monospace' } }} />
        <Group justify="flex-end">
          <CopyButton value={value ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('chat.webhooks.copied') : copyLabel}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('chat.webhooks.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
