import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import type { Turn } from './stream';

/**
 * One turn of the conversation. An answer being written grows as pieces arrive and can be stopped; a stopped
 * or failed one keeps what arrived, says why, and can be answered again.
 */
export function AssistantMessage({
  turn,
  contextLabel,
  onStop,
  onRetry,
  busy = false,
}: {
  turn: Turn;
  /** What the question shared with the assistant, if anything. */
  contextLabel?: string | null;
  onStop?(turn: Turn): void;
  onRetry?(turn: Turn): void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const mine = turn.role === 'user';
  const streaming = turn.status === 'streaming';
  return (
    <Stack gap={4} align={mine ? 'flex-end' : 'flex-start'} data-testid="assistant-turn" data-role={turn.role} data-status={turn.status}>
      <Text size="xs" c="dimmed">
        {mine ? t('assistant.you') : t('assistant.assistant')}
      </Text>
      {contextLabel && (
        <Badge variant="light" size="sm">
          {contextLabel}
        </Badge>
      )}
      <Paper
        withBorder={!mine}
        bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
        radius="md"
        px="md"
        py="sm"
        maw="85%"
        aria-live={streaming ? 'polite' : undefined}
        aria-busy={streaming}
      >
        {turn.content ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="assistant-turn-content">
            {turn.content}
          </Text>
        ) : (
          streaming && (
            <Group gap="xs">
              <Loader size="xs" type="dots" />
              <Text size="sm" c="dimmed">
                {t('assistant.thinking')}
              </Text>
            </Group>
          )
        )}
        {streaming && turn.content && <Loader size="xs" type="dots" mt={4} aria-hidden />}
      </Paper>
      {turn.status === 'stopped' && (
        <Text size="sm" c="dimmed">
          {t('assistant.stopped')}
        </Text>
      )}
      {turn.status === 'failed' && (
        <Alert color="red" p="xs" role="alert" title={t('assistant.failed')}>
          {turn.error}
        </Alert>
      )}
      {!mine && streaming && onStop && (
        <Button size="xs" variant="default" leftSection={<IconPlayerStop size={14} />} onClick={() => onStop(turn)} loading={busy}>
          {t('assistant.stop')}
        </Button>
      )}
      {!mine && (turn.status === 'stopped' || turn.status === 'failed') && onRetry && (
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => onRetry(turn)} loading={busy}>
          {t('assistant.retry')}
        </Button>
      )}
    </Stack>
  );
}
