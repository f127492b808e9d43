import { ActionIcon, Badge, Button, ColorInput, Drawer, Group, Modal, NativeSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checks } from '@musubi/shared/client';
import { IconArchiveOff, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { BOARD_SWATCHES } from './BoardMenu';
import { APPLY_TEMPLATE, ARCHIVE_BOARD, CREATE_TAG, DELETE_TAG, LIST_ARCHIVED, LIST_TEMPLATES, SAVE_TEMPLATE, UPDATE_TAG } from './documents';
import type { Board, Tag, Template } from './types';

function useNotifyError() {
  return (error: Parameters<typeof readError>[0]) => notifications.show({ color: 'red', message: readError(error).message });
}

/** Archived boards, apart from the columns; each can be restored. */
export function ArchivedBoards({ roomId, opened, canEdit, onClose }: { roomId: string; opened: boolean; canEdit: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const notifyError = useNotifyError();
  const [boards, setBoards] = useState<Board[] | null>(null);

  const load = useCallback(async () => {
    const result = await client.query(LIST_ARCHIVED, { room_id: roomId }, { requestPolicy: 'network-only' }).toPromise();
    if (result.data) setBoards(result.data.listBoardsByRoom.items);
  }, [client, roomId]);

  useEffect(() => {
    if (opened) void load();
  }, [opened, load]);

  const restore = async (board: Board) => {
    const result = await client.mutation(ARCHIVE_BOARD, { input: { id: board.id, is_archive: false } }).toPromise();
    if (result.error) return notifyError(result.error);
    setBoards((current) => current?.filter((b) => b.id !== board.id) ?? null);
    notifications.show({ message: t('board.archived.restored', { name: board.name }) });
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('board.archived.title')}>
      <Stack data-testid="archived-boards">
        {boards?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('board.archived.empty')}
          </Text>
        )}
        {boards?.map((board) => (
          <Group key={board.id} justify="space-between" wrap="nowrap" style={{ borderLeft: `4px solid ${board.color ?? 'var(--mantine-color-gray-4)'}`, paddingLeft: 8 }}>
            <Text size="sm">{board.name}</Text>
            {canEdit && (
              <Button size="xs" variant="light" leftSection={<IconArchiveOff size={14} />} onClick={() => void restore(board)}>
                {t('board.archived.restore')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Drawer>
  );
}

const colorProblem = checks.color();

/**
 * A tag's colour kept as typed: Mantine would otherwise put back the last valid colour on blur and the tag
 * would be saved in a colour nobody chose. A colour that is not #rgb or #rrggbb shows the spec's message.
 */
function TagColorInput({
  value,
  error,
  onChange,
  onCommit,
  ...props
}: {
  value: string;
  error: string | null;
  onChange(value: string): void;
  /** A picked swatch, or the field left: the colour to check and keep. */
  onCommit?(value: string): void;
  label?: string;
  'aria-label'?: string;
}) {
  return (
    <ColorInput
      {...props}
      w={130}
      size="xs"
      format="hex"
      fixOnBlur={false}
      swatches={BOARD_SWATCHES}
      value={value}
      error={error}
      onChange={onChange}
      onChangeEnd={onCommit}
      onBlur={(event) => onCommit?.(event.currentTarget.value)}
    />
  );
}

/** One tag's row: its colour is saved once it is a colour, its name when the field is left. */
function TagRow({ tag, onUpdate, onRemove }: { tag: Tag; onUpdate(fields: Partial<Pick<Tag, 'name' | 'color'>>): void; onRemove(): void }) {
  const { t } = useTranslation();
  const [color, setColor] = useState(tag.color);
  const [colorError, setColorError] = useState<string | null>(null);
  // Picking a swatch and then leaving the field commit the same colour once.
  const saved = useRef(tag.color);
  useEffect(() => {
    setColor(tag.color);
    saved.current = tag.color;
  }, [tag.color]);

  const commitColor = (value: string) => {
    const problem = colorProblem(value);
    setColorError(problem);
    if (problem || value.trim() === saved.current) return;
    saved.current = value.trim();
    onUpdate({ color: value.trim() });
  };

  return (
    <Group wrap="nowrap" gap="xs" align="flex-start">
      <TagColorInput
        aria-label={t('board.tags.color', { name: tag.name })}
        value={color}
        error={colorError}
        onChange={(value) => {
          setColor(value);
          if (colorError) setColorError(null);
        }}
        onCommit={commitColor}
      />
      <TextInput
        aria-label={t('board.tags.name')}
        size="xs"
        style={{ flex: 1 }}
        defaultValue={tag.name}
        onBlur={(e) => e.currentTarget.value !== tag.name && onUpdate({ name: e.currentTarget.value })}
      />
      <ActionIcon variant="subtle" color="red" aria-label={t('board.tags.delete', { name: tag.name })} onClick={onRemove}>
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
}

/** The room's tags: add, rename, recolour, delete. */
export function TagsManager({
  roomId,
  opened,
  tags,
  onClose,
  onChanged,
  onDeleted,
}: {
  roomId: string;
  opened: boolean;
  tags: Tag[];
  onClose(): void;
  onChanged(): void;
  /** After a tag is deleted: the server took it off its tasks too. */
  onDeleted(tag: Tag): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const notifyError = useNotifyError();
  const [name, setName] = useState('');
  const [color, setColor] = useState(BOARD_SWATCHES[5] ?? '#228be6');
  const [colorError, setColorError] = useState<string | null>(null);

  const create = async () => {
    const problem = colorProblem(color);
    setColorError(problem);
    if (problem) return;
    const result = await client.mutation(CREATE_TAG, { input: { room_id: roomId, name, color: color.trim() } }).toPromise();
    if (result.error) return notifyError(result.error);
    setName('');
    onChanged();
  };
  const update = async (tag: Tag, fields: Partial<Pick<Tag, 'name' | 'color'>>) => {
    const result = await client.mutation(UPDATE_TAG, { input: { id: tag.id, ...fields } }).toPromise();
    if (result.error) return notifyError(result.error);
    onChanged();
  };
  const remove = async (tag: Tag) => {
    const result = await client.mutation(DELETE_TAG, { input: { id: tag.id } }).toPromise();
    if (result.error) return notifyError(result.error);
    onDeleted(tag);
    onChanged();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('board.tags.title')}>
      <Stack>
        {tags.map((tag) => (
          <TagRow key={tag.id} tag={tag} onUpdate={(fields) => void update(tag, fields)} onRemove={() => void remove(tag)} />
        ))}
        <Group wrap="nowrap" gap="xs" align="flex-start">
          <TagColorInput
            label={t('board.tags.newColor')}
            value={color}
            error={colorError}
            onChange={(value) => {
              setColor(value);
              if (colorError) setColorError(null);
            }}
          />
          <TextInput label={t('board.tags.newName')} size="xs" style={{ flex: 1 }} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button size="xs" mt={19} disabled={!name.trim()} onClick={() => void create()}>
            {t('board.tags.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Start the room's boards from a template, or save them as one. */
export function TemplatesDialog({ roomId, opened, onClose }: { roomId: string; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const notifyError = useNotifyError();
  const [templates, setTemplates] = useState<Template[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    void client.query(LIST_TEMPLATES, {}, { requestPolicy: 'network-only' }).toPromise().then((result) => {
      const items = result.data?.listTemplates.items ?? [];
      setTemplates(items);
      setChosen(items.find((x) => x.type === 3)?.id ?? items[0]?.id ?? null);
    });
  }, [opened, client]);

  const apply = async () => {
    if (!chosen) return;
    setBusy(true);
    const result = await client.mutation(APPLY_TEMPLATE, { input: { room_id: roomId, template_id: chosen } }).toPromise();
    setBusy(false);
    if (result.error) return notifyError(result.error);
    notifications.show({ message: t('board.templates.applied') });
    onClose();
  };

  const save = async () => {
    setBusy(true);
    const result = await client.mutation(SAVE_TEMPLATE, { input: { room_id: roomId, name } }).toPromise();
    setBusy(false);
    if (result.error) return notifyError(result.error);
    notifications.show({ message: t('board.templates.saved', { name }) });
    setName('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('board.templates.title')}>
      <Stack>
        <Select
          label={t('board.templates.choose')}
          data={templates.map((x) => ({ value: x.id, label: x.type === 3 ? `${x.name}（${t('board.templates.default')}）` : x.name }))}
          value={chosen}
          onChange={setChosen}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button loading={busy} disabled={!chosen} onClick={() => void apply()}>
            {t('board.templates.apply')}
          </Button>
        </Group>
        <TextInput label={t('board.templates.saveName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="light" loading={busy} disabled={!name.trim()} onClick={() => void save()}>
            {t('board.templates.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export type DueFilter = 'overdue' | 'week' | 'none' | null;

export interface Filters {
  assignee: string | null;
  tag: string | null;
  due: DueFilter;
}

export const noFilters: Filters = { assignee: null, tag: null, due: null };

/**
 * Filter controls: by assignee, by tag (on the column) and by due date. Memoised: the board renders again while a
 * card is dragged, and the filters need not. The browser's own selects: a board draws them with every load, and
 * Mantine's Select would mount a combobox and its floating dropdown for each.
 */
export const FilterBar = memo(function FilterBar({ filters, onChange, members, tags }: { filters: Filters; onChange(filters: Filters): void; members: { value: string; label: string }[]; tags: Tag[] }) {
  const { t } = useTranslation();
  const active = filters.assignee || filters.tag || filters.due;
  const choices = (name: string, options: { value: string; label: string }[]) => [{ value: '', label: t('board.filter.any', { name }) }, ...options];
  return (
    <Group gap="xs" wrap="wrap">
      <NativeSelect
        size="xs"
        w={160}
        aria-label={t('board.filter.assignee')}
        data={choices(t('board.filter.assignee'), members)}
        value={filters.assignee ?? ''}
        onChange={(event) => onChange({ ...filters, assignee: event.currentTarget.value || null })}
      />
      <NativeSelect
        size="xs"
        w={140}
        aria-label={t('board.filter.tag')}
        data={choices(t('board.filter.tag'), tags.map((tag) => ({ value: tag.id, label: tag.name })))}
        value={filters.tag ?? ''}
        onChange={(event) => onChange({ ...filters, tag: event.currentTarget.value || null })}
      />
      <NativeSelect
        size="xs"
        w={140}
        aria-label={t('board.filter.due')}
        data={choices(t('board.filter.due'), [
          { value: 'overdue', label: t('board.filter.overdue') },
          { value: 'week', label: t('board.filter.week') },
          { value: 'none', label: t('board.filter.noDue') },
        ])}
        value={filters.due ?? ''}
        onChange={(event) => onChange({ ...filters, due: (event.currentTarget.value || null) as DueFilter })}
      />
      {active && (
        <Badge variant="light" color="orange">
          {t('board.filter.dragOff')}
        </Badge>
      )}
    </Group>
  );
});
