import { Alert, Button, Group, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { useServerQuery } from '../../graphql/useServerQuery';
import { AssistantMessage } from './AssistantMessage';
import { ContextPicker, contextInput, NO_CONTEXT, type AssistantContext } from './ContextPicker';
import { GET_CONVERSATION, RETRY_MESSAGE, SEND_MESSAGE, STOP_MESSAGE } from './documents';
import { withLive, type Turn } from './stream';
import { useAnswerStream } from './useAnswerStream';

/** The turns of one conversation, the answer streaming in, and the question box with its context. */
export function ConversationView({ conversationId, onChanged }: { conversationId: string; onChanged(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const conversation = useServerQuery(GET_CONVERSATION, { id: conversationId });
  const { reload } = conversation;
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const { live, forget } = useAnswerStream(conversationId, () => {
    reload();
    changed.current();
  });
  const [question, setQuestion] = useState('');
  const [context, setContext] = useState<AssistantContext>(NO_CONTEXT);
  const [pending, setPending] = useState<Turn | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyTurn, setBusyTurn] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const stored = conversation.data?.getConversation.messages ?? [];
  const turns = [...stored.map((turn) => withLive(turn, live)), ...(pending && !stored.some((turn) => turn.id === pending.id) ? [pending] : [])];
  const answering = turns.some((turn) => turn.status === 'streaming');
  const streamedLength = turns.reduce((sum, turn) => sum + turn.content.length, 0);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length, streamedLength]);

  useEffect(() => {
    setPending(null);
    setError(null);
  }, [conversationId]);

  const send = async () => {
    const content = question.trim();
    if (!content || answering) return;
    setError(null);
    const shared = contextInput(context);
    setPending({
      id: 'pending',
      conversationId,
      role: 'user',
      content,
      status: 'complete',
      error: null,
      context_room_id: shared?.room_id ?? null,
      context_board_id: shared?.board_id ?? null,
      createdAt: new Date().toISOString(),
    });
    const answer = await client.mutation(SEND_MESSAGE, { input: { conversationId, content, context: shared } }).toPromise();
    setPending(null);
    if (answer.error) {
      setError(readError(answer.error).message);
      return;
    }
    setQuestion('');
    reload();
    changed.current();
  };

  const act = async (document: typeof STOP_MESSAGE | typeof RETRY_MESSAGE, turn: Turn) => {
    setBusyTurn(turn.id);
    setError(null);
    if (document === RETRY_MESSAGE) forget(turn.id);
    const answer = await client.mutation(document, { input: { id: turn.id } }).toPromise();
    setBusyTurn(null);
    if (answer.error) setError(readError(answer.error).message);
    reload();
    changed.current();
  };

  const contextLabel = (turn: Turn) =>
    turn.context_board_id ? t('assistant.context.sharedBoard') : turn.context_room_id ? t('assistant.context.sharedRoom') : null;

  return (
    <Stack gap="md" h="100%">
      <ScrollArea.Autosize mah="60vh" type="auto">
        <Stack gap="md" p="xs" data-testid="assistant-turns">
          {conversation.loading && !conversation.data && (
            <Text c="dimmed" role="status">
              {t('assistant.loading')}
            </Text>
          )}
          {conversation.error && (
            <Alert color="red" role="alert">
              {conversation.error}
            </Alert>
          )}
          {conversation.data && turns.length === 0 && <Text c="dimmed">{t('assistant.empty')}</Text>}
          {turns.map((turn) => (
            <AssistantMessage
              key={turn.id}
              turn={turn}
              contextLabel={contextLabel(turn)}
              busy={busyTurn === turn.id}
              onStop={(target) => void act(STOP_MESSAGE, target)}
              onRetry={(target) => void act(RETRY_MESSAGE, target)}
            />
          ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea.Autosize>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('assistant.question')}
            placeholder={t('assistant.placeholder')}
            autosize
            minRows={2}
            maxRows={8}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void send();
              }
            }}
          />
          <Group justify="space-between" align="flex-end">
            <ContextPicker value={context} onChange={setContext} />
            <Button type="submit" leftSection={<IconSend size={16} />} disabled={!question.trim() || answering} loading={pending !== null}>
              {t('assistant.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
