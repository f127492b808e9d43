import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailOpened } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { previewInvite, type InvitePreview } from './invitePreview';
import { INVITE_JOIN_ROOM, keepInviteToken } from './pendingInvite';

interface Props {
  token: string;
  /** Which screen greets: sign-up points an existing account to sign-in, and the other way round. */
  screen: 'signup' | 'login';
  onPreview?(preview: InvitePreview): void;
}

/**
 * The greeting of someone who arrives through an invitation link: who invited them and to what, or why the link
 * no longer works. A live link's token is kept for after sign-up or sign-in.
 */
export function InviteGreeting({ token, screen, onPreview }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  const [failed, setFailed] = useState(false);

  // Asked once per token; the latest onPreview is read through a ref, since it is a new function on every render.
  const onPreviewRef = useRef(onPreview);
  onPreviewRef.current = onPreview;
  useEffect(() => {
    let current = true;
    previewInvite(token).then(
      (answer) => {
        if (!current) return;
        if (answer.status === 'valid') keepInviteToken(token);
        setPreview(answer);
        onPreviewRef.current?.(answer);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (failed) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {t('invite.unreachable')}
      </Alert>
    );
  }
  if (!preview) return <Loader size="sm" role="status" aria-label={t('invite.checking')} />;
  if (preview.status !== 'valid') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t(`invite.${preview.status}.title`)} role="alert" data-testid="invite-refused">
        {t(`invite.${preview.status}.lead`)}
      </Alert>
    );
  }
  const inviter = preview.inviterName ?? t('invite.unnamedInviter');
  return (
    <Alert color="teal" icon={<IconMailOpened size={18} />} title={t('invite.from', { name: inviter })} data-testid="invite-greeting">
      <Text size="sm">
        {preview.type === INVITE_JOIN_ROOM ? t('invite.toRoom', { room: preview.roomName ?? '' }) : t('invite.toContact', { name: inviter })}
      </Text>
      <Text size="sm" mt={4}>
        {screen === 'signup' ? t('invite.signupLead') : t('invite.loginLead')}
      </Text>
      {screen === 'signup' && preview.hasAccount && (
        <Anchor component={Link} to={`/auth/login?invite=${encodeURIComponent(token)}`} size="sm">
          {t('invite.haveAccount')}
        </Anchor>
      )}
    </Alert>
  );
}
