import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Board, Task } from './types';

export interface MoveDialogProps {
  task: Task | null;
  boards: Board[];
  /** Task names of each board in order, to choose the position. */
  columnNames(boardId: string): { id: string; name: string }[];
  onClose(): void;
  onMove(taskId: string, boardId: string, index: number): void;
}

/** 「移動…」: the way to move a card without dragging (keyboard, phones): choose the column and the position. */
export function MoveDialog({ task, boards, columnNames, onClose, onMove }: MoveDialogProps) {
  const { t } = useTranslation();
  const [boardId, setBoardId] = useState<string | null>(null);
  const [position, setPosition] = useState<string>('0');

  const resetToTask = useEffectEvent(() => {
    if (!task) return;
    setBoardId(task.board_id);
    const index = columnNames(task.board_id).findIndex((c) => c.id === task.id);
    setPosition(String(Math.max(0, index)));
  });
  // Reset only when another task is opened.
  useEffect(() => resetToTask(), [task?.id]);

  const others = boardId ? columnNames(boardId).filter((c) => c.id !== task?.id) : [];
  const positions = Array.from({ length: others.length + 1 }, (_, index) => ({
    value: String(index),
    label:
      index === 0
        ? t('board.moveDialog.first')
        : t('board.moveDialog.after', { position: index + 1, name: others[index - 1]?.name ?? '' }),
  }));

  return (
    <Modal opened={task !== null} onClose={onClose} title={t('board.moveDialog.title', { name: task?.name ?? '' })}>
      <Stack>
        {/* Native selects: phones show their own pickers, and every screen reader knows them. */}
        <NativeSelect
          label={t('board.moveDialog.board')}
          data={boards.map((b) => ({ value: b.id, label: b.name }))}
          value={boardId ?? ''}
          onChange={(event) => {
            setBoardId(event.currentTarget.value);
            setPosition('0');
          }}
        />
        <NativeSelect label={t('board.moveDialog.position')} data={positions} value={position} onChange={(event) => setPosition(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('board.common.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (task && boardId) onMove(task.id, boardId, Number(position));
              onClose();
            }}
          >
            {t('board.moveDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
