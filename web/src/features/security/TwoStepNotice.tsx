import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '../../i18n/format';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useTranslation } from '../../i18n';
import { TWO_STEP_REQUIREMENT } from './documents';

const NOTICE_ID = 'two-step-required';

/**
 * During the grace period of an administrator's requirement (decision 0300), a signed-in user without two-step
 * verification is told, once per page load, until when they may set it up, with a link to the setting.
 */
export function TwoStepNotice() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: TWO_STEP_REQUIREMENT, requestPolicy: 'cache-and-network' });
  const requirement = data?.twoStepRequirement;
  const due = requirement?.required && requirement.enforcedAt && data?.twoStepStatus.totpEnabled === false ? requirement.enforcedAt : null;
  useEffect(() => {
    if (!due) return;
    notifications.show({
      id: NOTICE_ID,
      color: 'orange',
      autoClose: false,
      title: t('security.required.noticeTitle'),
      message: (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t('security.required.notice', { date: formatDateTime(due) })}</Text>
          <Anchor component={Link} to="/account/id/edit#two-step" size="sm" onClick={() => notifications.hide(NOTICE_ID)}>
            {t('security.required.toSettings')}
          </Anchor>
        </Stack>
      ),
    });
  }, [due, t]);
  return null;
}
