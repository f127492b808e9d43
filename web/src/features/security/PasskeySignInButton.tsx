import { Button } from '@mantine/core';
import { useState } from 'react';
import { messages, useTranslation } from '../../i18n';
import { useSessionStore } from '../../session/context';

/**
 * 「パスキーでログイン」: the browser asks which of this site's passkeys to use, no address typed; or, as the second
 * step (「パスキーを使う」), one of the account's passkeys instead of the app's code (decision 0316). The GraphQL
 * client and the WebAuthn code load when it is pressed, as the password form's do on its first submit.
 */
export function PasskeySignInButton({
  asSecondStep = false,
  onSignedIn,
  onError,
}: {
  asSecondStep?: boolean;
  onSignedIn(step: string): Promise<void> | void;
  onError(message: string | null): void;
}) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const [busy, setBusy] = useState(false);
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return null;

  const signIn = async () => {
    setBusy(true);
    onError(null);
    try {
      const [client, webauthn] = await Promise.all([session.graphqlClient(), import('./webauthn')]);
      const outcome = await webauthn.signInWithPasskey(client, asSecondStep);
      if (outcome.ok) await onSignedIn(outcome.value);
      else onError(outcome.message);
    } catch {
      onError(messages().genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="default" fullWidth loading={busy} onClick={() => void signIn()}>
      {asSecondStep ? t('login.passkeyAsSecondStep') : t('login.passkey')}
    </Button>
  );
}
