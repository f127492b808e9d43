import { Button, Card, Container, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { checks } from '@musubi/shared/client';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, Navigate, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { useFormState } from '../../components/forms';
import { PageTitle } from '../../components/PageTitle';
import { CREATE_CONTACT_FORM } from '../../graphql/documents';
import { readError } from '../../graphql/errors';

const FIELDS = ['name', 'email', 'company_name', 'content'] as const;
type ContactValues = Record<(typeof FIELDS)[number], string>;
const DRAFT_KEY = 'musubi.contactDraft';
const EMPTY: ContactValues = { name: '', email: '', company_name: '', content: '' };

// The draft lives in session storage so the confirm step, a reload or going back never loses what was typed.
function readDraft(): ContactValues | null {
  const stored = sessionStorage.getItem(DRAFT_KEY);
  return stored ? { ...EMPTY, ...(JSON.parse(stored) as Partial<ContactValues>) } : null;
}

export const contactRules = {
  name: checks.required(),
  email: checks.email(),
  company_name: checks.optional(),
  content: checks.required(4_000),
};

export function ContactPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormState(readDraft() ?? EMPTY, contactRules);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(form.values));
    void navigate('/contact/confirm');
  };
  return (
    <>
      <PageTitle title={t('contact.title')} lead={t('contact.lead')} />
      <Card withBorder padding="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('contact.name')} required autoComplete="name" {...form.inputProps('name')} />
            <TextInput label={t('form.email')} type="email" required autoComplete="email" {...form.inputProps('email')} />
            <TextInput label={t('contact.company_name')} autoComplete="organization" {...form.inputProps('company_name')} />
            <Textarea label={t('contact.content')} required autosize minRows={6} {...form.inputProps('content')} />
            <Button type="submit" style={{ alignSelf: 'flex-start' }}>
              {t('contact.toConfirm')}
            </Button>
          </Stack>
        </form>
      </Card>
    </>
  );
}

export function ContactConfirmPage() {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!draft) return <Navigate to="/contact" replace />;

  const send = async () => {
    setSubmitting(true);
    const result = await client.mutation(CREATE_CONTACT_FORM, { input: draft }).toPromise();
    setSubmitting(false);
    if (result.error) {
      setError(readError(result.error).message);
      return;
    }
    sessionStorage.removeItem(DRAFT_KEY);
    void navigate('/contact/success', { replace: true });
  };

  const labels: ContactValues = {
    name: t('contact.name'),
    email: t('form.email'),
    company_name: t('contact.company_name'),
    content: t('contact.content'),
  };
  return (
    <Container component="main" id="main" tabIndex={-1} size="sm" py="xl">
      <PageTitle title={t('contact.confirmTitle')} lead={t('contact.confirmLead')} />
      <Stack>
        <FormAlert message={error} />
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {FIELDS.map((field) => (
              <Table.Tr key={field}>
                <Table.Th w={140}>{labels[field]}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{draft[field]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button component={Link} to="/contact" variant="default">
            {t('contact.back')}
          </Button>
          <Button onClick={() => void send()} loading={submitting}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export function ContactSuccessPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" id="main" tabIndex={-1} size="sm" py="xl">
      <PageTitle title={t('contact.successTitle')} />
      <Text mb="lg">{t('contact.successLead')}</Text>
      <Button component={Link} to="/">
        {t('contact.toTop')}
      </Button>
    </Container>
  );
}
