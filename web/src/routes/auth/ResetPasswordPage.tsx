import { Alert, Anchor, Button, Card, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PageTitle } from '../../components/PageTitle';
import { CONFIRM_RESET_PASSWORD, RESET_PASSWORD } from '../../graphql/documents';
import { readError } from '../../graphql/errors';

type Step = 'email' | 'code' | 'done';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const client = useClient();
  const [step, setStep] = useState<Step>('email');
  const form = useFormState(
    { email: '', code: '', newPassword: '' },
    step === 'email'
      ? { email: checks.email() }
      : { email: checks.email(), code: checks.verificationCode(), newPassword: checks.password() },
  );

  const submit = form.submitWith(async () => {
    const result =
      step === 'email'
        ? await client.mutation(RESET_PASSWORD, { email: form.values.email }).toPromise()
        : await client.mutation(CONFIRM_RESET_PASSWORD, { input: form.values }).toPromise();
    if (result.error) form.showServerError(readError(result.error));
    else setStep(step === 'email' ? 'code' : 'done');
  });

  return (
    <Card withBorder padding="xl" radius="md" maw={480} mx="auto">
      <PageTitle
        title={t('resetPassword.title')}
        lead={step === 'email' ? t('resetPassword.lead') : step === 'code' ? t('resetPassword.codeLead', { email: form.values.email }) : undefined}
      />
      {step === 'done' ? (
        <Stack>
          <Alert color="teal">{t('resetPassword.done')}</Alert>
          <Anchor component={Link} to="/auth/login">
            {t('resetPassword.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={form.formError} />
            <TextInput label={t('form.email')} type="email" autoComplete="email" required readOnly={step === 'code'} {...form.inputProps('email')} />
            {step === 'code' && (
              <>
                <TextInput label={t('form.code')} inputMode="numeric" autoComplete="one-time-code" required {...form.inputProps('code')} />
                <PasswordInput label={t('form.newPassword')} description={t('form.passwordHint')} autoComplete="new-password" required {...form.inputProps('newPassword')} />
              </>
            )}
            <Button type="submit" loading={form.submitting}>
              {step === 'email' ? t('resetPassword.send') : t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
