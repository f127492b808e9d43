import { Alert, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { checks, USER_STATUS } from '@musubi/shared/client';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PageTitle } from '../../components/PageTitle';
import { CONFIRM_SIGN_UP, RESEND_SIGN_UP_CODE } from '../../graphql/documents';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';
import type { Viewer } from '../../session/session';
import { ProfileForm } from '../profile/ProfileForm';

function CodeStep({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const client = useClient();
  const { session } = useSession();
  const form = useFormState({ code: '' }, { code: checks.verificationCode() });
  const [resending, setResending] = useState(false);
  // The mailed code is used up after 5 wrong tries: only a new one can confirm.
  const [spent, setSpent] = useState(false);

  const submit = form.submitWith(async () => {
    const result = await client.mutation(CONFIRM_SIGN_UP, { code: form.values.code }).toPromise();
    if (!result.error) {
      await session.reload();
      return;
    }
    const error = readError(result.error);
    if (error.reason === 'CodeSpentException') setSpent(true);
    else form.showServerError(error);
  });

  const resend = async () => {
    setResending(true);
    const result = await client.mutation(RESEND_SIGN_UP_CODE, {}).toPromise();
    setResending(false);
    if (result.error) {
      form.setFormError(readError(result.error).message);
      return;
    }
    setSpent(false);
    form.setFormError(null);
    form.setValue('code', '');
    notifications.show({ message: t('signupProfile.resent') });
  };

  return (
    <>
      <PageTitle title={t('signupProfile.codeTitle')} lead={t('signupProfile.codeLead', { email: viewer.email ?? '' })} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={form.formError} />
          {spent && (
            <Alert color="orange" title={t('signupProfile.spentTitle')} role="alert">
              {t('signupProfile.spent')}
            </Alert>
          )}
          <TextInput
            label={t('form.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            w={200}
            {...form.inputProps('code')}
          />
          <Group>
            <Button type="submit" loading={form.submitting} disabled={spent}>
              {t('signupProfile.confirm')}
            </Button>
            <Button variant={spent ? 'filled' : 'subtle'} onClick={() => void resend()} loading={resending}>
              {t('signupProfile.resend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** Sign-up, second step: the mailed code, then the profile form. */
export function SignUpProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer, session } = useSession();
  if (!viewer) return null;
  return (
    <Card withBorder padding="xl" radius="md">
      {viewer.status === USER_STATUS.unconfirmed ? (
        <CodeStep viewer={viewer} />
      ) : (
        <>
          <PageTitle title={t('signupProfile.profileTitle')} lead={t('signupProfile.profileLead')} />
          <ProfileForm
            viewer={viewer}
            submitLabel={t('signupProfile.submit')}
            onSaved={(saved) => {
              session.update(saved);
              void navigate('/auth/signup/complete');
            }}
          />
        </>
      )}
    </Card>
  );
}
