import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column, type Sort } from '../../features/admin/DataTable';
import { DEFAULT_TEMPLATES, DELETE_DEFAULT_TEMPLATE, SAVE_DEFAULT_TEMPLATE } from '../../features/admin/documents';
import { dateTime } from '../../features/admin/format';
import { readBoards, TemplateEditor, type TemplateDraft } from '../../features/admin/TemplateEditor';
import { useServerQuery } from '../../graphql/useServerQuery';
import { readError } from '../../graphql/errors';
import type { AdminDefaultTemplatesQuery } from '../../graphql/gql/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';

type Template = AdminDefaultTemplatesQuery['listTemplates']['items'][number];

/** /admin/template: the default templates offered to every room, edited board by board. */
export function AdminTemplatePage() {
  const { t } = useTranslation();
  const client = useClient();
  const { data, error, loading, reload } = useServerQuery(DEFAULT_TEMPLATES, {});
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort | null>(null);

  const open = (next: TemplateDraft) => {
    setSaveError(null);
    setDraft(next);
  };

  const save = async (edited: TemplateDraft) => {
    setSaving(true);
    const answer = await client.mutation(SAVE_DEFAULT_TEMPLATE, { input: { id: edited.id, name: edited.name, boards: edited.boards } }).toPromise();
    setSaving(false);
    if (answer.error) {
      setSaveError(readError(answer.error).message);
      return;
    }
    setDraft(null);
    setNotice(t('adminArea.templates.saved'));
    reload();
  };

  const remove = async () => {
    if (!deleting) return;
    const answer = await client.mutation(DELETE_DEFAULT_TEMPLATE, { input: { id: deleting.id } }).toPromise();
    setDeleting(null);
    if (answer.error) setNotice(readError(answer.error).message);
    else reload();
  };

  const columns: Column<Template>[] = [
    { key: 'name', label: t('adminArea.templates.name'), render: (row) => row.name, sortValue: (row) => row.name },
    { key: 'boards', label: t('adminArea.templates.boardCount'), render: (row) => readBoards(row.boards).length, sortValue: (row) => readBoards(row.boards).length },
    { key: 'updatedAt', label: t('adminArea.templates.updatedAt'), render: (row) => dateTime(row.updatedAt), sortValue: (row) => row.updatedAt },
    {
      key: 'actions',
      label: t('adminArea.templates.actions'),
      render: (row) => (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => open({ id: row.id, name: row.name, boards: readBoards(row.boards) })} aria-label={`${row.name} ${t('adminArea.templates.edit')}`}>
            {t('adminArea.templates.edit')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setDeleting(row)} aria-label={`${row.name} ${t('adminArea.templates.delete')}`}>
            {t('adminArea.templates.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.template')} lead={t('adminArea.templates.lead')} />
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => open({ id: null, name: '', boards: [{ name: '', color: null, tasks: [] }] })}>
          {t('adminArea.templates.add')}
        </Button>
      </Group>
      {notice && (
        <Alert role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <DataTable
        label={t('adminArea.templates.list')}
        rows={data?.listTemplates.items ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        loading={loading}
        error={error}
        empty={t('adminArea.templates.empty')}
        sort={sort}
        onSort={setSort}
      />
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id ? t('adminArea.templates.editTitle') : t('adminArea.templates.newTitle')}
        size="xl"
      >
        {draft && <TemplateEditor draft={draft} onSave={(edited) => void save(edited)} onCancel={() => setDraft(null)} serverError={saveError} saving={saving} />}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('adminArea.templates.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('adminArea.templates.delete')}
        cancelLabel={t('adminArea.templates.cancel')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <Text>{t('adminArea.templates.deleteLead')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
