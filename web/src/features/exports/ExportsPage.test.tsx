import { emptyExportCounts } from '@musubi/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { AdminExportPage } from './AdminExportsPage';
import { MyExportCard } from './MyExportCard';

const job = (values: Record<string, unknown>) => ({
  id: 'job-1',
  kind: 'instance',
  state: 'queued',
  roomCount: 0,
  done: 0,
  total: 0,
  counts: emptyExportCounts(),
  size: null,
  error: null,
  downloadPath: null,
  expiresAt: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  finishedAt: null,
  ...values,
});

const rooms = [
  { id: 'r1', name: '営業部', countUser: 12 },
  { id: 'r2', name: '開発部', countUser: 8 },
];

describe('AdminExportPage', () => {
  it('starts an export of the whole instance', async () => {
    const { client, calls } = fakeClient((operation) => {
      if (operation === 'ExportJobs') return { data: { listExportJobs: [] } };
      return { data: { startExport: job({}) } };
    });
    renderWithProviders(<AdminExportPage />, client);
    expect(await screen.findByText('まだ書き出しはありません。')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'すべてのデータ' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '書き出しを開始' }));
    await waitFor(() => expect(calls.filter((c) => c.kind === 'mutation')).toEqual([{ kind: 'mutation', variables: { input: { kind: 'instance' } } }]));
  });

  it('asks for rooms before exporting chosen ones, then sends the chosen ids', async () => {
    const { client, calls } = fakeClient((operation) => {
      if (operation === 'ExportJobs') return { data: { listExportJobs: [] } };
      if (operation === 'ExportableRooms') return { data: { exportableRooms: rooms } };
      return { data: { startExport: job({ kind: 'rooms', roomCount: 1 }) } };
    });
    renderWithProviders(<AdminExportPage />, client);
    await screen.findByText('まだ書き出しはありません。');
    await userEvent.click(screen.getByRole('radio', { name: 'ルームを選ぶ' }));
    await userEvent.click(screen.getByRole('button', { name: '書き出しを開始' }));
    expect(await screen.findByText('書き出すルームを選択してください。')).toBeTruthy();
    expect(calls.some((c) => c.kind === 'mutation')).toBe(false);
    await userEvent.click(screen.getByRole('textbox', { name: '書き出すルーム' }));
    await userEvent.click(await screen.findByRole('option', { name: '開発部（8人）' }));
    await userEvent.click(screen.getByRole('button', { name: '書き出しを開始' }));
    await waitFor(() => expect(calls.filter((c) => c.kind === 'mutation')).toEqual([{ kind: 'mutation', variables: { input: { kind: 'rooms', roomIds: ['r2'] } } }]));
  });

  it('shows a running export’s bar and counts, and cancels it', async () => {
    const { client, calls } = fakeClient((operation) => {
      if (operation === 'ExportJobs') return { data: { listExportJobs: [job({ state: 'running', done: 150, total: 600 })] } };
      return { data: { cancelExportJob: { id: 'job-1', state: 'cancelled' } } };
    });
    renderWithProviders(<AdminExportPage />, client);
    const progress = await screen.findByTestId('export-progress');
    expect(within(progress).getByRole('progressbar', { name: '書き出しの進み具合' }).getAttribute('aria-valuenow')).toBe('25');
    expect(within(progress).getByTestId('export-progress-text').textContent).toBe('150 / 600 件を書き出しました（25%）');
    expect(screen.queryByRole('button', { name: '書き出しを開始' })).toBeNull();
    await userEvent.click(within(progress).getByRole('button', { name: '中止する' }));
    await waitFor(() => expect(calls.some((c) => c.kind === 'mutation' && c.variables.id === 'job-1')).toBe(true));
  });

  it('lists past exports with their download link, state and reason', async () => {
    const counts = { ...emptyExportCounts(), rooms: 3, messages: 1200, tasks: 4, files: 2 };
    const { client } = fakeClient(() => ({
      data: {
        listExportJobs: [
          job({ id: 'a', state: 'done', counts, size: 2_500_000, downloadPath: '/api/exports/a/download', expiresAt: '2026-12-05T01:00:00.000Z' }),
          job({ id: 'b', kind: 'rooms', roomCount: 2, state: 'failed', error: '書き出し中にエラーが発生したため中断しました。もう一度お試しください。' }),
        ],
      },
    }));
    renderWithProviders(<AdminExportPage />, client);
    const table = await screen.findByTestId('export-history');
    expect(within(table).getByText('ルーム 3件・メッセージ 1,200件・タスク 4件・ファイル 2件')).toBeTruthy();
    const link = within(table).getByRole('link', { name: /をダウンロード/ });
    expect(link.getAttribute('href')).toBe('/api/exports/a/download');
    expect(within(table).getByText('選んだルーム（2件）')).toBeTruthy();
    expect(within(table).getByText('失敗')).toBeTruthy();
    expect(within(table).getByText('書き出し中にエラーが発生したため中断しました。もう一度お試しください。')).toBeTruthy();
  });
});

describe('MyExportCard', () => {
  it('starts an export of one’s own data and shows the server’s refusal', async () => {
    const message = '書き出しがすでに進行中です。終わるまでお待ちいただくか、中止してから始めてください。';
    const { client, calls } = fakeClient((operation) => {
      if (operation === 'MyExportJobs') return { data: { listMyExportJobs: [] } };
      return { error: { graphQLErrors: [{ message, extensions: { code: 'CONFLICT' } }] } };
    });
    renderWithProviders(<MyExportCard />, client);
    expect(screen.getByRole('heading', { name: '自分のデータを書き出す' })).toBeTruthy();
    expect(await screen.findByText('まだ書き出しはありません。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '書き出しを開始' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(calls.filter((c) => c.kind === 'mutation')).toEqual([{ kind: 'mutation', variables: { input: { kind: 'personal' } } }]);
  });

  it('shows a queued export as waiting', async () => {
    const { client } = fakeClient(() => ({ data: { listMyExportJobs: [job({ kind: 'personal' })] } }));
    renderWithProviders(<MyExportCard />, client);
    expect((await screen.findByTestId('export-progress-text')).textContent).toBe('開始を待っています…');
  });
});
