import { Alert, Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';

/** What the callback of a single sign-on tells the sign-in page (/auth/login?sso=…). */
export const SSO_OUTCOMES = ['link', 'domain', 'unverified', 'no_account', 'suspended', 'failed', 'unavailable'] as const;
export type SsoOutcome = (typeof SSO_OUTCOMES)[number];
export const ssoOutcome = (value: string | null): SsoOutcome | null => SSO_OUTCOMES.find((outcome) => outcome === value) ?? null;

/** Why the last single sign-on did not sign in, or what is left to do (link by password once). */
export function SsoOutcomeAlert({ outcome }: { outcome: SsoOutcome }) {
  const { t } = useTranslation();
  return (
    <Alert color={outcome === 'link' ? 'blue' : 'red'} role={outcome === 'link' ? 'status' : 'alert'}>
      {t(`login.sso.${outcome}`)}
    </Alert>
  );
}

/**
 * The single sign-on button (「Google でログイン」 …), shown only when the server has an OpenID provider configured
 * (decision 0301). It leaves for the provider by a plain link: the server starts the sign-in.
 */
export function SsoButton() {
  const { t } = useTranslation();
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/auth/sso/options', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ label: string | null }>) : { label: null }))
      .then((options) => setLabel(typeof options.label === 'string' ? options.label : null))
      // Without an answer there is no button: the password form is there anyway.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!label) return null;
  return (
    <>
      <Button component="a" href="/auth/sso/start" variant="default" fullWidth>
        {label}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t('login.or')}
      </Text>
    </>
  );
}
