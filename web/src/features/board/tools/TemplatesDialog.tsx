import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { useTranslation } from '../../../i18n';
import { APPLY_TEMPLATE, LIST_TEMPLATES, SAVE_TEMPLATE } from '../documents';
import type { Template } from '../types';
import { useNotifyError } from './useNotifyError';

/** Start the room's boards from a template, or save them as one. */
export function TemplatesDialog({ roomId, opened, onClose }: { roomId: string; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const notifyError = useNotifyError();
  const [templates, setTemplates] = useState<Template[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    void client.query(LIST_TEMPLATES, {}, { requestPolicy: 'network-only' }).toPromise().then((result) => {
      const items = result.data?.listTemplates.items ?? [];
      setTemplates(items);
      setChosen(items.find((x) => x.type === 3)?.id ?? items[0]?.id ?? null);
    });
  }, [opened, client]);

  const apply = async () => {
    if (!chosen) return;
    setBusy(true);
    const result = await client.mutation(APPLY_TEMPLATE, { input: { room_id: roomId, template_id: chosen } }).toPromise();
    setBusy(false);
    if (result.error) return notifyError(result.error);
    notifications.show({ message: t('board.templates.applied') });
    onClose();
  };

  const save = async () => {
    setBusy(true);
    const result = await client.mutation(SAVE_TEMPLATE, { input: { room_id: roomId, name } }).toPromise();
    setBusy(false);
    if (result.error) return notifyError(result.error);
    notifications.show({ message: t('board.templates.saved', { name }) });
    setName('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('board.templates.title')}>
      <Stack>
        <Select
          label={t('board.templates.choose')}
          data={templates.map((x) => ({ value: x.id, label: x.type === 3 ? t('format.aside', { text: x.name, aside: t('board.templates.default') }) : x.name }))}
          value={chosen}
          onChange={setChosen}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button loading={busy} disabled={!chosen} onClick={() => void apply()}>
            {t('board.templates.apply')}
          </Button>
        </Group>
        <TextInput label={t('board.templates.saveName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="light" loading={busy} disabled={!name.trim()} onClick={() => void save()}>
            {t('board.templates.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
