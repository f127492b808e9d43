import { Avatar, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { CREATE_NOTE, PROFILE, UPDATE_NOTE } from './documents';

/** A user's profile card with the viewer's private note about them (only its writer ever reads it). */
export function ProfileCard({ userId, viewerId, onClose }: { userId: string | null; viewerId: string; onClose(): void }) {
  const { t } = useTranslation();
  const [result] = useQuery({ query: PROFILE, variables: { id: userId ?? '', viewer: viewerId }, pause: !userId, requestPolicy: 'network-only' });
  const profile = result.data?.getProfile;
  const note = result.data?.userNote.items[0] ?? null;
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [{ fetching: creating }, createNote] = useMutation(CREATE_NOTE);
  const [{ fetching: updating }, updateNote] = useMutation(UPDATE_NOTE);

  useEffect(() => {
    setText(note?.content ?? '');
    setMessage(null);
  }, [note?.id, note?.content, userId]);

  const save = async () => {
    const answer = note ? await updateNote({ input: { id: note.id, content: text } }) : await createNote({ input: { user_id: viewerId, user_note_id: userId, content: text } });
    setMessage(answer.error ? { ok: false, text: readError(answer.error).message } : { ok: true, text: t('chat.panels.saved') });
  };

  return (
    <Modal opened={userId !== null} onClose={onClose} title={t('chat.profile.title')} centered>
      {!profile ? (
        <Loader size="sm" />
      ) : (
        <Stack>
          <Group wrap="nowrap">
            <Avatar src={profile.image} size="lg" radius="xl">
              {(profile.name ?? '').slice(0, 1)}
            </Avatar>
            <Stack gap={0}>
              <Text fw={700}>{profile.name}</Text>
              {[profile.company_name, profile.position].filter(Boolean).length > 0 && (
                <Text size="sm" c="dimmed">
                  {[profile.company_name, profile.position].filter(Boolean).join(t('format.dot'))}
                </Text>
              )}
              {profile.industry && <Text size="sm">{profile.industry}</Text>}
              {profile.email && <Text size="sm">{profile.email}</Text>}
              {profile.phone && <Text size="sm">{profile.phone}</Text>}
            </Stack>
          </Group>
          {profile.id !== viewerId && (
            <Stack gap={4}>
              <Textarea label={t('chat.profile.note')} description={t('chat.profile.noteLead')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={3} />
              {message && (
                <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
                  {message.text}
                </Text>
              )}
              <Group justify="flex-end">
                <Button size="xs" onClick={() => void save()} loading={creating || updating}>
                  {t('chat.profile.saveNote')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
