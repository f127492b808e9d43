import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red alert of a form's server error, read out when it appears. */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
