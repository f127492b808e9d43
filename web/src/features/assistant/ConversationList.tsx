import { ActionIcon, Button, Group, Menu, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { CREATE_CONVERSATION, DELETE_CONVERSATION, UPDATE_CONVERSATION } from './documents';
import type { AssistantConversationsQuery } from '../../graphql/gql/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export type ConversationSummary = AssistantConversationsQuery['listConversations']['items'][number];

/** The user's conversations, most recently active first, with create, rename and delete. */
export function ConversationList({
  conversations,
  loading,
  selectedId,
  onSelect,
  onChanged,
}: {
  conversations: ConversationSummary[];
  loading: boolean;
  selectedId: string | null;
  onSelect(id: string | null): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [title, setTitle] = useState('');
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    setError(null);
    const answer = await client.mutation(CREATE_CONVERSATION, { input: {} }).toPromise();
    setCreating(false);
    if (answer.error || !answer.data) return setError(readError(answer.error).message);
    onChanged();
    onSelect(answer.data.createConversation.id);
  };

  const rename = async () => {
    if (!renaming) return;
    const answer = await client.mutation(UPDATE_CONVERSATION, { input: { id: renaming.id, title } }).toPromise();
    if (answer.error) return setError(readError(answer.error).message);
    setRenaming(null);
    setError(null);
    onChanged();
  };

  const remove = async () => {
    if (!deleting) return;
    const answer = await client.mutation(DELETE_CONVERSATION, { input: { id: deleting.id } }).toPromise();
    const removed = deleting.id;
    setDeleting(null);
    if (answer.error) return setError(readError(answer.error).message);
    if (selectedId === removed) onSelect(null);
    onChanged();
  };

  return (
    <Stack gap="xs">
      <Button leftSection={<IconPlus size={16} />} onClick={() => void create()} loading={creating}>
        {t('assistant.newConversation')}
      </Button>
      {error && !renaming && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Stack gap={2} component="nav" aria-label={t('assistant.conversations')}>
        {loading && conversations.length === 0 && (
          <Text c="dimmed" size="sm" role="status">
            {t('assistant.loading')}
          </Text>
        )}
        {!loading && conversations.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('assistant.noConversations')}
          </Text>
        )}
        {conversations.map((conversation) => (
          <Group key={conversation.id} gap={0} wrap="nowrap">
            <NavLink
              component="button"
              label={conversation.title || t('assistant.untitled')}
              active={conversation.id === selectedId}
              onClick={() => onSelect(conversation.id)}
              aria-current={conversation.id === selectedId ? 'page' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`${conversation.title} ${t('assistant.actions')}`}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  onClick={() => {
                    setError(null);
                    setTitle(conversation.title);
                    setRenaming(conversation);
                  }}
                >
                  {t('assistant.rename')}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => setDeleting(conversation)}>
                  {t('assistant.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ))}
      </Stack>

      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={t('assistant.renameTitle')} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <TextInput label={t('assistant.renameLabel')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={renaming ? error : null} data-autofocus />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setRenaming(null)}>
              {t('assistant.cancel')}
            </Button>
            <Button type="submit">{t('assistant.save')}</Button>
          </Group>
        </form>
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('assistant.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('assistant.delete')}
        cancelLabel={t('assistant.cancel')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <Text>{t('assistant.deleteLead')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
