import { Button, ColorInput, Group, TextInput } from '@mantine/core';
import { requiredText, rules } from '@musubi/shared';
import { useTranslation } from '../../i18n';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import type { ServerError } from '../../graphql/errors';

export interface LabelValues {
  name: string;
  color: string;
}

const LABEL_RULES = { name: requiredText(), color: rules.color() };

/** Name and colour of a default label, checked with the same rules as rooms' labels before it is sent. */
export function LabelForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: LabelValues;
  submitLabel: string;
  /** Resolves with the server's error, or null when saved. */
  onSubmit(values: LabelValues): Promise<ServerError | null>;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const form = useFormState<keyof LabelValues>({ ...initial }, LABEL_RULES);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const error = await onSubmit({ name: form.values.name.trim(), color: form.values.color.trim() });
    if (error) form.showServerError(error);
    else if (!onCancel) {
      form.setValue('name', initial.name);
      form.setValue('color', initial.color);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={form.formError} />
      <Group align="flex-start" gap="sm">
        <TextInput label={t('adminArea.labels.name')} {...form.inputProps('name')} w={220} />
        <ColorInput
          label={t('adminArea.labels.color')}
          format="hex"
          // Kept as typed: putting back the last valid colour would save a colour nobody chose.
          fixOnBlur={false}
          value={form.values.color}
          error={form.errors.color}
          onChange={(value) => form.setValue('color', value)}
          w={160}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit">{submitLabel}</Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('adminArea.labels.cancel')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
