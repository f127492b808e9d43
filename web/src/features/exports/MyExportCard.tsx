import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { MY_EXPORT_JOBS } from './documents';
import { ExportAlerts, ExportHistory, ExportProgress, useExportJobs } from './ExportJobs';

/** The account page's 「自分のデータを書き出す」: one's own data as a zip, its progress, and past exports to download. */
export function MyExportCard() {
  const { t } = useTranslation();
  const exports = useExportJobs(MY_EXPORT_JOBS, (data) => data.listMyExportJobs);
  return (
    <Stack gap="md" aria-labelledby="my-export-title" component="section">
      <div>
        <Title order={2} size="h4" id="my-export-title">
          {t('exports.personalTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('exports.personalLead')}
        </Text>
      </div>
      <ExportAlerts messages={[exports.problem, exports.error]} />
      {exports.active ? (
        <ExportProgress job={exports.active} busy={exports.busy} onCancel={() => void exports.cancel(exports.active!)} level={3} />
      ) : (
        <Button onClick={() => void exports.start({ kind: 'personal' })} loading={exports.busy} disabled={exports.loading} style={{ alignSelf: 'flex-start' }}>
          {t('exports.start')}
        </Button>
      )}
      <ExportHistory jobs={exports.jobs} loading={exports.loading} level={3} compact />
    </Stack>
  );
}
