import { Button, ColorSwatch, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { type OperationResult, useClient } from 'urql';
import { PageTitle } from '../../components/PageTitle';
import { DataTable, type Column, type Sort } from '../../features/admin/DataTable';
import { CREATE_DEFAULT_TAG, DEFAULT_TAGS, DELETE_DEFAULT_TAG, UPDATE_DEFAULT_TAG } from '../../features/admin/documents';
import { LabelForm, type LabelValues } from '../../features/admin/LabelForm';
import { useServerQuery } from '../../graphql/useServerQuery';
import { readError, type ServerError } from '../../graphql/errors';
import type { AdminDefaultTagsQuery } from '../../graphql/gql/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';

type Label = AdminDefaultTagsQuery['listTags']['items'][number];

/** /admin/label: the labels every new room starts with. */
export function AdminLabelPage() {
  const { t } = useTranslation();
  const client = useClient();
  const { data, error, loading, reload } = useServerQuery(DEFAULT_TAGS, {});
  const [editing, setEditing] = useState<Label | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort | null>(null);

  const settle = (answer: OperationResult): ServerError | null => {
    if (answer.error) return readError(answer.error);
    reload();
    return null;
  };
  const create = async (values: LabelValues) => settle(await client.mutation(CREATE_DEFAULT_TAG, { input: { ...values } }).toPromise());
  const update = async (values: LabelValues) => {
    const error = editing ? settle(await client.mutation(UPDATE_DEFAULT_TAG, { input: { id: editing.id, ...values } }).toPromise()) : null;
    if (!error) setEditing(null);
    return error;
  };
  const remove = async () => {
    if (!deleting) return;
    const error = settle(await client.mutation(DELETE_DEFAULT_TAG, { input: { id: deleting.id } }).toPromise());
    setDeleteError(error?.message ?? null);
    setDeleting(null);
  };

  const columns: Column<Label>[] = [
    {
      key: 'name',
      label: t('adminArea.labels.name'),
      render: (label) => (
        <Group gap="xs">
          <ColorSwatch color={label.color} size={18} />
          <Text>{label.name}</Text>
        </Group>
      ),
      sortValue: (label) => label.name,
    },
    { key: 'color', label: t('adminArea.labels.color'), render: (label) => label.color, sortValue: (label) => label.color },
    {
      key: 'actions',
      label: t('adminArea.labels.actions'),
      render: (label) => (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setEditing(label)} aria-label={`${label.name} ${t('adminArea.labels.edit')}`}>
            {t('adminArea.labels.edit')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setDeleting(label)} aria-label={`${label.name} ${t('adminArea.labels.delete')}`}>
            {t('adminArea.labels.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.label')} lead={t('adminArea.labels.lead')} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('adminArea.labels.add')}
        </Title>
        <LabelForm initial={{ name: '', color: '#cccccc' }} submitLabel={t('adminArea.labels.add')} onSubmit={create} />
      </Stack>
      {deleteError && (
        <Text c="red" role="alert">
          {deleteError}
        </Text>
      )}
      <DataTable
        label={t('adminArea.labels.list')}
        rows={data?.listTags.items ?? []}
        columns={columns}
        rowKey={(label) => label.id}
        loading={loading}
        error={error}
        empty={t('adminArea.labels.empty')}
        sort={sort}
        onSort={setSort}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('adminArea.labels.editTitle')} centered size="lg">
        {editing && (
          <LabelForm
            key={editing.id}
            initial={{ name: editing.name, color: editing.color }}
            submitLabel={t('adminArea.labels.save')}
            onSubmit={update}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('adminArea.labels.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('adminArea.labels.delete')}
        cancelLabel={t('adminArea.labels.cancel')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <Text>{t('adminArea.labels.deleteLead')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
