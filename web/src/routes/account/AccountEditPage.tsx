import { Button, Card, Group, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checks, LANGUAGES, type Language } from '@musubi/shared/client';
import { useState } from 'react';
import { i18n, setLanguage, useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PageTitle } from '../../components/PageTitle';
import { ApiTokensCard } from '../../features/api-tokens/ApiTokensCard';
import { MyExportCard } from '../../features/exports/MyExportCard';
import { NotificationSettingsCard } from '../../features/push/NotificationSettingsCard';
import { DevicesCard } from '../../features/security/DevicesCard';
import { PasskeysCard } from '../../features/security/PasskeysCard';
import { TotpCard } from '../../features/security/TotpCard';
import { MentionWebhooksCard } from '../../features/webhooks';
import { SEND_MAIL_UPDATE_EMAIL, UPDATE_LANGUAGE, UPDATE_PASSWORD } from '../../graphql/documents';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';

/** The language the person reads Musubi in: saved on the account, shown at once without a reload. */
export function LanguageForm() {
  const { t, language } = useTranslation();
  const client = useClient();
  const { session } = useSession();
  const [saving, setSaving] = useState<Language | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (value: string) => {
    const next = LANGUAGES.find((candidate) => candidate === value);
    if (!next || next === language || saving) return;
    setSaving(next);
    setError(null);
    const result = await client.mutation(UPDATE_LANGUAGE, { language: next }).toPromise();
    if (result.error || !result.data) {
      setSaving(null);
      setError(readError(result.error).message);
      return;
    }
    await setLanguage(next);
    session.update(result.data.updateLanguage);
    setSaving(null);
    notifications.show({ color: 'teal', message: i18n.t('account.languageSaved') });
  };

  return (
    <Stack>
      <FormAlert message={error} />
      <Radio.Group
        label={
          <Title order={2} size="h4" component="span">
            {t('account.languageTitle')}
          </Title>
        }
        description={t('account.languageLead')}
        value={saving ?? language}
        onChange={(value) => void choose(value)}
      >
        <Group mt="sm">
          {LANGUAGES.map((value) => (
            <Radio key={value} value={value} label={t(`account.languages.${value}`)} lang={value} disabled={saving !== null} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}

export function EmailChangeForm() {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const form = useFormState({ email: '', password: '' }, { email: checks.email(), password: checks.required(1_000) });

  const submit = form.submitWith(async () => {
    const { email, password } = form.values;
    const result = await client.mutation(SEND_MAIL_UPDATE_EMAIL, { input: { email, password } }).toPromise();
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    form.setValue('password', '');
    notifications.show({ message: t('account.codeSent', { email: form.values.email }) });
    void navigate('/verify');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('account.emailTitle')}
        </Title>
        <Text size="sm">
          {t('account.currentEmail')}: {viewer?.email}
        </Text>
        <FormAlert message={form.formError} />
        <TextInput label={t('account.newEmail')} type="email" autoComplete="email" required {...form.inputProps('email')} />
        <PasswordInput
          label={t('account.password')}
          description={t('account.passwordHint')}
          autoComplete="current-password"
          required
          {...form.inputProps('password')}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('account.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const client = useClient();
  const form = useFormState(
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    { oldPassword: checks.required(1_000), newPassword: checks.password() },
  );

  const submit = form.submitWith(async () => {
    if (form.values.newPassword !== form.values.confirmPassword) {
      form.showServerError({ message: t('form.passwordMismatch'), code: null, field: 'confirmPassword' });
      return;
    }
    const { oldPassword, newPassword } = form.values;
    const result = await client.mutation(UPDATE_PASSWORD, { oldPassword, newPassword }).toPromise();
    if (result.error) {
      form.showServerError(readError(result.error));
      return;
    }
    for (const field of ['oldPassword', 'newPassword', 'confirmPassword'] as const) form.setValue(field, '');
    notifications.show({ color: 'teal', message: t('account.passwordChanged') });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t('account.passwordTitle')}
        </Title>
        <FormAlert message={form.formError} />
        <PasswordInput label={t('form.oldPassword')} autoComplete="current-password" required {...form.inputProps('oldPassword')} />
        <PasswordInput label={t('form.newPassword')} description={t('form.passwordHint')} autoComplete="new-password" required {...form.inputProps('newPassword')} />
        <PasswordInput label={t('form.confirmPassword')} autoComplete="new-password" required {...form.inputProps('confirmPassword')} />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('account.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}

/** The account page's sections, top to bottom, each on a card of its own. */
const SECTIONS = [
  LanguageForm,
  EmailChangeForm,
  PasswordChangeForm,
  NotificationSettingsCard,
  TotpCard,
  PasskeysCard,
  DevicesCard,
  ApiTokensCard,
  MentionWebhooksCard,
  MyExportCard,
];

export function AccountEditPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('account.title')} />
      <Stack gap="lg">
        {SECTIONS.map((Section, index) => (
          // The list never changes while the page is open: its place is a key.
          <Card key={index} withBorder padding="lg" radius="md">
            <Section />
          </Card>
        ))}
      </Stack>
    </>
  );
}
