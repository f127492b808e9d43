import { Modal } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { ImportPanel } from './ImportPanel';

/**
 * A room admin's 「Trelloから取り込む」 on the room's board: the board's JSON uploaded into this room, its dry run,
 * the job's bar and counts, cancel, and the result. `onImported` runs when an import is done, for the board to
 * read its new columns and tasks.
 */
export function TrelloImportDialog({ roomId, opened, onClose, onImported }: { roomId: string; opened: boolean; onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('imports.trello.dialogTitle')} size="xl" data-testid="trello-import-dialog">
      <ImportPanel source="trello" roomId={roomId} onFinished={onImported} />
    </Modal>
  );
}
