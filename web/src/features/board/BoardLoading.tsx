import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** The board's loading state: while its code loads and while its data arrives. */
export function BoardLoading() {
  const { t } = useTranslation();
  return (
    <Center h="40vh">
      <Loader size="sm" role="status" aria-label={t('chat.view.boardLoading')} />
    </Center>
  );
}
