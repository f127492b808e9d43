import { Alert, Button, Code, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { readError } from '../../graphql/errors';
import type { BeginTotpSetupMutation } from '../../graphql/gql/graphql';
import { messages, useTranslation } from '../../i18n';
import { useSessionStore } from '../../session/context';
import { BEGIN_TOTP_SETUP, CONFIRM_TOTP_SETUP } from './documents';
import { groupedKey, RecoveryCodes } from './TotpCard';

type Setup = BeginTotpSetupMutation['beginTotpSetup'];

/**
 * The sign-in step CONTINUE_SIGN_IN_WITH_TOTP_SETUP (decision 0300): an administrator requires two-step
 * verification, so the sign-in sets up the authenticator app (QR code, key, first code), shows the recovery codes
 * once, and only then signs in. An expired step goes back to the password (`onRestart`).
 */
export function RequiredSetupForm({ onSignedIn, onRestart }: { onSignedIn(): Promise<void> | void; onRestart(message?: string): void }) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useFormState({ code: '' }, { code: checks.filled() });

  useEffect(() => {
    let live = true;
    void (async () => {
      const client = await session.graphqlClient().catch(() => null);
      if (!client) return live && setLoadError(messages().genericError);
      const result = await client.mutation(BEGIN_TOTP_SETUP, {}).toPromise();
      if (!live) return;
      if (result.error) {
        const error = readError(result.error);
        if (error.message === messages().twoStepExpired || error.code === 'UNAUTHENTICATED') onRestart(messages().twoStepExpired);
        else setLoadError(error.message);
      } else setSetup(result.data?.beginTotpSetup ?? null);
    })();
    return () => {
      live = false;
    };
    // The setup starts once, when the step is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.submitWith(async () => {
    const client = await session.graphqlClient().catch(() => null);
    if (!client) {
      form.setFormError(messages().genericError);
      return;
    }
    const result = await client.mutation(CONFIRM_TOTP_SETUP, { code: form.values.code.trim() }).toPromise();
    if (result.error) {
      const error = readError(result.error);
      if (error.message === messages().twoStepExpired) onRestart(error.message);
      else form.showServerError(error);
      return;
    }
    setCodes(result.data?.confirmTotpSetup ?? []);
  });

  // On the sign-in page the codes' heading comes right under the page's own.
  if (codes) return <RecoveryCodes codes={codes} headingOrder={2} onDone={() => void onSignedIn()} />;
  if (loadError) return <Alert color="red">{loadError}</Alert>;
  if (!setup) return <Loader size="sm" role="status" aria-label={t('security.required.preparing')} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('security.required.setupLead')}</Text>
        <Text size="sm">{t('security.totp.scan')}</Text>
        <Image src={setup.qrCode} alt={t('security.totp.qrAlt')} w={220} h={220} bg="white" radius="sm" />
        <Text size="sm" id="required-totp-key-label">
          {t('security.totp.keyLabel')}
        </Text>
        <Code block aria-labelledby="required-totp-key-label" fz="md" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {groupedKey(setup.secret)}
        </Code>
        <Text size="sm">{t('security.totp.enterCode')}</Text>
        <FormAlert message={form.formError} />
        <TextInput label={t('security.totp.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} required autoFocus {...form.inputProps('code')} />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('security.required.continue')}
        </Button>
      </Stack>
    </form>
  );
}
