import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { PACKAGE_ID } from '@musubi/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useClient } from 'urql';
import { FormAlert } from '../../components/FormAlert';
import { PageTitle } from '../../components/PageTitle';
import { readError } from '../../graphql/errors';
import { useSessionStore } from '../../session/context';
import { CardEntry } from '../../features/billing/CardEntry';
import type { CardFlow } from '../../features/billing/cardFlow';
import { CANCEL_PLAN, CHANGE_CARD, CHANGE_METHOD_PAGE } from '../../features/billing/documents';
import { day } from '../../features/billing/format';
import { LoadError, Loading } from '../../features/billing/Loading';
import { PeriodSwitch } from '../../features/billing/PeriodSwitch';
import type { HeadTransaction } from '../../features/billing/types';
import { useServerQuery } from '../../graphql/useServerQuery';

function CancelPlan({ head, onCancelled }: { head: HeadTransaction; onCancelled(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = day(head.period_end);

  const cancel = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await client.mutation(CANCEL_PLAN, {}).toPromise();
      if (result.error) {
        setError(readError(result.error).message);
        return;
      }
      close();
      notifications.show({ color: 'teal', message: t('billing.change.cancelDone') });
      onCancelled();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('billing.change.cancelTitle')}
        </Title>
        {head.is_regis_auto ? (
          <>
            <Text size="sm">{t('billing.change.cancelLead', { date: until })}</Text>
            <Button color="red" variant="outline" onClick={open} style={{ alignSelf: 'flex-start' }}>
              {t('billing.change.cancel')}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('billing.change.cancelled', { date: until })}</Text>
        )}
      </Stack>
      <Modal opened={opened} onClose={close} title={t('billing.change.cancelConfirmTitle')} centered>
        <Stack>
          <Text size="sm">{t('billing.change.cancelLead', { date: until })}</Text>
          <FormAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('billing.change.keep')}
            </Button>
            <Button color="red" loading={submitting} onClick={cancel}>
              {t('billing.change.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** The card on file, a new card, and cancelling the plan (it runs to the end of the paid period). */
export function ChangeMethodPage() {
  const { t } = useTranslation();
  const client = useClient();
  const session = useSessionStore();
  const { data, error, loading, reload } = useServerQuery(CHANGE_METHOD_PAGE, {});

  const body = () => {
    if (loading && !data) return <Loading label={t('billing.change.loading')} />;
    if (error || !data) return <LoadError message={error ?? ''} />;
    const head = data.getHeadTransactionByUser;
    const card = data.getCard;
    const flow: CardFlow = {
      // A card setup of its own: checkout stays closed while the plan renews.
      plan: null,
      finish: async (paymentMethodId) => {
        const result = await client.mutation(CHANGE_CARD, { input: { payment_method_id: paymentMethodId } }).toPromise();
        if (result.error) return readError(result.error);
        notifications.show({ color: 'teal', message: t('billing.change.changed') });
        await session.reload();
        reload();
        return null;
      },
    };
    return (
      <Stack gap="lg">
        {head.auto_payment_failed && (
          <Alert color="red" role="alert">
            {t('billing.change.failedNotice')}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('billing.change.current')}
            </Title>
            {card?.card_no ? (
              <Text>
                {(card.card_brand ?? '').toUpperCase()} {card.card_no}
                {card.card_expire_date && ` ／ ${t('billing.change.expires', { date: card.card_expire_date })}`}
              </Text>
            ) : (
              <Text c="dimmed">{t('billing.change.noCard')}</Text>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('billing.change.newCard')}
            </Title>
            <CardEntry settings={data.getPaymentSettings} flow={flow} submitLabel={t('billing.change.save')} />
          </Stack>
        </Card>
        {head.package_id === PACKAGE_ID.standard && head.is_regis_auto && (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('billing.period.title')}
              </Title>
              <PeriodSwitch head={head} plans={data.listPackages} onChanged={reload} />
            </Stack>
          </Card>
        )}
        {head.package_id === PACKAGE_ID.standard && <CancelPlan head={head} onCancelled={reload} />}
      </Stack>
    );
  };

  return (
    <>
      <PageTitle title={t('billing.change.title')} />
      {body()}
    </>
  );
}
