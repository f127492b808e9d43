import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { messages, useTranslation, withCatalogues } from '../../i18n';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { readError } from '../../graphql/errors';
import { useSessionStore } from '../../session/context';
import { PasskeySignInButton } from '../../features/security/PasskeySignInButton';

// Asked for only after repeated failures: its code loads then.
const Captcha = lazy(() => import('../../components/captcha/Captcha').then((m) => ({ default: m.Captcha })));
// Asked for only of an account with two-step verification on: its code loads then.
const SecondStepForm = lazy(() => withCatalogues(['account'], import('../../features/security/SecondStepForm')).then((m) => ({ default: m.SecondStepForm })));
// Asked for only while an administrator requires two-step verification of an account without it.
const RequiredSetupForm = lazy(() => withCatalogues(['account'], import('../../features/security/RequiredSetupForm')).then((m) => ({ default: m.RequiredSetupForm })));

/** A step the sign-in is already at when the page opens (after single sign-on): the authenticator app's code, or its setup. */
export type PendingStep = 'totp' | 'totp-setup';

export type SignInOutcome = 'DONE' | 'CONFIRM_SIGN_UP' | 'RESET_PASSWORD';

/**
 * E-mail and password; when the server asks for the captcha (after repeated failures) the ALTCHA widget
 * appears and the next try carries its payload.
 */
export function LoginForm({
  onSignedIn,
  pendingStep,
  above,
}: {
  onSignedIn(outcome: SignInOutcome): Promise<void> | void;
  pendingStep?: PendingStep | null;
  /** Shown above the e-mail and password only (the single sign-on button), not in the later steps. */
  above?: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const form = useFormState({ email: '', password: '' }, { email: checks.email(), password: checks.filled() });
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [secondStep, setSecondStep] = useState(pendingStep === 'totp');
  const [requiredSetup, setRequiredSetup] = useState(pendingStep === 'totp-setup');

  const submit = form.submitWith(async () => {
    // The login page renders without the GraphQL client and the sign-in document: they load with the first submit.
    const [client, documents] = await Promise.all([
      session.graphqlClient().catch(() => null),
      import('../../graphql/documents').catch(() => null),
    ]);
    if (!client || !documents) {
      form.setFormError(messages().genericError);
      return;
    }
    const result = await client
      .mutation(documents.SIGN_IN, { input: { email: form.values.email, password: form.values.password, captcha } })
      .toPromise();
    if (captchaShown) setCaptchaGeneration((n) => n + 1);
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    const step = result.data?.signIn.nextStep.signInStep;
    if (step === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      setCaptchaShown(true);
      form.setFormError(t('captcha.needed'));
      return;
    }
    if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
      form.setValue('password', '');
      setCaptchaShown(false);
      setCaptcha(null);
      setSecondStep(true);
      return;
    }
    if (step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') {
      form.setValue('password', '');
      setCaptchaShown(false);
      setCaptcha(null);
      setRequiredSetup(true);
      return;
    }
    if (step === 'DONE' || step === 'CONFIRM_SIGN_UP' || step === 'RESET_PASSWORD') await onSignedIn(step);
    else form.setFormError(messages().genericError);
  });

  if (requiredSetup) {
    return (
      <Suspense fallback={null}>
        <RequiredSetupForm
          onSignedIn={() => onSignedIn('DONE')}
          onRestart={(message) => {
            setRequiredSetup(false);
            form.setFormError(message ?? null);
          }}
        />
      </Suspense>
    );
  }

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <SecondStepForm
          onSignedIn={() => onSignedIn('DONE')}
          onRestart={(message) => {
            setSecondStep(false);
            form.setFormError(message ?? null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {above}
        <FormAlert message={form.formError} />
        <TextInput label={t('form.email')} type="email" autoComplete="email" required {...form.inputProps('email')} />
        <PasswordInput label={t('form.password')} autoComplete="current-password" required {...form.inputProps('password')} />
        {captchaShown && (
          <Suspense fallback={null}>
            <Captcha onSolved={setCaptcha} generation={captchaGeneration} />
          </Suspense>
        )}
        <Button type="submit" loading={form.submitting} disabled={captchaShown && !captcha} fullWidth>
          {t('login.submit')}
        </Button>
        <PasskeySignInButton
          onError={form.setFormError}
          onSignedIn={async (step) => {
            if (step === 'DONE' || step === 'CONFIRM_SIGN_UP') await onSignedIn(step);
            else form.setFormError(messages().genericError);
          }}
        />
      </Stack>
    </form>
  );
}
