import { Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { checks, PROFILE_TEXT_FIELDS, QUALIFICATIONS } from '@musubi/shared/client';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PREFECTURES } from '../../components/prefectures';
import { UPDATE_PROFILE } from '../../graphql/documents';
import { readError } from '../../graphql/errors';
import type { Viewer } from '../../session/session';

type TextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** The company profile with the 16 qualifications; used when signing up and when editing later. */
export function ProfileForm({
  viewer,
  submitLabel,
  onSaved,
}: {
  viewer: Viewer;
  submitLabel: string;
  onSaved(viewer: Viewer): Promise<void> | void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const initial = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, viewer[field] ?? ''])) as Record<TextField, string>;
  const form = useFormState(initial, {
    name: checks.required(),
    company_name: checks.optional(),
    phone: checks.optionalTel(),
    phone2: checks.optionalTel(),
  });
  const [qualifications, setQualifications] = useState<string[]>(viewer.qualifications);

  const submit = form.submitWith(async () => {
    const result = await client.mutation(UPDATE_PROFILE, { input: { ...form.values, qualifications } }).toPromise();
    if (result.error || !result.data) {
      form.showServerError(readError(result.error));
      return;
    }
    await onSaved(result.data.updateProfile);
  });

  const field = (name: TextField, extra: Record<string, unknown> = {}) => (
    <TextInput label={t(`profile.${name}`)} {...form.inputProps(name)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={form.formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('name', { required: true, autoComplete: 'name' })}
          {field('company_name', { autoComplete: 'organization' })}
          {field('industry')}
          {field('position', { autoComplete: 'organization-title' })}
          {field('post_code', { autoComplete: 'postal-code' })}
          <Select
            label={t('profile.prefectures')}
            data={PREFECTURES}
            searchable
            clearable
            value={form.values.prefectures || null}
            onChange={(value) => form.setValue('prefectures', value ?? '')}
            error={form.errors.prefectures}
          />
          {field('municipality', { autoComplete: 'address-level2' })}
          {field('address', { autoComplete: 'address-line1' })}
          {field('building', { autoComplete: 'address-line2' })}
          {field('phone', { type: 'tel', autoComplete: 'tel' })}
          {field('phone2', { type: 'tel' })}
        </SimpleGrid>
        <Checkbox.Group label={t('profile.qualifications')} value={qualifications} onChange={setQualifications}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
            {QUALIFICATIONS.map((qualification) => (
              <Checkbox key={qualification} value={qualification} label={t(`profile.qualificationNames.${qualification}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
