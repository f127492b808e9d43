import { Kbd, Modal, Table } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { SHORTCUTS } from './Shortcuts';

/** The list of shortcuts, opened with ? or from the side bar. */
export function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.shortcuts.title')}>
      <Table>
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.action}>
              <Table.Td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' + '}
                    <Kbd>{k}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{t(`chat.shortcuts.${s.action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
