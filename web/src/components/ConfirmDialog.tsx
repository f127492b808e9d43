import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  /** What the action ends or changes, said before it is done. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onClose(): void;
  /** Red for what cannot be undone (the default), the theme's colour for what can. */
  color?: string;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** The server's refusal, kept in the dialog so the person sees why nothing happened. */
  error?: string | null;
}

/** Asks before an action that ends something (deleting, leaving, revoking): what it does, then cancel or confirm. */
export function ConfirmDialog({ opened, title, children, confirmLabel, cancelLabel, onConfirm, onClose, color = 'red', busy, confirmDisabled, error }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {children}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color={color} loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
