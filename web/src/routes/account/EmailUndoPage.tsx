import { Alert, Anchor, Button, Card, Stack } from '@mantine/core';
import { MESSAGES } from '@musubi/shared/client';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { PageTitle } from '../../components/PageTitle';
import { UNDO_EMAIL_CHANGE } from '../../graphql/documents';
import { readError } from '../../graphql/errors';
import { useTranslation } from '../../i18n';

/**
 * The link mailed to the old address after an e-mail change. It acts only on a click: mail scanners open links,
 * and opening the link alone must not sign the account out everywhere.
 */
export function EmailUndoPage() {
  const { t } = useTranslation();
  const client = useClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : MESSAGES.emailChangeUndoInvalid);
  const [restored, setRestored] = useState<string | null>(null);

  const undo = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await client.mutation(UNDO_EMAIL_CHANGE, { token }).toPromise();
      if (result.error || !result.data) setError(readError(result.error).message);
      else setRestored(result.data.undoEmailChange);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card withBorder padding="xl" radius="md" maw={520} mx="auto">
      <PageTitle title={t('emailUndo.title')} lead={restored ? undefined : t('emailUndo.lead')} />
      {restored ? (
        <Stack align="flex-start">
          <Alert color="teal" role="status">
            {t('emailUndo.done', { email: restored })}
          </Alert>
          <Anchor component={Link} to="/auth/reset-password">
            {t('emailUndo.toReset')}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="flex-start">
          <FormAlert message={error} />
          <Button color="red" onClick={() => void undo()} loading={submitting} disabled={!token}>
            {t('emailUndo.submit')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
