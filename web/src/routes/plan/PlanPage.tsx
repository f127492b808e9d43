import { Alert, Anchor, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PACKAGE_ID, PAYMENT_PERIOD } from '@musubi/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { PLAN_PAGE } from '../../features/billing/documents';
import { day, planName, yen } from '../../features/billing/format';
import { LoadError, Loading } from '../../features/billing/Loading';
import { PeriodSwitch } from '../../features/billing/PeriodSwitch';
import { PlanLimitsList } from '../../features/billing/PlanLimitsList';
import type { HeadTransaction, PlanLimits, Usage } from '../../features/billing/types';
import { UsageList } from '../../features/billing/UsageList';
import { useServerQuery } from '../../graphql/useServerQuery';

function CurrentPlan({ head, usage, plans, onChanged }: { head: HeadTransaction; usage: Usage; plans: PlanLimits[]; onChanged(): void }) {
  const { t } = useTranslation();
  const paid = head.package_id === PACKAGE_ID.standard;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('billing.plan.current')}
        </Text>
        <Group gap="xs">
          <Title order={2} size="h3">
            {planName(head)}
          </Title>
          {paid && <Badge>{head.payment_type === PAYMENT_PERIOD.year ? t('billing.plan.yearly') : t('billing.plan.monthly')}</Badge>}
        </Group>
        {paid && head.period_end && (
          <Text size="sm">
            {head.is_regis_auto
              ? t('billing.plan.renewsOn', { date: day(head.period_end) })
              : t('billing.plan.endsOn', { date: day(head.period_end) })}
          </Text>
        )}
        <PeriodSwitch head={head} plans={plans} onChanged={onChanged} />
        <Text size="sm" fw={600} mt="xs">
          {t('billing.plan.usage')}
        </Text>
        <UsageList usage={usage} plan={head} />
        {(paid || head.hasPaymentProfile) && (
          <Group gap="md">
            <Anchor component={Link} to="/payment/change-method" size="sm">
              {t('billing.plan.changeMethod')}
            </Anchor>
            <Anchor component={Link} to="/payment/history-transaction" size="sm">
              {t('billing.plan.history')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Free against standard, monthly or yearly, with prices incl. tax from listPackages and the user's plan. */
export function PlanPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<string>(String(PAYMENT_PERIOD.month));
  const { data, error, loading, reload } = useServerQuery(PLAN_PAGE, {});

  const body = () => {
    if (loading && !data) return <Loading label={t('billing.plan.loading')} />;
    if (error || !data) return <LoadError message={error ?? ''} />;
    const head = data.getHeadTransactionByUser;
    const paymentType = Number(period);
    const plans = data.listPackages.filter((plan) => plan.payment_type === paymentType);
    const monthly = data.listPackages.find((p) => p.package_id === PACKAGE_ID.standard && p.payment_type === PAYMENT_PERIOD.month);
    const yearly = data.listPackages.find((p) => p.package_id === PACKAGE_ID.standard && p.payment_type === PAYMENT_PERIOD.year);
    const saving = monthly && yearly ? monthly.price * 12 - yearly.price : 0;
    const subscribed = head.package_id === PACKAGE_ID.standard && head.is_regis_auto;
    return (
      <Stack gap="lg">
        {head.auto_payment_failed && (
          <Alert color="red" role="alert">
            {t('billing.plan.autoPaymentFailed')}{' '}
            <Anchor component={Link} to="/payment/change-method">
              {t('billing.plan.changeMethod')}
            </Anchor>
          </Alert>
        )}
        <CurrentPlan head={head} usage={data.getUsage} plans={data.listPackages} onChanged={reload} />
        <SegmentedControl
          value={period}
          onChange={setPeriod}
          aria-label={t('billing.payment.choosePeriod')}
          data={[
            { value: String(PAYMENT_PERIOD.month), label: t('billing.plan.monthly') },
            { value: String(PAYMENT_PERIOD.year), label: t('billing.plan.yearly') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {plans.map((plan) => {
            const isCurrent = plan.package_id === head.package_id;
            const standard = plan.package_id === PACKAGE_ID.standard;
            return (
              <Card key={`${plan.package_id}-${plan.payment_type}`} withBorder radius="md" padding="lg" component="section" aria-label={planName(plan)}>
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={2} size="h3">
                      {planName(plan)}
                    </Title>
                    {isCurrent && <Badge variant="light">{t('billing.plan.currentBadge')}</Badge>}
                  </Group>
                  <Text size="xl" fw={700}>
                    {plan.price === 0
                      ? t('billing.plan.free')
                      : t(paymentType === PAYMENT_PERIOD.year ? 'billing.plan.perYear' : 'billing.plan.perMonth', { price: yen(plan.price) })}
                  </Text>
                  {standard && paymentType === PAYMENT_PERIOD.year && saving > 0 && (
                    <Text size="sm" c="teal">
                      {t('billing.plan.yearlySaving', { amount: yen(saving) })}
                    </Text>
                  )}
                  <Text size="sm" fw={600}>
                    {t('billing.plan.limits')}
                  </Text>
                  <PlanLimitsList plan={plan} />
                  {standard && !subscribed && (
                    <Button component={Link} to={`/payment?payment_type=${plan.payment_type}`}>
                      {paymentType === PAYMENT_PERIOD.year ? t('billing.plan.upgradeYearly') : t('billing.plan.upgradeMonthly')}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <>
      <PageTitle title={t('billing.plan.title')} lead={t('billing.plan.lead')} />
      {body()}
    </>
  );
}
