import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { MAINTENANCE_JOB_PROGRESS, RUN_MAINTENANCE_JOB } from './documents';
import type { AdminMaintenanceJobsQuery } from '../../graphql/gql/graphql';

export type JobInfo = AdminMaintenanceJobsQuery['listMaintenanceJobs'][number];

export interface JobProgressValue {
  processed: number;
  total: number;
}

export interface JobResult {
  processed: number;
  changed: number;
}

/** The bar and the counts of one run: progress while it runs, then the result. */
export function JobProgress({ progress, result, running }: { progress: JobProgressValue | null; result: JobResult | null; running: boolean }) {
  const { t } = useTranslation();
  const percent = result ? 100 : progress && progress.total > 0 ? Math.min(100, Math.round((progress.processed / progress.total) * 100)) : 0;
  if (!running && !result) return null;
  return (
    <Stack gap="xs">
      <Progress value={percent} animated={running} aria-label={t('adminArea.jobs.progress')} />
      {running && (
        <Text size="sm" c="dimmed" data-testid="job-progress-text">
          {progress ? t('adminArea.jobs.processing', { processed: progress.processed, total: progress.total }) : t('adminArea.jobs.starting')}
        </Text>
      )}
      {result && (
        <Text size="sm" fw={500} data-testid="job-result">
          {t('adminArea.jobs.result', { processed: result.processed, changed: result.changed })}
        </Text>
      )}
    </Stack>
  );
}

/** Runs one maintenance job: listens to its progress first, then starts it and waits for the counts. */
export function MaintenanceJobCard({ job }: { job: JobInfo }) {
  const { t } = useTranslation();
  const client = useClient();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<JobProgressValue | null>(null);
  const [result, setResult] = useState<JobResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stopListening = useRef<(() => void) | null>(null);

  useEffect(() => () => stopListening.current?.(), []);

  const run = async () => {
    setRunning(true);
    setProgress(null);
    setResult(null);
    setError(null);
    const subscription = client.subscription(MAINTENANCE_JOB_PROGRESS, { name: job.name }).subscribe((event) => {
      const value = event.data?.onMaintenanceJobProgress;
      if (value) setProgress({ processed: value.processed, total: value.total });
    });
    stopListening.current = () => subscription.unsubscribe();
    const answer = await client.mutation(RUN_MAINTENANCE_JOB, { input: { name: job.name } }).toPromise();
    subscription.unsubscribe();
    stopListening.current = null;
    setRunning(false);
    if (answer.error) setError(readError(answer.error).message);
    else setResult(answer.data?.runMaintenanceJob ?? null);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-job={job.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              {job.title}
            </Title>
            <Text size="sm" c="dimmed">
              {job.description}
            </Text>
          </div>
          <Button onClick={() => void run()} loading={running}>
            {t('adminArea.jobs.run')}
          </Button>
        </Group>
        <JobProgress progress={progress} result={result} running={running} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
