import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useParams } from 'react-router';
import { useClient } from 'urql';
import { PageTitle } from '../../components/PageTitle';
import { ADMIN_USER_DETAIL, CHANGE_STATUS_USER } from '../../features/admin/documents';
import { bytes, dateTime, yen } from '../../features/admin/format';
import { useServerQuery } from '../../graphql/useServerQuery';
import { readError } from '../../graphql/errors';
import { StatusBadge } from './AccountsPage';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const SUSPENDED = 2;
const ACTIVE = 1;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

const roleKey = (role: number) => (role === 2 ? '2' : role === 1 ? '1' : '0');
const transactionKey = (status: number) => (status === 1 ? '1' : status === 2 ? '2' : '0');

/** /admin/account/:id: the account's facts, rooms and payments; suspend or restore after a confirmation. */
export function AdminAccountPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useClient();
  const { data, error, loading, reload } = useServerQuery(ADMIN_USER_DETAIL, { id });
  const [confirming, { open, close }] = useDisclosure(false);
  const [changing, setChanging] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const detail = data?.getAdminUserDetail;
  const suspended = detail?.user.status === SUSPENDED;
  const displayName = detail ? detail.user.name || detail.user.email || detail.user.id : '';

  const changeStatus = async () => {
    if (!detail) return;
    setChanging(true);
    setChangeError(null);
    const status = suspended ? ACTIVE : SUSPENDED;
    const answer = await client.mutation(CHANGE_STATUS_USER, { input: { id: detail.user.id, status } }).toPromise();
    setChanging(false);
    close();
    if (answer.error) {
      setChangeError(readError(answer.error).message);
      return;
    }
    setNotice(status === SUSPENDED ? t('adminArea.account.suspended') : t('adminArea.account.restored'));
    reload();
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/account" size="sm">
        {t('adminArea.account.back')}
      </Anchor>
      <PageTitle title={detail ? `${t('admin.accountDetail')}: ${displayName}` : t('admin.accountDetail')} />
      {loading && !detail && (
        <Text c="dimmed" role="status">
          {t('adminArea.table.loading')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {changeError && (
        <Alert color="red" role="alert">
          {changeError}
        </Alert>
      )}
      {detail && (
        <>
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" align="flex-start" mb="md">
              <Group gap="sm">
                <Title order={2} size="h4">
                  {t('adminArea.account.profile')}
                </Title>
                <StatusBadge status={detail.user.status} />
                {detail.user.isAdmin && <Badge variant="outline">{t('adminArea.account.admin')}</Badge>}
              </Group>
              <Button color={suspended ? 'teal' : 'red'} variant={suspended ? 'filled' : 'light'} onClick={open}>
                {suspended ? t('adminArea.account.restore') : t('adminArea.account.suspend')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Fact label={t('adminArea.accounts.id')}>{detail.user.id}</Fact>
              <Fact label={t('adminArea.accounts.name')}>{detail.user.name ?? '—'}</Fact>
              <Fact label={t('adminArea.accounts.email')}>{detail.user.email ?? '—'}</Fact>
              <Fact label={t('adminArea.account.company')}>{detail.user.company_name ?? '—'}</Fact>
              <Fact label={t('adminArea.accounts.createdAt')}>{dateTime(detail.user.createdAt)}</Fact>
              <Fact label={t('adminArea.accounts.lastSignIn')}>{detail.lastSignInAt ? dateTime(detail.lastSignInAt) : t('adminArea.account.never')}</Fact>
              <Fact label={t('adminArea.account.activeSessions')}>{detail.activeSessions}</Fact>
              <Fact label={t('adminArea.account.plan')}>{detail.plan.name}</Fact>
              <Fact label={t('adminArea.account.fileVolume')}>
                {t('adminArea.account.fileVolumeValue', { volume: bytes(detail.fileVolume), count: detail.fileCount })}
              </Fact>
            </SimpleGrid>
          </Card>

          <Title order={2} size="h4">
            {t('adminArea.account.rooms')}
          </Title>
          {detail.rooms.length === 0 ? (
            <Text c="dimmed">{t('adminArea.account.noRooms')}</Text>
          ) : (
            <Table striped aria-label={t('adminArea.account.rooms')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminArea.account.roomName')}</Table.Th>
                  <Table.Th>{t('adminArea.account.role')}</Table.Th>
                  <Table.Th>{t('adminArea.account.members')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.rooms.map((membership) => (
                  <Table.Tr key={membership.id}>
                    <Table.Td>{membership.room?.name ?? '—'}</Table.Td>
                    <Table.Td>{t(`adminArea.roles.${roleKey(membership.role)}`)}</Table.Td>
                    <Table.Td>{membership.room?.totalUser ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}

          <Title order={2} size="h4">
            {t('adminArea.account.transactions')}
          </Title>
          {detail.transactions.length === 0 ? (
            <Text c="dimmed">{t('adminArea.account.noTransactions')}</Text>
          ) : (
            <Table striped aria-label={t('adminArea.account.transactions')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminArea.account.paidAt')}</Table.Th>
                  <Table.Th>{t('adminArea.account.amount')}</Table.Th>
                  <Table.Th>{t('adminArea.accounts.status')}</Table.Th>
                  <Table.Th>{t('adminArea.account.period')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.transactions.map((transaction) => (
                  <Table.Tr key={transaction.id}>
                    <Table.Td>{dateTime(transaction.createdAt)}</Table.Td>
                    <Table.Td>{yen(transaction.amount)}</Table.Td>
                    <Table.Td>{t(`adminArea.transactionStatus.${transactionKey(transaction.status)}`)}</Table.Td>
                    <Table.Td>
                      {t('format.range', { start: dateTime(transaction.period_start), end: dateTime(transaction.period_end) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}

          <ConfirmDialog
            opened={confirming}
            title={suspended ? t('adminArea.account.restoreTitle') : t('adminArea.account.suspendTitle')}
            confirmLabel={suspended ? t('adminArea.account.restore') : t('adminArea.account.suspend')}
            cancelLabel={t('adminArea.account.cancel')}
            color={suspended ? 'teal' : 'red'}
            busy={changing}
            onConfirm={() => void changeStatus()}
            onClose={close}
          >
            <Text>{suspended ? t('adminArea.account.restoreLead', { name: displayName }) : t('adminArea.account.suspendLead', { name: displayName })}</Text>
          </ConfirmDialog>
        </>
      )}
    </Stack>
  );
}
