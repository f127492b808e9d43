import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PageTitle } from '../../components/PageTitle';
import { SET_PASSWORD_AFTER_EMAIL_UNDO, UNDO_EMAIL_CHANGE } from '../../graphql/documents';
import { readError } from '../../graphql/errors';
import { messages, useTranslation } from '../../i18n';

type Step = 'undo' | 'password' | 'done';

/**
 * The link mailed to the old address after an e-mail change. It acts only on a click: mail scanners open links,
 * and opening the link alone must not sign the account out everywhere. The undo voids the password (whoever moved
 * the address may have set it), so the page then asks for a new one, with the same link's token (decision 0255).
 */
export function EmailUndoPage() {
  const { t } = useTranslation();
  const client = useClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>('undo');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : messages().emailChangeUndoInvalid);
  const [restored, setRestored] = useState<string | null>(null);
  const form = useFormState({ newPassword: '' }, { newPassword: checks.password() });

  const undo = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await client.mutation(UNDO_EMAIL_CHANGE, { token }).toPromise();
      if (result.error || !result.data) {
        setError(readError(result.error).message);
      } else {
        setRestored(result.data.undoEmailChange);
        setStep('password');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const setPassword = form.submitWith(async () => {
    const result = await client
      .mutation(SET_PASSWORD_AFTER_EMAIL_UNDO, { input: { token, newPassword: form.values.newPassword } })
      .toPromise();
    if (result.error) form.showServerError(readError(result.error));
    else setStep('done');
  });

  return (
    <Card withBorder padding="xl" radius="md" maw={520} mx="auto">
      <PageTitle title={t('emailUndo.title')} lead={step === 'undo' ? t('emailUndo.lead') : undefined} />
      {step === 'undo' && (
        <Stack align="flex-start">
          <FormAlert message={error} />
          <Button color="red" onClick={() => void undo()} loading={submitting} disabled={!token}>
            {t('emailUndo.submit')}
          </Button>
        </Stack>
      )}
      {step === 'password' && (
        <form onSubmit={setPassword} noValidate>
          <Stack>
            <Alert color="teal" role="status">
              {t('emailUndo.done', { email: restored ?? '' })}
            </Alert>
            <Text size="sm">{t('emailUndo.passwordLead')}</Text>
            <FormAlert message={form.formError} />
            <PasswordInput
              label={t('form.newPassword')}
              description={t('form.passwordHint')}
              autoComplete="new-password"
              required
              data-autofocus
              {...form.inputProps('newPassword')}
            />
            <Button type="submit" loading={form.submitting}>
              {t('emailUndo.setPassword')}
            </Button>
            <Anchor component={Link} to="/auth/reset-password" size="sm">
              {t('emailUndo.toReset')}
            </Anchor>
          </Stack>
        </form>
      )}
      {step === 'done' && (
        <Stack align="flex-start">
          <Alert color="teal" role="status">
            {t('emailUndo.passwordDone')}
          </Alert>
          <Anchor component={Link} to="/auth/login">
            {t('emailUndo.toLogin')}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
