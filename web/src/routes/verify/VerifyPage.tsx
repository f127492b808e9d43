import { Alert, Button, Card, Stack, TextInput } from '@mantine/core';
import { rules } from '@musubi/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PageTitle } from '../../components/PageTitle';
import { VERIFY_UPDATE_EMAIL } from '../../graphql/documents';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';

/** Confirms a new e-mail address with the code mailed to it. */
export function VerifyPage() {
  const { t } = useTranslation();
  const client = useClient();
  const { session } = useSession();
  const form = useFormState({ code: '' }, { code: rules.verificationCode() });
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const submit = form.submitWith(async () => {
    const result = await client.mutation(VERIFY_UPDATE_EMAIL, { input: { code: form.values.code } }).toPromise();
    if (result.error || !result.data) {
      form.showServerError(readError(result.error));
      return;
    }
    const viewer = result.data.verifyUpdateEmail;
    session.update(viewer);
    setChangedTo(viewer.email);
  });

  return (
    <Card withBorder padding="xl" radius="md" maw={480} mx="auto">
      <PageTitle title={t('verify.title')} lead={t('verify.lead')} />
      {changedTo ? (
        <Alert color="teal">{t('verify.done', { email: changedTo })}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={form.formError} />
            <TextInput label={t('form.code')} inputMode="numeric" autoComplete="one-time-code" required {...form.inputProps('code')} />
            <Button type="submit" loading={form.submitting}>
              {t('verify.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
