import { Button, Stack, Text, TextInput } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';

/** A form of one e-mail address (a contact request, an invitation): a refusal tied to the field, a success read out. */
export function EmailForm({ label, submitLabel, onSubmit }: { label: string; submitLabel: string; onSubmit(email: string): Promise<string | null> }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The app's own message for a malformed address, as the server would answer it, rather than the browser's.
    const malformed = checks.email()(email);
    if (malformed) return setMessage({ ok: false, text: malformed });
    const error = await onSubmit(email.trim());
    setMessage(error ? { ok: false, text: error } : { ok: true, text: t('chat.contacts.sent') });
    if (!error) setEmail('');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {/* A refusal is the address's error: tied to the field (aria-invalid, aria-describedby) and read out. */}
        <TextInput
          type="email"
          label={label}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={message && !message.ok ? message.text : undefined}
          errorProps={{ role: 'alert' }}
        />
        {message?.ok && (
          <Text size="sm" c="teal" role="status">
            {message.text}
          </Text>
        )}
        <Button type="submit">{submitLabel}</Button>
      </Stack>
    </form>
  );
}
