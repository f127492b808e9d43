import { ActionIcon, Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useTranslation } from '../../../i18n';
import { BOARD_SWATCHES } from '../BoardMenu';
import { CREATE_TAG, DELETE_TAG, UPDATE_TAG } from '../documents';
import type { Tag } from '../types';
import { useNotifyError } from './useNotifyError';

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
