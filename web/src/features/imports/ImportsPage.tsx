import { Alert, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { type ImportSource, ROOM_KIND } from '@musubi/shared/client';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { useServerQuery } from '../../graphql/useServerQuery';
import { useTranslation } from '../../i18n';
import { useSession } from '../../session/context';
import { IMPORT_ROOMS } from './documents';
import { ImportPanel } from './ImportPanel';

/** The room a Trello board goes into: one of the administrator's group rooms. */
function RoomChoice({ value, onChange }: { value: string | null; onChange(roomId: string | null): void }) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const { data, error, loading } = useServerQuery(IMPORT_ROOMS, { user_id: viewer?.id ?? '' });
  const rooms = (data?.listUserRoomByUser.items ?? []).flatMap((m) => (m.room && m.room.kind === ROOM_KIND.group ? [{ value: m.room.id, label: m.room.name ?? '' }] : []));
  if (error) return <Alert color="red" role="alert">{error}</Alert>;
  if (loading && !data) return <Text size="sm">{t('imports.room.loading')}</Text>;
  if (rooms.length === 0) return <Text size="sm">{t('imports.room.none')}</Text>;
  return <Select label={t('imports.room.label')} placeholder={t('imports.room.placeholder')} data={rooms} value={value} onChange={onChange} searchable maw={480} data-testid="import-room" />;
}

/** /admin/import: a Slack workspace's zip, a Trello board's JSON into a chosen room, or a Musubi export, imported and followed. */
export function AdminImportPage() {
  const { t } = useTranslation();
  const [source, setSource] = useState<ImportSource>('slack');
  const [roomId, setRoomId] = useState<string | null>(null);
  // Three sources side by side don't fit a phone's 320 px: stacked there instead of cut off.
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="lg">
      <PageTitle title={t('imports.title')} lead={t('imports.lead')} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="import-source-label">
          {t('imports.sourceLabel')}
        </Text>
        <SegmentedControl
          aria-labelledby="import-source-label"
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          value={source}
          onChange={(value) => setSource(value as ImportSource)}
          data={[
            { value: 'slack', label: t('imports.sources.slack') },
            { value: 'trello', label: t('imports.sources.trello') },
            { value: 'musubi', label: t('imports.sources.musubi') },
          ]}
          maw={480}
        />
      </Stack>
      {source === 'trello' && <RoomChoice value={roomId} onChange={setRoomId} />}
      {source === 'slack' && <ImportPanel key="slack" source="slack" />}
      {source === 'musubi' && <ImportPanel key="musubi" source="musubi" />}
      {source === 'trello' && roomId && <ImportPanel key={roomId} source="trello" roomId={roomId} />}
    </Stack>
  );
}
