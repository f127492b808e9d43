import { Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { byteSize } from './format';
import type { PlanLimits, Usage } from './types';

/** What the user uses next to what the plan allows, with a bar for how full each limit is. */
export function UsageList({ usage, plan }: { usage: Usage; plan: PlanLimits }) {
  const { t } = useTranslation();
  const rows: Array<{ label: string; used: number; max: number; text: string }> = [
    {
      label: t('billing.plan.usageRooms'),
      used: usage.roomCount,
      max: plan.maxRoom,
      text: t('billing.plan.usageOf', { used: usage.roomCount, max: t('billing.plan.roomCount', { count: plan.maxRoom }) }),
    },
    {
      label: t('billing.plan.contacts'),
      used: usage.contactCount,
      max: plan.maxContact,
      text: t('billing.plan.usageOf', { used: usage.contactCount, max: t('billing.plan.count', { count: plan.maxContact }) }),
    },
    {
      label: t('billing.plan.userStorage'),
      used: usage.fileSize,
      max: plan.maxCapacityFileByUser,
      text: t('billing.plan.usageOf', { used: byteSize(usage.fileSize), max: byteSize(plan.maxCapacityFileByUser) }),
    },
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label={t('billing.plan.usage')}>
      <Table.Tbody>
        {rows.map((row) => {
          const percent = row.max > 0 ? Math.min(100, (row.used / row.max) * 100) : 0;
          return (
            <Table.Tr key={row.label}>
              <Table.Th fw={400} c="dimmed" w="45%">
                {row.label}
              </Table.Th>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm">{row.text}</Text>
                  <Progress value={percent} color={percent >= 90 ? 'red' : 'blue'} size="sm" aria-hidden />
                </Stack>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
