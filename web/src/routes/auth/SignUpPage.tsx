import { Anchor, Button, Card, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checks, DEFAULT_LANGUAGE } from '@musubi/shared/client';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { Captcha } from '../../components/captcha/Captcha';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PageTitle } from '../../components/PageTitle';
import { SIGN_UP, UPDATE_LANGUAGE } from '../../graphql/documents';
import { readError } from '../../graphql/errors';
import { useSession } from '../../session/context';
import { savedLinkExternal } from '../guards/guards';
import { InviteGreeting } from '../../features/invites/InviteGreeting';

export function SignUpPage() {
  const { t, language } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const { session } = useSession();
  const form = useFormState({ email: '', password: '' }, { email: checks.email(), password: checks.password() });
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const inviteToken = useSearchParams()[0].get('invite');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const valid = form.validate();
    setAgreeError(agreed ? null : t('signup.mustAgree'));
    if (!valid || !agreed || !captcha) return;
    setSubmitting(true);
    try {
      const input = { email: form.values.email, password: form.values.password, captcha, linkExternal: savedLinkExternal() };
      const result = await client.mutation(SIGN_UP, { input }).toPromise();
      if (result.error) {
        // A captcha payload is good for one try.
        setCaptchaGeneration((n) => n + 1);
        form.showServerError(readError(result.error));
        return;
      }
      // Someone who signed up reading another language than the default keeps reading it once signed in.
      if (language !== DEFAULT_LANGUAGE) await client.mutation(UPDATE_LANGUAGE, { language }).toPromise();
      await session.reload();
      void navigate('/auth/signup/profile');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card withBorder padding="xl" radius="md" maw={480} mx="auto">
      <PageTitle title={t('signup.title')} lead={t('signup.lead')} />
      <form onSubmit={submit} noValidate>
        <Stack>
          {inviteToken && (
            <InviteGreeting
              token={inviteToken}
              screen="signup"
              onPreview={(preview) => {
                if (preview.status === 'valid' && preview.email && !preview.hasAccount) form.setValue('email', preview.email);
              }}
            />
          )}
          <FormAlert message={form.formError} />
          <TextInput label={t('form.email')} type="email" autoComplete="email" required {...form.inputProps('email')} />
          <PasswordInput
            label={t('form.password')}
            description={t('form.passwordHint')}
            autoComplete="new-password"
            required
            {...form.inputProps('password')}
          />
          <Checkbox
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.currentTarget.checked);
              setAgreeError(null);
            }}
            error={agreeError}
            label={
              <>
                <Anchor component={Link} to="/terms/service" target="_blank" inherit>
                  {t('footer.service')}
                </Anchor>
                {' / '}
                <Anchor component={Link} to="/terms/privacy" target="_blank" inherit>
                  {t('footer.privacy')}
                </Anchor>
                {' — '}
                {t('signup.agree')}
              </>
            }
          />
          <Captcha onSolved={setCaptcha} generation={captchaGeneration} />
          <Button type="submit" loading={submitting} disabled={!captcha} fullWidth>
            {t('signup.submit')}
          </Button>
          <Anchor component={Link} to="/auth/login" size="sm">
            {t('signup.haveAccount')}
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
