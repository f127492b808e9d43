import { Alert, Button, Card, FileInput, Group, List, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { type DryRun, type ImportCounts } from '@musubi/shared/client';
import { formatDateTime } from '../../i18n/format';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { PageTitle } from '../../components/PageTitle';
import { WideTable } from '../../components/WideTable';
import { readError } from '../../graphql/errors';
import type { ImportJobsQuery } from '../../graphql/gql/graphql';
import { useServerQuery } from '../../graphql/useServerQuery';
import { type MessageKey, useTranslation } from '../../i18n';
import { CANCEL_IMPORT_JOB, IMPORT_JOBS, START_IMPORT_JOB } from './documents';
import { uploadSlackExport } from './upload';

type Job = ImportJobsQuery['listImportJobs'][number];

const COUNT_KEYS: Array<keyof ImportCounts> = [
  'rooms',
  'memberships',
  'messages',
  'replies',
  'matched',
  'created',
  'placeholders',
  'stamps',
  'reactionsAsText',
  'filesAsLinks',
  'skipped',
  'alreadyImported',
];
const ROOMS_SHOWN = 20;
const POLL_MS = 1_000;

const isActive = (job: Job) => job.state === 'queued' || job.state === 'running';
const percent = (job: Pick<Job, 'done' | 'total'>) => (job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0);

function CountsTable({ counts, caption }: { counts: ImportCounts; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder striped maw={480} data-testid="import-counts" aria-label={caption}>
      <Table.Tbody>
        {COUNT_KEYS.map((key) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={400}>
              {t(`adminArea.imports.counts.${key}` as MessageKey)}
            </Table.Th>
            <Table.Td ta="right" data-count={key}>
              {t('adminArea.imports.number', { n: counts[key].toLocaleString('ja-JP') })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What importing the uploaded export will do, before anything is written; start or discard it. */
function DryRunCard({ job, busy, onStart, onDiscard }: { job: Job; busy: boolean; onStart(): void; onDiscard(): void }) {
  const { t } = useTranslation();
  const report = job.report as DryRun;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="import-dry-run">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('adminArea.imports.dryRunTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminArea.imports.dryRunLead', { file: job.file_name })}
          </Text>
        </div>
        <CountsTable counts={report.counts} caption={t('adminArea.imports.dryRunTitle')} />
        {report.rooms.length > 0 && (
          <div>
            <Title order={3} size="h5">
              {t('adminArea.imports.roomsTitle')}
            </Title>
            <List size="sm" data-testid="import-rooms">
              {report.rooms.slice(0, ROOMS_SHOWN).map((room, index) => (
                <List.Item key={index}>{t('adminArea.imports.room', { name: room.name, members: room.members, messages: room.messages.toLocaleString('ja-JP') })}</List.Item>
              ))}
            </List>
            {report.counts.rooms > ROOMS_SHOWN && (
              <Text size="sm" c="dimmed">
                {t('adminArea.imports.moreRooms', { n: report.counts.rooms - ROOMS_SHOWN })}
              </Text>
            )}
          </div>
        )}
        <div>
          <Title order={3} size="h5">
            {t('adminArea.imports.unmappedTitle')}
          </Title>
          {report.unmapped.length === 0 ? (
            <Text size="sm">{t('adminArea.imports.unmappedNone')}</Text>
          ) : (
            <List size="sm" data-testid="import-unmapped">
              {report.unmapped.map((item) => (
                <List.Item key={item.text}>{t('adminArea.imports.unmapped', { text: item.text, n: item.count })}</List.Item>
              ))}
            </List>
          )}
        </div>
        <Group>
          <Button onClick={onStart} loading={busy}>
            {t('adminArea.imports.start')}
          </Button>
          <Button variant="default" onClick={onDiscard} disabled={busy}>
            {t('adminArea.imports.discard')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A running job: its bar and counts, read again every second, and its cancel button. */
function ProgressCard({ job, busy, onCancel }: { job: Job; busy: boolean; onCancel(): void }) {
  const { t } = useTranslation();
  const counts = job.counts as ImportCounts;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="import-progress">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminArea.imports.runningTitle', { file: job.file_name })}
        </Title>
        <Progress value={percent(job)} animated aria-label={t('adminArea.imports.progressLabel')} size="lg" />
        <Text size="sm" aria-live="polite" data-testid="import-progress-text">
          {t('adminArea.imports.progress', { done: job.done.toLocaleString('ja-JP'), total: job.total.toLocaleString('ja-JP'), percent: percent(job) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('adminArea.imports.progressCounts', { rooms: counts.rooms, messages: counts.messages.toLocaleString('ja-JP') })}
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={onCancel} loading={busy}>
            {t('adminArea.imports.cancel')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('adminArea.imports.cancelNote')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function History({ jobs }: { jobs: Job[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('adminArea.imports.historyTitle')}
      </Title>
      {jobs.length === 0 ? (
        <Text size="sm">{t('adminArea.imports.historyEmpty')}</Text>
      ) : (
        <WideTable>
          <Table withTableBorder striped data-testid="import-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminArea.imports.columns.file')}</Table.Th>
                <Table.Th>{t('adminArea.imports.columns.state')}</Table.Th>
                <Table.Th>{t('adminArea.imports.columns.result')}</Table.Th>
                <Table.Th>{t('adminArea.imports.columns.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job) => {
                const counts = job.counts as ImportCounts;
                return (
                  <Table.Tr key={job.id} data-state={job.state}>
                    <Table.Td>{job.file_name}</Table.Td>
                    <Table.Td>{t(`adminArea.imports.states.${job.state}` as MessageKey)}</Table.Td>
                    <Table.Td>
                      {job.state === 'planned'
                        ? '—'
                        : t('adminArea.imports.result', { rooms: counts.rooms, messages: counts.messages.toLocaleString('ja-JP'), already: counts.alreadyImported })}
                      {job.error && (
                        <Text size="sm" c="red">
                          {job.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
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

/** /admin/import: a Slack export uploaded, its dry run, the import started and followed, cancelled, and past imports. */
export function AdminImportPage() {
  const { t } = useTranslation();
  const client = useClient();
  const { data, error, loading, reload } = useServerQuery(IMPORT_JOBS, {});
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const jobs = data?.listImportJobs ?? [];
  const active = jobs.find(isActive) ?? null;
  const planned = active ? null : (jobs.find((job) => job.state === 'planned') ?? null);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [active, reload]);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    const answer = await uploadSlackExport(file);
    setUploading(false);
    if ('error' in answer) setProblem(answer.error);
    else setFile(null);
    reload();
  };

  const act = async (run: () => Promise<{ error?: Parameters<typeof readError>[0] }>) => {
    setBusy(true);
    setProblem(null);
    const answer = await run();
    setBusy(false);
    if (answer.error) setProblem(readError(answer.error).message);
    reload();
  };
  const start = (job: Job) => void act(() => client.mutation(START_IMPORT_JOB, { id: job.id }).toPromise());
  const cancel = (job: Job) => void act(() => client.mutation(CANCEL_IMPORT_JOB, { id: job.id }).toPromise());

  return (
    <Stack gap="lg">
      <PageTitle title={t('adminArea.imports.title')} lead={t('adminArea.imports.lead')} />
      {problem && (
        <Alert color="red" role="alert" data-testid="import-error">
          {problem}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!active && !planned && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('adminArea.imports.uploadTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('adminArea.imports.uploadLead')}
            </Text>
            <FileInput
              label={t('adminArea.imports.file')}
              placeholder={t('adminArea.imports.filePlaceholder')}
              accept=".zip,application/zip"
              value={file}
              onChange={setFile}
              clearable
              maw={480}
            />
            <Group>
              <Button onClick={() => void upload()} loading={uploading} disabled={!file}>
                {t('adminArea.imports.upload')}
              </Button>
            </Group>
            {uploading && <Text size="sm">{t('adminArea.imports.uploading')}</Text>}
          </Stack>
        </Card>
      )}
      {planned && <DryRunCard job={planned} busy={busy} onStart={() => start(planned)} onDiscard={() => cancel(planned)} />}
      {active && <ProgressCard job={active} busy={busy} onCancel={() => cancel(active)} />}
      {loading && !data ? <Text size="sm">{t('adminArea.table.loading')}</Text> : <History jobs={jobs.filter((job) => job.state !== 'planned' && !isActive(job))} />}
    </Stack>
  );
}
