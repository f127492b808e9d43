import { Button } from '@mantine/core';
import { MESSAGES } from '@musubi/shared/client';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useSessionStore } from '../../session/context';

/**
 * 「パスキーでログイン」: the browser asks which of this site's passkeys to use, no address typed (decision 0316).
 * The GraphQL client and the WebAuthn code load when it is pressed, as the password form's do on its first submit.
 */
export function PasskeySignInButton({ onSignedIn, onError }: { onSignedIn(step: string): Promise<void> | void; onError(message: string | null): void }) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const [busy, setBusy] = useState(false);
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return null;

  const signIn = async () => {
    setBusy(true);
    onError(null);
    try {
      const [client, webauthn] = await Promise.all([session.graphqlClient(), import('./webauthn')]);
      const outcome = await webauthn.signInWithPasskey(client);
      if (outcome.ok) await onSignedIn(outcome.value);
      else onError(outcome.message);
    } catch {
      onError(MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="default" fullWidth loading={busy} onClick={() => void signIn()}>
      {t('security.passkeys.signIn')}
    </Button>
  );
}
