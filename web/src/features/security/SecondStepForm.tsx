import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { lazy, Suspense, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { readError } from '../../graphql/errors';
import { messages, useTranslation } from '../../i18n';
import { useSessionStore } from '../../session/context';
import { CONFIRM_SIGN_IN } from './documents';
import { PasskeySignInButton } from './PasskeySignInButton';

const Captcha = lazy(() => import('../../components/captcha/Captcha').then((m) => ({ default: m.Captcha })));

/**
 * The sign-in's second step (CONFIRM_SIGN_IN_WITH_TOTP_CODE): the code of the authenticator app, or a recovery
 * code, or one of the account's passkeys (「パスキーを使う」). After repeated failures the captcha is asked for, as at the password step; a sign-in that has expired or
 * taken too many wrong codes goes back to the password (`onRestart`).
 */
export function SecondStepForm({ onSignedIn, onRestart }: { onSignedIn(): Promise<void> | void; onRestart(message?: string): void }) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const form = useFormState({ code: '' }, { code: checks.filled() });
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);

  const submit = form.submitWith(async () => {
    const client = await session.graphqlClient().catch(() => null);
    if (!client) {
      form.setFormError(messages().genericError);
      return;
    }
    const result = await client.mutation(CONFIRM_SIGN_IN, { input: { challengeResponse: form.values.code, captcha } }).toPromise();
    if (captchaShown) setCaptchaGeneration((n) => n + 1);
    if (result.error) {
      const error = readError(result.error);
      if (error.message === messages().twoStepExpired) onRestart(error.message);
      else form.showServerError(error, { challengeResponse: 'code' });
      return;
    }
    const step = result.data?.confirmSignIn.nextStep.signInStep;
    if (step === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      setCaptchaShown(true);
      form.setFormError(t('captcha.needed'));
      return;
    }
    if (step === 'DONE') await onSignedIn();
    else form.setFormError(messages().genericError);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('security.secondStep.lead')}</Text>
        <FormAlert message={form.formError} />
        <TextInput
          label={t('security.secondStep.code')}
          description={t('security.secondStep.codeHint')}
          autoComplete="one-time-code"
          autoFocus
          required
          {...form.inputProps('code')}
        />
        {captchaShown && (
          <Suspense fallback={null}>
            <Captcha onSolved={setCaptcha} generation={captchaGeneration} />
          </Suspense>
        )}
        <Button type="submit" loading={form.submitting} disabled={captchaShown && !captcha} fullWidth>
          {t('security.secondStep.submit')}
        </Button>
        <PasskeySignInButton
          asSecondStep
          onError={(message) => (message === messages().twoStepExpired ? onRestart(message) : form.setFormError(message))}
          onSignedIn={async (step) => {
            if (step === 'DONE') await onSignedIn();
            else form.setFormError(messages().genericError);
          }}
        />
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart()} style={{ alignSelf: 'flex-start' }}>
          {t('security.secondStep.restart')}
        </Anchor>
      </Stack>
    </form>
  );
}
