import { notifications } from '@mantine/notifications';
import { readError } from '../../../graphql/errors';

/** Shows a refused change's reason as a red notification. */
export function useNotifyError() {
  return (error: Parameters<typeof readError>[0]) => notifications.show({ color: 'red', message: readError(error).message });
}
