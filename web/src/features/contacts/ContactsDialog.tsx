import { ActionIcon, Button, Divider, Group, Modal, Stack, Tabs, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';
import { roomPath } from '../../rooms/paths';
import { ACCEPT_REQUEST, CONTACTS, DECLINE_REQUEST, INVITE_BY_EMAIL, OPEN_DIRECT_CHAT, REMOVE_CONTACT, REQUEST_CONTACT } from './documents';
import { ProfileCard } from './ProfileCard';
import type { Outcome, Person } from './people';
import { EmailForm } from './EmailForm';
import { PersonLine } from './PersonLine';
import { FindPeople } from './FindPeople';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Invitation type for someone without an account yet (spec: addContactNotExist). */
const INVITE_NEW_CONTACT = 2;
/** A direct room (spec: room kind 1). */
const DIRECT_ROOM = 1;

/**
 * Contacts: the list (each opens a profile card, its direct chat in one click, or is removed), the requests
 * received and sent, and finding, asking and inviting people.
 */
export function ContactsDialog({ opened, onClose, viewerId, initialTab = 'list' }: { opened: boolean; onClose(): void; viewerId: string; initialTab?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [result, refetch] = useQuery({ query: CONTACTS, pause: !opened, requestPolicy: 'network-only' });
  const [, requestContact] = useMutation(REQUEST_CONTACT);
  const [, accept] = useMutation(ACCEPT_REQUEST);
  const [, decline] = useMutation(DECLINE_REQUEST);
  const [, invite] = useMutation(INVITE_BY_EMAIL);
  const [, removeContact] = useMutation(REMOVE_CONTACT);
  const [, openDirect] = useMutation(OPEN_DIRECT_CHAT);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Person | null>(null);
  const [error, setError] = useState<string | null>(null);
  const contacts = result.data?.listContacts.items ?? [];
  const received = result.data?.received.items ?? [];
  const sent = result.data?.sent.items ?? [];
  const refresh = () => refetch({ requestPolicy: 'network-only' });

  const answer = async (promise: Promise<Outcome>, done?: string) => {
    const outcome = await promise;
    setError(outcome.error ? readError(outcome.error).message : null);
    if (!outcome.error && done) notifications.show({ message: done });
    refresh();
  };

  const chatWith = async (person: Person) => {
    const outcome = await openDirect({ input: { kind: DIRECT_ROOM, user_ids: [person.id] } });
    if (outcome.error || !outcome.data) return setError(readError(outcome.error).message);
    onClose();
    void navigate(roomPath(outcome.data.addRoom.id));
  };

  const remove = async () => {
    const person = removing;
    setRemoving(null);
    if (person) await answer(removeContact({ input: { user_id: person.id } }), t('chat.contacts.removed', { name: person.name ?? '' }));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.contacts.title')} size="lg">
      <Tabs defaultValue={initialTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{t('chat.contacts.list')}</Tabs.Tab>
          <Tabs.Tab value="requests">{t('chat.contacts.requests', { count: received.length })}</Tabs.Tab>
          <Tabs.Tab value="add">{t('chat.contacts.add')}</Tabs.Tab>
        </Tabs.List>
        {error && (
          <Text c="red" size="sm" role="alert" mb="xs">
            {error}
          </Text>
        )}
        <Tabs.Panel value="list">
          <Stack gap="xs">
            {result.data && contacts.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.contacts.none')}
              </Text>
            )}
            {contacts.map((c) => (
              <Group key={c.id} justify="space-between" wrap="nowrap" data-testid="contact-row">
                <UnstyledButton onClick={() => setProfileId(c.id)} data-testid="contact" style={{ minWidth: 0 }}>
                  <PersonLine person={c} />
                </UnstyledButton>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconMessage size={14} />}
                    aria-label={t('chat.contacts.chatWith', { name: c.name ?? '' })}
                    onClick={() => void chatWith(c)}
                  >
                    {t('chat.contacts.chat')}
                  </Button>
                  <Tooltip label={t('chat.contacts.remove')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('chat.contacts.removeName', { name: c.name ?? '' })} onClick={() => setRemoving(c)}>
                      <IconUserMinus size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <Stack gap="xs">
            <Text size="sm" fw={700}>
              {t('chat.contacts.receivedTitle')}
            </Text>
            {result.data && received.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.contacts.noRequests')}
              </Text>
            )}
            {received.map((r) => (
              <Group key={r.id} justify="space-between" wrap="nowrap" data-testid="contact-request">
                {r.request_user ? <PersonLine person={r.request_user} /> : <Text size="sm">{r.email}</Text>}
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" onClick={() => void answer(accept({ input: { id: r.id } }))}>
                    {t('chat.contacts.accept')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void answer(decline({ input: { id: r.id } }))}>
                    {t('chat.contacts.decline')}
                  </Button>
                </Group>
              </Group>
            ))}
            <Divider my="xs" />
            <Text size="sm" fw={700}>
              {t('chat.contacts.sentTitle')}
            </Text>
            {result.data && sent.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.contacts.noSent')}
              </Text>
            )}
            {sent.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap" data-testid="sent-request">
                {s.user ? <PersonLine person={s.user} /> : <Text size="sm">{s.email}</Text>}
                <Button size="xs" variant="default" onClick={() => void answer(decline({ input: { id: s.id } }), t('chat.contacts.cancelled'))}>
                  {t('chat.contacts.cancel')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="add">
          <Stack gap="lg">
            <FindPeople pendingIds={new Set(sent.flatMap((s) => (s.user ? [s.user.id] : [])))} onRequested={refresh} />
            <Divider />
            <EmailForm
              label={t('chat.contacts.addByEmail')}
              submitLabel={t('chat.contacts.sendRequest')}
              onSubmit={async (email) => {
                const outcome = await requestContact({ input: { email } });
                refresh();
                return outcome.error ? readError(outcome.error).message : null;
              }}
            />
            <EmailForm
              label={t('chat.contacts.inviteByEmail')}
              submitLabel={t('chat.contacts.sendInvite')}
              onSubmit={async (email) => {
                const outcome = await invite({ input: { type: INVITE_NEW_CONTACT, email } });
                return outcome.error ? readError(outcome.error).message : null;
              }}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <ConfirmDialog
        opened={removing !== null}
        title={t('chat.contacts.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('chat.contacts.removeSubmit')}
        cancelLabel={t('chat.composer.cancel')}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        <Text size="sm">{t('chat.contacts.removeLead')}</Text>
      </ConfirmDialog>
      <ProfileCard userId={profileId} viewerId={viewerId} onClose={() => setProfileId(null)} />
    </Modal>
  );
}
