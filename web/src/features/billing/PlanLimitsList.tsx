import { Table } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { byteSize } from './format';
import type { PlanLimits } from './types';

/** What a plan allows, as a two-column table a screen reader reads row by row. */
export function PlanLimitsList({ plan }: { plan: PlanLimits }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('billing.plan.rooms'), t('billing.plan.roomCount', { count: plan.maxRoom })],
    [t('billing.plan.contacts'), t('billing.plan.count', { count: plan.maxContact })],
    [t('billing.plan.fileSize'), byteSize(plan.maxCapacityEveryFile)],
    [t('billing.plan.userStorage'), byteSize(plan.maxCapacityFileByUser)],
    [t('billing.plan.roomStorage'), byteSize(plan.maxCapacityFileInRoom)],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th fw={400} c="dimmed" w="55%">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
