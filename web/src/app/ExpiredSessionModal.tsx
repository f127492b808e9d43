import '../styles/rest';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n';
import { useRevalidator } from 'react-router';
import { LoginForm } from '../routes/auth/LoginForm';
import { useSession } from '../session/context';

/** The login modal: the session expired while a page was open; signing in continues right here. */
export function ExpiredSessionModal() {
  const { t } = useTranslation();
  const { expired, session } = useSession();
  const revalidator = useRevalidator();
  return (
    <Modal opened={expired} onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title={t('login.expiredTitle')} centered>
      <Stack>
        <Text size="sm">{t('login.expiredLead')}</Text>
        <LoginForm
          onSignedIn={async () => {
            await session.reload();
            await revalidator.revalidate();
          }}
        />
      </Stack>
    </Modal>
  );
}
