import { Alert, Card, Grid, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRobotOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { useServerQuery } from '../../graphql/useServerQuery';
import { ConversationList } from '../../features/assistant/ConversationList';
import { ConversationView } from '../../features/assistant/ConversationView';
import { ASSISTANT_STATUS, LIST_CONVERSATIONS } from '../../features/assistant/documents';
import type { AssistantStatusQuery } from '../../graphql/gql/graphql';

type AssistantStatus = AssistantStatusQuery['getAssistantStatus'];

function Allowance({ status }: { status: AssistantStatus }) {
  const { t } = useTranslation();
  const used = Math.min(status.requestsToday, status.requestsPerDay);
  const percent = status.requestsPerDay > 0 ? (used / status.requestsPerDay) * 100 : 100;
  return (
    <Stack gap={4} maw={360} data-testid="assistant-allowance">
      <Text size="sm">{t('assistant.allowance', { used: status.requestsToday, limit: status.requestsPerDay })}</Text>
      <Progress value={percent} color={percent >= 100 ? 'red' : undefined} size="sm" aria-hidden />
      {status.requestsToday >= status.requestsPerDay && (
        <Text size="sm" c="red">
          {t('assistant.allowanceUsed')}
        </Text>
      )}
    </Stack>
  );
}

/** /assistant: the user's private conversations with the AI assistant; ?c= names the open one. */
export function AssistantPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const status = useServerQuery(ASSISTANT_STATUS, {});
  const configured = status.data?.getAssistantStatus.configured ?? false;
  const list = useServerQuery(LIST_CONVERSATIONS, { limit: 100 }, !configured);
  const reloadStatus = status.reload;
  const reloadList = list.reload;

  const select = useCallback(
    (id: string | null) => setParams(id ? { c: id } : {}, { replace: false }),
    [setParams],
  );
  const refresh = useCallback(() => {
    reloadStatus();
    reloadList();
  }, [reloadStatus, reloadList]);

  if (status.loading && !status.data) {
    return (
      <Text c="dimmed" role="status">
        {t('assistant.loading')}
      </Text>
    );
  }
  if (status.error) {
    return (
      <Alert color="red" role="alert">
        {status.error}
      </Alert>
    );
  }
  const current = status.data?.getAssistantStatus;
  if (!current?.configured) {
    return (
      <>
        <PageTitle title={t('assistant.title')} />
        <EmptyState icon={<IconRobotOff size={32} />} title={t('assistant.notConfigured')}>
          {t('assistant.notConfiguredLead')}
        </EmptyState>
      </>
    );
  }

  const conversations = list.data?.listConversations.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle title={t('assistant.title')} lead={t('assistant.lead')} />
        <Allowance status={current} />
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <ConversationList conversations={conversations} loading={list.loading} selectedId={selectedId} onSelect={select} onChanged={refresh} />
          {list.error && (
            <Text c="red" size="sm" role="alert">
              {list.error}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Card withBorder radius="md" padding="md">
            {selectedId ? (
              <ConversationView key={selectedId} conversationId={selectedId} onChanged={refresh} />
            ) : (
              <Text c="dimmed">{t('assistant.select')}</Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
