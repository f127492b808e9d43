import { Button, Card, MultiSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { EXPORT_MAX_ROOMS } from '@musubi/shared/client';
import { useMemo, useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { useServerQuery } from '../../graphql/useServerQuery';
import { useTranslation } from '../../i18n';
import { EXPORT_JOBS, EXPORTABLE_ROOMS } from './documents';
import { ExportAlerts, ExportHistory, ExportProgress, useExportJobs } from './ExportJobs';

type Scope = 'instance' | 'rooms';

/** The rooms to choose from: those the search found, and those already chosen, so a choice stays shown. */
function RoomPicker({ value, onChange, error }: { value: string[]; onChange(ids: string[]): void; error: string | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data } = useServerQuery(EXPORTABLE_ROOMS, { search });
  const [known, setKnown] = useState(new Map<string, string>());
  const options = useMemo(() => {
    const labels = new Map(known);
    for (const room of data?.exportableRooms ?? []) labels.set(room.id, t('exports.roomOption', { name: room.name, count: room.countUser }));
    return [...labels].map(([id, label]) => ({ value: id, label }));
  }, [data, known, t]);
  return (
    <MultiSelect
      label={t('exports.rooms')}
      description={t('exports.roomsHint', { max: EXPORT_MAX_ROOMS })}
      placeholder={t('exports.roomsPlaceholder')}
      nothingFoundMessage={t('exports.roomsEmpty')}
      data={options}
      value={value}
      onChange={(ids) => {
        setKnown(new Map(options.filter((option) => ids.includes(option.value)).map((option) => [option.value, option.label])));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      maxValues={EXPORT_MAX_ROOMS}
      hidePickedOptions
      clearable
      error={error}
      maw={560}
      data-testid="export-rooms"
    />
  );
}

/** /admin/export: the whole instance or chosen rooms written to a zip, followed, cancelled, and past exports to download. */
export function AdminExportPage() {
  const { t } = useTranslation();
  const exports = useExportJobs(EXPORT_JOBS, (data) => data.listExportJobs);
  const [scope, setScope] = useState<Scope>('instance');
  const [roomIds, setRoomIds] = useState<string[]>([]);
  const [roomsError, setRoomsError] = useState<string | null>(null);

  const start = async () => {
    if (scope === 'rooms' && roomIds.length === 0) {
      setRoomsError(t('exports.roomsRequired'));
      return;
    }
    setRoomsError(null);
    if (await exports.start(scope === 'rooms' ? { kind: 'rooms', roomIds } : { kind: 'instance' })) setRoomIds([]);
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('exports.adminTitle')} lead={t('exports.adminLead')} />
      <ExportAlerts messages={[exports.problem, exports.error]} />
      <Card withBorder radius="md" padding="lg">
        {exports.active ? (
          <ExportProgress job={exports.active} busy={exports.busy} onCancel={() => void exports.cancel(exports.active!)} level={2} />
        ) : (
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('exports.newTitle')}
            </Title>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="export-scope">
                {t('exports.scopeLabel')}
              </Text>
              <SegmentedControl
                aria-labelledby="export-scope"
                style={{ alignSelf: 'flex-start' }}
                value={scope}
                onChange={(value) => setScope(value as Scope)}
                data={[
                  { value: 'instance', label: t('exports.scopeInstance') },
                  { value: 'rooms', label: t('exports.scopeRooms') },
                ]}
              />
            </Stack>
            {scope === 'rooms' && (
              <RoomPicker
                value={roomIds}
                onChange={(ids) => {
                  setRoomIds(ids);
                  setRoomsError(null);
                }}
                error={roomsError}
              />
            )}
            <Text size="sm" c="dimmed">
              {t('exports.mailNote')}
            </Text>
            <Button onClick={() => void start()} loading={exports.busy} disabled={exports.loading} style={{ alignSelf: 'flex-start' }}>
              {t('exports.start')}
            </Button>
          </Stack>
        )}
      </Card>
      <ExportHistory jobs={exports.jobs} loading={exports.loading} level={2} />
    </Stack>
  );
}
