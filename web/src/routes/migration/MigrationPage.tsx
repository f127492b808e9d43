import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { MAINTENANCE_JOBS } from '../../features/admin/documents';
import { MaintenanceJobCard } from '../../features/admin/MaintenanceJob';
import { useServerQuery } from '../../graphql/useServerQuery';

/**
 * /migration lists every maintenance job; /migration/<name> runs that one. The server allows administrators
 * only, and anyone else sees its refusal.
 */
export function MigrationPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = pathname.replace(/^\/migration\/?/, '').replace(/\/$/, '');
  const { data, error, loading } = useServerQuery(MAINTENANCE_JOBS, {});
  const jobs = data?.listMaintenanceJobs ?? [];
  const shown = name ? jobs.filter((job) => job.name === name) : jobs;
  const single = name ? shown[0] : undefined;

  return (
    <Container component="main" id="main" tabIndex={-1} size="md" py="xl">
      <PageTitle title={single ? single.title : t('adminArea.jobs.title')} lead={t('adminArea.jobs.lead')} />
      <Stack gap="md">
        {name && (
          <Anchor component={Link} to="/migration" size="sm">
            {t('adminArea.jobs.all')}
          </Anchor>
        )}
        {loading && !data && (
          <Text c="dimmed" role="status">
            {t('adminArea.jobs.loading')}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {data && name && !single && <Alert color="yellow">{t('adminArea.jobs.unknown')}</Alert>}
        {shown.map((job) => (
          <MaintenanceJobCard key={job.name} job={job} />
        ))}
      </Stack>
    </Container>
  );
}
