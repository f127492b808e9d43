import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A server error that belongs to no single field, read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
