import { Alert, Anchor, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { type ExportCounts, formatBytes } from '@musubi/shared/client';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { useEffect, useState } from 'react';
import { type TypedDocumentNode, useClient } from 'urql';
import { WideTable } from '../../components/WideTable';
import { readError } from '../../graphql/errors';
import type { ExportJobFieldsFragment, StartExportInput } from '../../graphql/gql/graphql';
import { useServerQuery } from '../../graphql/useServerQuery';
import { type MessageKey, useTranslation } from '../../i18n';
import { CANCEL_EXPORT_JOB, START_EXPORT } from './documents';

export type ExportJob = ExportJobFieldsFragment;

const POLL_MS = 1_000;
const isActive = (job: ExportJob) => job.state === 'queued' || job.state === 'running';
const percent = (job: ExportJob) => (job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0);

/**
 * A list of exports read from the server, read again every second while one is under way; starting and cancelling
 * one, with the refusal's Japanese message when the server refuses.
 */
export function useExportJobs<T>(document: TypedDocumentNode<T, Record<string, never>>, pick: (data: T) => ExportJob[]) {
  const client = useClient();
  const { data, error, loading, reload } = useServerQuery(document, {});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const jobs = data ? pick(data) : [];
  const active = jobs.find(isActive) ?? null;

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [active, reload]);

  const act = async (run: () => Promise<{ error?: Parameters<typeof readError>[0] }>) => {
    setBusy(true);
    setProblem(null);
    const answer = await run();
    setBusy(false);
    if (answer.error) setProblem(readError(answer.error).message);
    reload();
    return !answer.error;
  };
  return {
    jobs,
    active,
    loading: loading && !data,
    error,
    problem,
    busy,
    start: (input: StartExportInput) => act(() => client.mutation(START_EXPORT, { input }).toPromise()),
    cancel: (job: ExportJob) => act(() => client.mutation(CANCEL_EXPORT_JOB, { id: job.id }).toPromise()),
  };
}

export function ExportAlerts({ messages }: { messages: Array<string | null> }) {
  return messages.map(
    (message, index) =>
      message && (
        <Alert key={index} color="red" role="alert" data-testid="export-error">
          {message}
        </Alert>
      ),
  );
}

/** The job under way: its bar and counts, and its cancel button. */
export function ExportProgress({ job, busy, onCancel, level }: { job: ExportJob; busy: boolean; onCancel(): void; level: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="export-progress">
      <Title order={level} size={level === 2 ? 'h4' : 'h5'}>
        {t('exports.runningTitle')}
      </Title>
      <Progress value={percent(job)} animated aria-label={t('exports.progressLabel')} size="lg" />
      <Text size="sm" aria-live="polite" data-testid="export-progress-text">
        {job.state === 'queued' || job.total === 0
          ? t('exports.queued')
          : t('exports.progress', { done: formatNumber(job.done), total: formatNumber(job.total), percent: percent(job) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('exports.mailNote')}
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={onCancel} loading={busy}>
          {t('exports.cancel')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('exports.cancelNote')}
        </Text>
      </Group>
    </Stack>
  );
}

function kindOf(job: ExportJob, t: ReturnType<typeof useTranslation>['t']) {
  return t(`exports.kinds.${job.kind}` as MessageKey, { n: job.roomCount });
}

function Download({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  if (!job.downloadPath) return '—';
  const size = formatBytes(job.size ?? 0);
  return (
    <Stack gap={0}>
      <Anchor href={job.downloadPath} download aria-label={t('exports.downloadLabel', { date: formatDateTime(job.createdAt), size })}>
        {t('exports.download', { size })}
      </Anchor>
      {job.expiresAt && (
        <Text size="xs" c="dimmed">
          {t('exports.until', { date: formatDateTime(job.expiresAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** One's own past exports, for a narrow card: when, how it ended, and its zip. */
function CompactHistory({ jobs }: { jobs: ExportJob[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="export-history">
      {jobs.map((job) => (
        <Group key={job.id} component="li" data-state={job.state} gap="md" align="flex-start" wrap="wrap">
          <Text size="sm">{formatDateTime(job.createdAt)}</Text>
          <Text size="sm">{t(`exports.states.${job.state}` as MessageKey)}</Text>
          <Download job={job} />
          {job.error && (
            <Text size="sm" c="red">
              {job.error}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The finished and stopped exports, newest first, each finished one's zip downloadable until it expires: a table
 * with what each holds, or for one's own a short list.
 */
export function ExportHistory({ jobs, loading, level, compact = false }: { jobs: ExportJob[]; loading: boolean; level: 2 | 3; compact?: boolean }) {
  const { t } = useTranslation();
  const past = jobs.filter((job) => !isActive(job));
  return (
    <Stack gap="xs">
      <Title order={level} size={level === 2 ? 'h4' : 'h5'}>
        {t('exports.historyTitle')}
      </Title>
      {loading ? (
        <Text size="sm">{t('exports.loading')}</Text>
      ) : past.length === 0 ? (
        <Text size="sm">{t('exports.historyEmpty')}</Text>
      ) : compact ? (
        <CompactHistory jobs={past} />
      ) : (
        <WideTable>
          <Table withTableBorder striped data-testid="export-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exports.columns.createdAt')}</Table.Th>
                <Table.Th>{t('exports.columns.kind')}</Table.Th>
                <Table.Th>{t('exports.columns.state')}</Table.Th>
                <Table.Th>{t('exports.columns.result')}</Table.Th>
                <Table.Th>{t('exports.columns.file')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {past.map((job) => {
                const counts = job.counts as ExportCounts;
                return (
                  <Table.Tr key={job.id} data-state={job.state}>
                    <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
                    <Table.Td>{kindOf(job, t)}</Table.Td>
                    <Table.Td>{t(`exports.states.${job.state}` as MessageKey)}</Table.Td>
                    <Table.Td>
                      {job.state === 'done' || job.state === 'expired'
                        ? t('exports.result', { rooms: counts.rooms, messages: formatNumber(counts.messages), tasks: counts.tasks, files: counts.files })
                        : '—'}
                      {job.error && (
                        <Text size="sm" c="red">
                          {job.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Download job={job} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Stack>
  );
}
