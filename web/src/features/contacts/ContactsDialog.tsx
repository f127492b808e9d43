import { Avatar, Button, Group, Modal, Stack, Tabs, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useMutation, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { ACCEPT_REQUEST, CONTACTS, DECLINE_REQUEST, INVITE_BY_EMAIL, REQUEST_CONTACT } from './documents';
import { ProfileCard } from './ProfileCard';

interface Person {
  id: string;
  name: string | null;
  image: string | null;
  company_name: string | null;
}

/** Invitation type for someone without an account yet (spec: addContactNotExist). */
const INVITE_NEW_CONTACT = 2;

function EmailForm({ label, submitLabel, onSubmit }: { label: string; submitLabel: string; onSubmit(email: string): Promise<string | null> }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = await onSubmit(email.trim());
    setMessage(error ? { ok: false, text: error } : { ok: true, text: t('chat.contacts.sent') });
    if (!error) setEmail('');
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput type="email" label={label} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        {message && (
          <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
        <Button type="submit">{submitLabel}</Button>
      </Stack>
    </form>
  );
}

/** Contacts: the list (each opens a profile card), received requests to accept or decline, add and invite by e-mail. */
export function ContactsDialog({ opened, onClose, viewerId, initialTab = 'list' }: { opened: boolean; onClose(): void; viewerId: string; initialTab?: string }) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({ query: CONTACTS, pause: !opened, requestPolicy: 'network-only' });
  const [, requestContact] = useMutation(REQUEST_CONTACT);
  const [, accept] = useMutation(ACCEPT_REQUEST);
  const [, decline] = useMutation(DECLINE_REQUEST);
  const [, invite] = useMutation(INVITE_BY_EMAIL);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const contacts = (result.data?.listContacts.items ?? []) as Person[];
  const received = (result.data?.received.items ?? []) as Array<{ id: string; email: string; request_user: Person | null }>;
  const sent = (result.data?.sent.items ?? []) as Array<{ id: string; email: string }>;

  const answer = async (promise: Promise<{ error?: Parameters<typeof readError>[0] }>) => {
    const outcome = await promise;
    setError(outcome.error ? readError(outcome.error).message : null);
    refetch({ requestPolicy: 'network-only' });
  };

  const person = (p: Person) => (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={p.image} radius="xl" size="sm">
        {(p.name ?? '').slice(0, 1)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm">{p.name}</Text>
        {p.company_name && (
          <Text size="xs" c="dimmed">
            {p.company_name}
          </Text>
        )}
      </Stack>
    </Group>
  );

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
              <UnstyledButton key={c.id} onClick={() => setProfileId(c.id)} data-testid="contact">
                {person(c)}
              </UnstyledButton>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <Stack gap="xs">
            {result.data && received.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('chat.contacts.noRequests')}
              </Text>
            )}
            {received.map((r) => (
              <Group key={r.id} justify="space-between" wrap="nowrap" data-testid="contact-request">
                {r.request_user ? person(r.request_user) : <Text size="sm">{r.email}</Text>}
                <Group gap="xs">
                  <Button size="xs" onClick={() => void answer(accept({ input: { id: r.id } }))}>
                    {t('chat.contacts.accept')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void answer(decline({ input: { id: r.id } }))}>
                    {t('chat.contacts.decline')}
                  </Button>
                </Group>
              </Group>
            ))}
            {sent.length > 0 && (
              <Text size="xs" c="dimmed" mt="sm">
                {t('chat.contacts.waiting', { emails: sent.map((s) => s.email).join('、') })}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="add">
          <Stack gap="lg">
            <EmailForm
              label={t('chat.contacts.addByEmail')}
              submitLabel={t('chat.contacts.sendRequest')}
              onSubmit={async (email) => {
                const outcome = await requestContact({ input: { email } });
                refetch({ requestPolicy: 'network-only' });
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
      <ProfileCard userId={profileId} viewerId={viewerId} onClose={() => setProfileId(null)} />
    </Modal>
  );
}
