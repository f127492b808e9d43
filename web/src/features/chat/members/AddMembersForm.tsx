import { Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { ROOM_ROLE } from '@musubi/shared/client';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useClient, useQuery } from 'urql';
import { readError } from '../../../graphql/errors';
import { useTranslation } from '../../../i18n';
import { ADD_MEMBER, CONTACTS_FOR_PICKER } from '../documents';
import { roleOptions, type Outcome } from './roles';

/** Adds contacts who are not members yet, all with one role. */
export function AddMembersForm({ roomId, memberIds, onDone }: { roomId: string; memberIds: Set<string>; onDone(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [contacts] = useQuery({ query: CONTACTS_FOR_PICKER, requestPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState<string[]>([]);
  const [role, setRole] = useState(String(ROOM_ROLE.user));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const options = (contacts.data?.listContacts.items ?? [])
    .filter((c) => !memberIds.has(c.id))
    .map((c) => ({ value: c.id, label: c.name ?? t('chat.timeline.unknownUser') }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    setBusy(true);
    let added = 0;
    let failure: string | null = null;
    for (const user_id of picked) {
      const result: Outcome = await client.mutation(ADD_MEMBER, { input: { room_id: roomId, user_id, role: Number(role) } }).toPromise();
      if (result.error) failure = readError(result.error).message;
      else added += 1;
    }
    setBusy(false);
    setPicked([]);
    setMessage(failure ? { ok: false, text: failure } : { ok: true, text: t('chat.manage.added', { count: added }) });
    onDone();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t('chat.manage.addTitle')}
        </Text>
        <MultiSelect
          label={t('chat.manage.addPick')}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage={t('chat.manage.noCandidates')}
          placeholder={options.length === 0 ? t('chat.manage.noCandidates') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Group align="flex-end" wrap="nowrap">
          <Select label={t('chat.manage.role')} data={roleOptions(t)} value={role} onChange={(v) => v && setRole(v)} allowDeselect={false} w={140} />
          <Button type="submit" leftSection={<IconUserPlus size={16} />} loading={busy} disabled={picked.length === 0}>
            {t('chat.manage.add')}
          </Button>
        </Group>
        {message && (
          <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
      </Stack>
    </form>
  );
}

