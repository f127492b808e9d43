import { Alert, Button, Card, FileInput, Group, List, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { DryRun, ImportCounts, ImportSource } from '@musubi/shared/client';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { WideTable } from '../../components/WideTable';
import { readError } from '../../graphql/errors';
import type { ImportJobsQuery } from '../../graphql/gql/graphql';
import { useServerQuery } from '../../graphql/useServerQuery';
import { type MessageKey, type TFunction, useTranslation } from '../../i18n';
import { CANCEL_IMPORT_JOB, IMPORT_JOBS, START_IMPORT_JOB } from './documents';
import { uploadExport } from './upload';

type Job = ImportJobsQuery['listImportJobs'][number];

/** The counts each source shows, in order, each with its label's key under imports.counts. */
const COUNT_ROWS: Record<ImportSource, Array<[keyof ImportCounts, string]>> = {
  slack: (
    ['rooms', 'memberships', 'messages', 'replies', 'matched', 'created', 'placeholders', 'stamps', 'reactionsAsText', 'filesAsLinks', 'skipped', 'alreadyImported'] as const
  ).map((key) => [key, key]),
  trello: [
    ['columns', 'columns'],
    ['tasks', 'tasks'],
    ['archivedTasks', 'archivedTasks'],
    ['checklists', 'checklists'],
    ['checklistItems', 'checklistItems'],
    ['comments', 'comments'],
    ['tags', 'tags'],
    ['matched', 'roomMatched'],
    ['filesAsLinks', 'filesAsLinks'],
    ['skipped', 'skippedComments'],
    ['alreadyImported', 'alreadyImported'],
  ],
  musubi: [
    ...(['rooms', 'memberships', 'messages', 'replies', 'stamps', 'tags'] as const).map((key): [keyof ImportCounts, string] => [key, key]),
    ['columns', 'boardColumns'],
    ['tasks', 'boardTasks'],
    ...(['checklists', 'checklistItems', 'comments', 'files', 'matched', 'created'] as const).map((key): [keyof ImportCounts, string] => [key, key]),
    ['skipped', 'skippedMusubi'],
    ['alreadyImported', 'alreadyImported'],
  ],
};
/** The upload card's texts of each source. */
const UPLOAD_TEXTS = {
  slack: { title: 'imports.uploadTitle', lead: 'imports.uploadLead', file: 'imports.file', accept: '.zip,application/zip' },
  trello: { title: 'imports.trello.uploadTitle', lead: 'imports.trello.uploadLead', file: 'imports.trello.file', accept: '.json,application/json' },
  musubi: { title: 'imports.musubi.uploadTitle', lead: 'imports.musubi.uploadLead', file: 'imports.musubi.file', accept: '.zip,application/zip' },
} as const;
const ROOMS_SHOWN = 20;
const POLL_MS = 1_000;

const isActive = (job: Job) => job.state === 'queued' || job.state === 'running';
const percent = (job: Pick<Job, 'done' | 'total'>) => (job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0);
/** A count, 0 when a job stored before its source counted it. */
const n = (counts: Partial<ImportCounts>, key: keyof ImportCounts) => formatNumber(counts[key] ?? 0);

function CountsTable({ source, counts, caption }: { source: ImportSource; counts: ImportCounts; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder striped maw={480} data-testid="import-counts" aria-label={caption}>
      <Table.Tbody>
        {COUNT_ROWS[source].map(([key, label]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={400}>
              {t(`imports.counts.${label}` as MessageKey)}
            </Table.Th>
            <Table.Td ta="right" data-count={key}>
              {t('imports.number', { n: n(counts, key) })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the import will make: Slack's rooms, or the board's columns. */
function Planned({ report }: { report: DryRun }) {
  const { t } = useTranslation();
  const columns = report.columns ?? [];
  if (columns.length > 0) {
    return (
      <div>
        <Title order={3} size="h5">
          {t('imports.trello.columnsTitle')}
        </Title>
        <List size="sm" data-testid="import-columns">
          {columns.map((column, index) => (
            <List.Item key={index}>{t(column.archived ? 'imports.trello.archivedColumn' : 'imports.trello.column', { name: column.name, tasks: column.tasks })}</List.Item>
          ))}
        </List>
      </div>
    );
  }
  if (report.rooms.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h5">
        {t('imports.roomsTitle')}
      </Title>
      <List size="sm" data-testid="import-rooms">
        {report.rooms.slice(0, ROOMS_SHOWN).map((room, index) => (
          <List.Item key={index}>{t('imports.roomLine', { name: room.name, members: room.members, messages: formatNumber(room.messages) })}</List.Item>
        ))}
      </List>
      {report.counts.rooms > ROOMS_SHOWN && (
        <Text size="sm" c="dimmed">
          {t('imports.moreRooms', { n: report.counts.rooms - ROOMS_SHOWN })}
        </Text>
      )}
    </div>
  );
}

/** What importing the uploaded export will do, before anything is written; start or discard it. */
function DryRunCard({ source, job, busy, onStart, onDiscard }: { source: ImportSource; job: Job; busy: boolean; onStart(): void; onDiscard(): void }) {
  const { t } = useTranslation();
  const report = job.report as DryRun;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="import-dry-run">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('imports.dryRunTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('imports.dryRunLead', { file: job.file_name })}
          </Text>
        </div>
        <CountsTable source={source} counts={report.counts} caption={t('imports.dryRunTitle')} />
        <Planned report={report} />
        <div>
          <Title order={3} size="h5">
            {t('imports.unmappedTitle')}
          </Title>
          {report.unmapped.length === 0 ? (
            <Text size="sm">{t('imports.unmappedNone')}</Text>
          ) : (
            <List size="sm" data-testid="import-unmapped">
              {report.unmapped.map((item) => (
                <List.Item key={item.text}>{t('imports.unmapped', { text: item.text, n: item.count })}</List.Item>
              ))}
            </List>
          )}
        </div>
        <Group>
          <Button onClick={onStart} loading={busy}>
            {t('imports.start')}
          </Button>
          <Button variant="default" onClick={onDiscard} disabled={busy}>
            {t('imports.discard')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const progressCounts = (t: TFunction, source: ImportSource, counts: ImportCounts) =>
  source === 'trello'
    ? t('imports.trello.progressCounts', { columns: n(counts, 'columns'), tasks: n(counts, 'tasks') })
    : t('imports.progressCounts', { rooms: n(counts, 'rooms'), messages: n(counts, 'messages') });

const resultOf = (t: TFunction, source: ImportSource, counts: ImportCounts) =>
  source === 'trello'
    ? t('imports.trello.result', { columns: n(counts, 'columns'), tasks: n(counts, 'tasks'), comments: n(counts, 'comments'), already: n(counts, 'alreadyImported') })
    : t('imports.result', { rooms: n(counts, 'rooms'), messages: n(counts, 'messages'), already: n(counts, 'alreadyImported') });

/** A running job: its bar and counts, read again every second, and its cancel button. */
function ProgressCard({ source, job, busy, onCancel }: { source: ImportSource; job: Job; busy: boolean; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="import-progress">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('imports.runningTitle', { file: job.file_name })}
        </Title>
        <Progress value={percent(job)} animated aria-label={t('imports.progressLabel')} size="lg" />
        <Text size="sm" aria-live="polite" data-testid="import-progress-text">
          {t('imports.progress', { done: formatNumber(job.done), total: formatNumber(job.total), percent: percent(job) })}
        </Text>
        <Text size="sm" c="dimmed">
          {progressCounts(t, source, job.counts as ImportCounts)}
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={onCancel} loading={busy}>
            {t('imports.cancel')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('imports.cancelNote')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function History({ source, jobs }: { source: ImportSource; jobs: Job[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('imports.historyTitle')}
      </Title>
      {jobs.length === 0 ? (
        <Text size="sm">{t('imports.historyEmpty')}</Text>
      ) : (
        <WideTable>
          <Table withTableBorder striped data-testid="import-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('imports.columns.file')}</Table.Th>
                <Table.Th>{t('imports.columns.state')}</Table.Th>
                <Table.Th>{t('imports.columns.result')}</Table.Th>
                <Table.Th>{t('imports.columns.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job) => (
                <Table.Tr key={job.id} data-state={job.state}>
                  <Table.Td>{job.file_name}</Table.Td>
                  <Table.Td>{t(`imports.states.${job.state}` as MessageKey)}</Table.Td>
                  <Table.Td>
                    {resultOf(t, source, job.counts as ImportCounts)}
                    {job.error && (
                      <Text size="sm" c="red">
                        {job.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
    </Stack>
  );
}

interface ImportPanelProps {
  source: ImportSource;
  /** The room a Trello board goes into; its jobs alone are shown. Null while none is chosen. */
  roomId?: string | null;
  /** Called once when a job this panel followed is done. */
  onFinished?(): void;
}

/**
 * One source's imports: the file chosen and uploaded, its dry run, the import started and followed with its bar
 * and counts, cancelled, and the past imports with their results.
 */
export function ImportPanel({ source, roomId = null, onFinished }: ImportPanelProps) {
  const { t } = useTranslation();
  const client = useClient();
  const { data, error, loading, reload } = useServerQuery(IMPORT_JOBS, { room_id: roomId });
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const jobs = (data?.listImportJobs ?? []).filter((job) => job.kind === source);
  const active = jobs.find(isActive) ?? null;
  const planned = active ? null : (jobs.find((job) => job.state === 'planned') ?? null);
  const followed = useRef<string | null>(null);
  const trello = source === 'trello';

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [active, reload]);

  // The job followed here has ended: tell the caller once if it is done.
  const followedJob = jobs.find((job) => job.id === followed.current);
  useEffect(() => {
    if (active) followed.current = active.id;
    else if (followedJob?.state === 'done') {
      followed.current = null;
      setFinished(true);
      onFinished?.();
    }
  }, [active, followedJob?.state, onFinished]);

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    setFinished(false);
    const answer = await uploadExport(source, file, roomId);
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
  const start = (job: Job) => {
    followed.current = job.id;
    void act(() => client.mutation(START_IMPORT_JOB, { id: job.id }).toPromise());
  };
  const cancel = (job: Job) => void act(() => client.mutation(CANCEL_IMPORT_JOB, { id: job.id }).toPromise());

  return (
    <Stack gap="lg">
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
      {trello && finished && !active && !planned && (
        <Alert color="teal" role="status" data-testid="import-finished">
          {t('imports.trello.finished')}
        </Alert>
      )}
      {!active && !planned && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t(UPLOAD_TEXTS[source].title)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(UPLOAD_TEXTS[source].lead)}
            </Text>
            <FileInput
              label={t(UPLOAD_TEXTS[source].file)}
              placeholder={t('imports.filePlaceholder')}
              accept={UPLOAD_TEXTS[source].accept}
              value={file}
              onChange={setFile}
              clearable
              maw={480}
            />
            <Group>
              <Button onClick={() => void upload()} loading={uploading} disabled={!file}>
                {t('imports.upload')}
              </Button>
            </Group>
            {uploading && <Text size="sm">{t('imports.uploading')}</Text>}
          </Stack>
        </Card>
      )}
      {planned && <DryRunCard source={source} job={planned} busy={busy} onStart={() => start(planned)} onDiscard={() => cancel(planned)} />}
      {active && <ProgressCard source={source} job={active} busy={busy} onCancel={() => cancel(active)} />}
      {loading && !data ? <Text size="sm">{t('imports.loading')}</Text> : <History source={source} jobs={jobs.filter((job) => job.state !== 'planned' && !isActive(job))} />}
    </Stack>
  );
}
