import { List, Modal } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** How to add the app to the home screen, for a browser that cannot offer it itself. */
export function InstallHelp({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.firstSteps.installTitle')}>
      <List spacing="sm">
        <List.Item>{t('chat.firstSteps.installIos')}</List.Item>
        <List.Item>{t('chat.firstSteps.installAndroid')}</List.Item>
        <List.Item>{t('chat.firstSteps.installDesktop')}</List.Item>
      </List>
    </Modal>
  );
}
