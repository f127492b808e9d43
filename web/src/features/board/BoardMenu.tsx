import { ActionIcon, Button, ColorInput, Group, Menu, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconCircleCheck, IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
// The date pickers' Japanese weekday and month names.
import 'dayjs/locale/ja';
import { dayStartIso, pickerDay } from '@musubi/shared/client';
import { pickerSettings } from '../../i18n/format';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { LazyMenu } from '../../components/LazyMenu';
import { readError } from '../../graphql/errors';
import { ARCHIVE_BOARD, CLONE_BOARD, CREATE_BOARD, REMOVE_BOARD, SET_DONE_BOARD, UPDATE_BOARD } from './documents';
import type { Board, Tag } from './types';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export const BOARD_SWATCHES = ['#e03131', '#f08c00', '#fab005', '#40c057', '#12b886', '#228be6', '#4c6ef5', '#7950f2', '#be4bdb', '#868e96'];

export interface BoardEditorProps {
  opened: boolean;
  roomId: string;
  board: Board | null;
  tags: Tag[];
  onClose(): void;
}

/** Creating a board (board null) or editing its name, colour, dates and tags. */
export function BoardEditor({ opened, roomId, board, tags, onClose }: BoardEditorProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [name, setName] = useState('');
  const [color, setColor] = useState('');
  const [dates, setDates] = useState<[string | null, string | null]>([null, null]);
  const [labels, setLabels] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setName(board?.name ?? '');
    setColor(board?.color ?? '');
    setDates([pickerDay(board?.startDate ?? null), pickerDay(board?.endDate ?? null)]);
    setLabels(board?.labels ?? []);
    setError(null);
  }, [opened, board]);

  const submit = async () => {
    setBusy(true);
    const fields = { name, color: color || null, startDate: dayStartIso(dates[0]), endDate: dayStartIso(dates[1]), labels };
    const result = board
      ? await client.mutation(UPDATE_BOARD, { input: { id: board.id, ...fields } }).toPromise()
      : await client.mutation(CREATE_BOARD, { input: { room_id: roomId, ...fields } }).toPromise();
    setBusy(false);
    if (result.error) setError(readError(result.error).message);
    else onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={board ? t('board.editor.editTitle') : t('board.editor.createTitle')}>
      <DatesProvider settings={{ locale: pickerSettings().locale, firstDayOfWeek: pickerSettings().firstDayOfWeek }}>
        <Stack>
          <TextInput label={t('board.editor.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} data-autofocus />
          <ColorInput label={t('board.editor.color')} value={color} onChange={setColor} swatches={BOARD_SWATCHES} format="hex" />
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            clearable
            label={t('board.editor.dates')}
            valueFormat={pickerSettings().valueFormat}
            monthLabelFormat={pickerSettings().monthLabelFormat}
            value={dates}
            onChange={(value) => setDates(value as [string | null, string | null])}
          />
          <MultiSelect
            label={t('board.editor.tags')}
            data={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
            value={labels}
            onChange={setLabels}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('board.common.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void submit()}>
              {board ? t('board.common.save') : t('board.editor.create')}
            </Button>
          </Group>
        </Stack>
      </DatesProvider>
    </Modal>
  );
}

export interface BoardMenuProps {
  board: Board;
  canRemoveBoards: boolean;
  onEdit(board: Board): void;
}

/**
 * A column's actions: edit, archive, clone, and (admins) mark it as the done column or delete it after a confirmation. Memoised: the header it sits
 * in renders again with every card moved in or out of the column, and the menu need not. The menu and the
 * confirmation mount when opened: a board draws one of these for each of its columns.
 */
export const BoardMenu = memo(function BoardMenu({ board, canRemoveBoards, onEdit }: BoardMenuProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [confirming, setConfirming] = useState(false);

  const run = async (mutation: Parameters<typeof client.mutation>[0], input: Record<string, unknown>, done: string) => {
    const result = await client.mutation(mutation, { input }).toPromise();
    if (result.error) notifications.show({ color: 'red', message: readError(result.error).message });
    else notifications.show({ message: done });
  };

  return (
    <>
      <LazyMenu
        position="bottom-end"
        target={
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.menu.label', { name: board.name })}>
            <IconDots size={16} />
          </ActionIcon>
        }
      >
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(board)}>
          {t('board.menu.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => void run(CLONE_BOARD, { id: board.id }, t('board.menu.cloned'))}>
          {t('board.menu.clone')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArchive size={14} />} onClick={() => void run(ARCHIVE_BOARD, { id: board.id, is_archive: true }, t('board.menu.archived'))}>
          {t('board.menu.archive')}
        </Menu.Item>
        {canRemoveBoards && (
          <Menu.Item
            leftSection={<IconCircleCheck size={14} />}
            onClick={() =>
              void run(
                SET_DONE_BOARD,
                { id: board.id, is_done: !board.is_done },
                t(board.is_done ? 'board.menu.unmarkedDone' : 'board.menu.markedDone', { name: board.name }),
              )
            }
          >
            {t(board.is_done ? 'board.menu.unmarkDone' : 'board.menu.markDone')}
          </Menu.Item>
        )}
        {canRemoveBoards && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setConfirming(true)}>
            {t('board.menu.delete')}
          </Menu.Item>
        )}
      </LazyMenu>
      {confirming && (
        <ConfirmDialog
          opened
          title={t('board.menu.deleteTitle')}
          confirmLabel={t('board.menu.delete')}
          cancelLabel={t('board.common.cancel')}
          onConfirm={() => {
            setConfirming(false);
            void run(REMOVE_BOARD, { id: board.id }, t('board.menu.deleted'));
          }}
          onClose={() => setConfirming(false)}
        >
          <Text size="sm">{t('board.menu.deleteLead', { name: board.name })}</Text>
        </ConfirmDialog>
      )}
    </>
  );
});
