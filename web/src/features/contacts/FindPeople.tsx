import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PEOPLE_SEARCH } from '@musubi/shared/client';
import { IconCheck, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';
import { FIND_PEOPLE, REQUEST_CONTACT } from './documents';
import type { Outcome, Person } from './people';
import { PersonLine } from './PersonLine';

/**
 * Finds people by part of a name or company, or an exact address, and asks one of them to connect; a person asked
 * already (here, or before: `pendingIds`) shows 申請済み instead.
 */
export function FindPeople({ pendingIds, onRequested }: { pendingIds: ReadonlySet<string>; onRequested(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Person[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [searching, setSearching] = useState(false);
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (search.length < PEOPLE_SEARCH.minLength) return setMessage({ ok: false, text: t('chat.contacts.findShort') });
    setSearching(true);
    const result = await client.query(FIND_PEOPLE, { search }, { requestPolicy: 'network-only' }).toPromise();
    setSearching(false);
    if (result.error || !result.data) return setMessage({ ok: false, text: readError(result.error).message });
    setMessage(null);
    setFound(result.data.findUsers.items);
  };

  const request = async (person: Person) => {
    const result: Outcome = await client.mutation(REQUEST_CONTACT, { input: { user_id: person.id } }).toPromise();
    setMessage(result.error ? { ok: false, text: readError(result.error).message } : { ok: true, text: t('chat.contacts.sent') });
    if (result.error) return;
    setRequested((ids) => new Set(ids).add(person.id));
    onRequested();
  };

  return (
    <Stack gap="xs">
      <form onSubmit={search}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('chat.contacts.findLabel')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} />} loading={searching}>
            {t('chat.contacts.findSubmit')}
          </Button>
        </Group>
      </form>
      {message && (
        <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      )}
      {found && found.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('chat.contacts.findNone')}
        </Text>
      )}
      {found?.map((person) => (
        <Group key={person.id} justify="space-between" wrap="nowrap" data-testid="found-person">
          <PersonLine person={person} />
          {requested.has(person.id) || pendingIds.has(person.id) ? (
            <Button size="xs" variant="default" leftSection={<IconCheck size={14} />} disabled>
              {t('chat.contacts.requested')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUserPlus size={14} />}
              aria-label={t('chat.contacts.requestTo', { name: person.name ?? '' })}
              onClick={() => void request(person)}
            >
              {t('chat.contacts.request')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
