import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useServerQuery } from '../../graphql/useServerQuery';
import { CONTEXT_BOARDS, CONTEXT_ROOMS } from './documents';

export interface AssistantContext {
  mode: 'none' | 'room' | 'board';
  room_id: string | null;
  board_id: string | null;
}

export const NO_CONTEXT: AssistantContext = { mode: 'none', room_id: null, board_id: null };

/** The context input of sendAssistantMessage, or null when nothing complete is chosen. */
export function contextInput(context: AssistantContext): { room_id?: string; board_id?: string } | null {
  if (context.mode === 'room' && context.room_id) return { room_id: context.room_id };
  if (context.mode === 'board' && context.board_id) return { board_id: context.board_id };
  return null;
}

/** Nothing is shared unless the user picks a room (its recent messages) or a board (its tasks) of their rooms. */
export function ContextPicker({ value, onChange }: { value: AssistantContext; onChange(value: AssistantContext): void }) {
  const { t } = useTranslation();
  const rooms = useServerQuery(CONTEXT_ROOMS, {}, value.mode === 'none');
  const boards = useServerQuery(CONTEXT_BOARDS, { room_id: value.room_id ?? '' }, value.mode !== 'board' || !value.room_id);
  const roomItems = rooms.data?.getRoomList.items ?? [];
  const boardItems = boards.data?.listBoardsByRoom.items ?? [];

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="assistant-context-label">
        {t('assistant.context.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="assistant-context-label"
        size="xs"
        value={value.mode}
        onChange={(mode) => onChange({ mode: mode as AssistantContext['mode'], room_id: value.room_id, board_id: null })}
        data={[
          { value: 'none', label: t('assistant.context.none') },
          { value: 'room', label: t('assistant.context.room') },
          { value: 'board', label: t('assistant.context.board') },
        ]}
      />
      {value.mode !== 'none' && (
        <Select
          size="xs"
          label={t('assistant.context.pickRoom')}
          placeholder={t('assistant.context.pickRoom')}
          data={roomItems.map((room) => ({ value: room.id, label: room.name }))}
          value={value.room_id}
          onChange={(roomId) => onChange({ ...value, room_id: roomId, board_id: null })}
          nothingFoundMessage={t('assistant.context.noRooms')}
          error={rooms.error}
          searchable
        />
      )}
      {value.mode === 'board' && value.room_id && (
        <Select
          size="xs"
          label={t('assistant.context.pickBoard')}
          placeholder={t('assistant.context.pickBoard')}
          data={boardItems.map((board) => ({ value: board.id, label: board.name }))}
          value={value.board_id}
          onChange={(boardId) => onChange({ ...value, board_id: boardId })}
          nothingFoundMessage={t('assistant.context.noBoards')}
          error={boards.error}
        />
      )}
      {value.mode !== 'none' && (
        <Text size="xs" c="dimmed">
          {t('assistant.context.hint')}
        </Text>
      )}
    </Stack>
  );
}
