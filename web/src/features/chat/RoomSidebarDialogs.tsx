import { ActionIcon, Button, Checkbox, Group, Modal, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { ADD_ROOM, CONTACTS_FOR_PICKER, JOIN_ROOM_BY_CODE } from './documents';
import { CREATE_FOLDER, DELETE_FOLDER, RENAME_FOLDER, type Folder } from './folders';
import { roomPath } from '../../rooms/paths';

/** A new group room: name, description, members from the contacts, public or not. */
export function CreateRoomModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, addRoom] = useMutation(ADD_ROOM);
  const [contacts] = useQuery({ query: CONTACTS_FOR_PICKER, pause: !opened });
  const contactOptions = (contacts.data?.listContacts.items ?? []).map((c) => ({ value: c.id, label: c.name ?? c.id }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await addRoom({ input: { name, description: description || null, public: isPublic, user_ids: memberIds } });
    if (result.error || !result.data) return setError(readError(result.error).message);
    setName('');
    setDescription('');
    setMemberIds([]);
    setError(null);
    onClose();
    void navigate(roomPath(result.data.addRoom.id));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.create.title')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label={t('chat.create.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} data-autofocus />
          <Textarea label={t('chat.create.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
          <MultiSelect
            label={t('chat.create.members')}
            data={contactOptions}
            value={memberIds}
            onChange={setMemberIds}
            searchable
            nothingFoundMessage={t('chat.create.noContacts')}
          />
          <Checkbox label={t('chat.create.public')} checked={isPublic} onChange={(e) => setPublic(e.currentTarget.checked)} />
          <Button type="submit" loading={fetching}>
            {t('chat.create.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** Joins a public room by its code. */
export function JoinByCodeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, join] = useMutation(JOIN_ROOM_BY_CODE);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await join({ input: { musubiCode: code.trim() } });
    if (result.error || !result.data) return setError(readError(result.error).message);
    setCode('');
    setError(null);
    onClose();
    void navigate(roomPath(result.data.joinRoomByCode.room_id));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.join.title')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label={t('chat.join.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={error} data-autofocus />
          <Button type="submit" loading={fetching}>
            {t('chat.join.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** The viewer's folders of rooms: create, rename, delete. */
export function FolderManager({ opened, onClose, folders, onChanged }: { opened: boolean; onClose(): void; folders: Folder[]; onChanged(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  // A refusal, and the field it belongs to: 'new' for the new folder's name, a folder's id for its new name,
  // null for a refused deletion.
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const [, create] = useMutation(CREATE_FOLDER);
  const [, rename] = useMutation(RENAME_FOLDER);
  const [, remove] = useMutation(DELETE_FOLDER);
  const [names, setNames] = useState<Record<string, string>>({});

  const run = async (field: string | null, promise: Promise<{ error?: Parameters<typeof readError>[0] }>) => {
    const answer = await promise;
    setError(answer.error ? { field, text: readError(answer.error).message } : null);
    onChanged();
    return !answer.error;
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.folders.manage')}>
      <Stack>
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            if (await run('new', create({ input: { name } }))) setName('');
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('chat.folders.newName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error?.field === 'new' ? error.text : undefined}
              errorProps={{ role: 'alert' }}
              data-autofocus
            />
            <Button type="submit">{t('chat.folders.create')}</Button>
          </Group>
        </form>
        {error && error.field === null && (
          <Text c="red" size="sm" role="alert">
            {error.text}
          </Text>
        )}
        {folders.map((folder) => (
          <Group key={folder.id} wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('chat.folders.renameLabel', { name: folder.name })}
              value={names[folder.id] ?? folder.name}
              onChange={(e) => setNames({ ...names, [folder.id]: e.currentTarget.value })}
              error={error?.field === folder.id ? error.text : undefined}
              errorProps={{ role: 'alert' }}
            />
            <Button
              variant="default"
              disabled={(names[folder.id] ?? folder.name) === folder.name}
              onClick={() => void run(folder.id, rename({ input: { id: folder.id, name: names[folder.id] } }))}
            >
              {t('chat.folders.rename')}
            </Button>
            <ActionIcon color="red" variant="subtle" aria-label={t('chat.folders.deleteName', { name: folder.name })} onClick={() => void run(null, remove({ input: { id: folder.id } }))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
