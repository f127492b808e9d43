import { Group, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { plainNotation } from '@musubi/shared/client';
import { formatRecent } from '../../i18n/format';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { SEARCH_MESSAGES } from './documents';
import { roomTitle } from '../../rooms/roomTitle';
import type { ChatSearchMessagesQuery } from '../../graphql/gql/graphql';

type Hit = ChatSearchMessagesQuery['searchMessages']['items'][number];

/** Search across the viewer's rooms; a result opens its room at the message. */
export function SearchDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [nextToken, setNextToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const run = async (token: string | null) => {
    setSearching(true);
    const result = await client.query(SEARCH_MESSAGES, { content: text.trim(), nextToken: token }, { requestPolicy: 'network-only' }).toPromise();
    setSearching(false);
    if (result.error || !result.data) return setError(readError(result.error).message);
    setError(null);
    const page = result.data.searchMessages;
    setHits((current) => (token ? [...(current ?? []), ...page.items] : page.items));
    setNextToken(page.nextToken);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(null);
  };

  const open = (hit: Hit) => {
    onClose();
    void navigate(`/room?room=${encodeURIComponent(hit.room_id)}&message=${encodeURIComponent(hit.id)}`);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.search.title')} size="lg">
      <form onSubmit={submit}>
        <TextInput
          leftSection={<IconSearch size={16} />}
          rightSection={searching ? <Loader size="xs" /> : null}
          aria-label={t('chat.search.label')}
          placeholder={t('chat.search.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
      </form>
      <ScrollArea.Autosize mah="60vh" mt="sm">
        <Stack gap={4}>
          {hits?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('chat.search.none')}
            </Text>
          )}
          {hits?.map((hit) => (
            <UnstyledButton key={hit.id} onClick={() => open(hit)} data-testid="search-result" p={6} style={{ borderRadius: 6 }}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="xs" fw={700} c="blue">
                  {roomTitle(hit.room)}
                </Text>
                <Text size="xs" c="dimmed">
                  {hit.user?.name}
                  {t('format.dot')}
                  {formatRecent(hit.createdAt)}
                </Text>
              </Group>
              <Text size="sm" lineClamp={2}>
                {plainNotation(hit.content)}
              </Text>
            </UnstyledButton>
          ))}
          {nextToken && (
            <UnstyledButton onClick={() => void run(nextToken)}>
              <Text size="sm" c="blue" ta="center">
                {t('chat.search.more')}
              </Text>
            </UnstyledButton>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Modal>
  );
}
