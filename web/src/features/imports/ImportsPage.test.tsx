import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { AdminImportPage } from './ImportsPage';

const counts = (values: Partial<Record<string, number>> = {}) => ({
  matched: 0,
  created: 0,
  placeholders: 0,
  rooms: 0,
  memberships: 0,
  messages: 0,
  replies: 0,
  stamps: 0,
  reactionsAsText: 0,
  filesAsLinks: 0,
  skipped: 0,
  alreadyImported: 0,
  ...values,
});

const job = (values: Record<string, unknown>) => ({
  id: 'job-1',
  kind: 'slack',
  state: 'planned',
  file_name: 'slack.zip',
  report: { counts: counts(), rooms: [], unmapped: [], steps: 0 },
  done: 0,
  total: 21,
  counts: counts(),
  error: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  finishedAt: null,
  ...values,
});

afterEach(() => vi.unstubAllGlobals());

describe('AdminImportPage', () => {
  it('uploads a chosen export, then shows its dry run and starts it', async () => {
    let jobs: unknown[] = [];
    const { client, calls } = fakeClient((operation) => {
      if (operation === 'ImportJobs') return { data: { listImportJobs: jobs } };
      if (operation === 'StartImportJob') return { data: { startImportJob: { id: 'job-1', state: 'queued' } } };
      return {};
    });
    const fetchMock = vi.fn(async () => {
      jobs = [
        job({
          report: {
            counts: counts({ rooms: 4, messages: 11, replies: 3, matched: 1, created: 1 }),
            rooms: [{ name: 'general', kind: 'channel', members: 2, messages: 7 }],
            unmapped: [{ text: 'リアクション :smile: は対応するスタンプがないため本文に文字で残します', count: 1 }],
            steps: 21,
          },
        }),
      ];
      return new Response(JSON.stringify({ id: 'job-1' }), { status: 201 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminImportPage />, client);
    expect(await screen.findByText('まだ取り込みはありません。')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'アップロードして内容を確認' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['zip'], 'slack.zip', { type: 'application/zip' }));
    await userEvent.click(screen.getByRole('button', { name: 'アップロードして内容を確認' }));
    const dryRun = await screen.findByTestId('import-dry-run');
    expect(fetchMock).toHaveBeenCalledWith('/api/imports/slack', expect.objectContaining({ method: 'POST' }));
    expect(within(dryRun).getByText('slack.zip を取り込むと、次のように作成されます。まだ何も取り込まれていません。')).toBeTruthy();
    expect(dryRun.querySelector('[data-count="messages"]')?.textContent).toBe('11');
    expect(within(dryRun).getByText('general（メンバー 2人・メッセージ 7件）')).toBeTruthy();
    expect(within(dryRun).getByText('リアクション :smile: は対応するスタンプがないため本文に文字で残します（1件）')).toBeTruthy();
    await userEvent.click(within(dryRun).getByRole('button', { name: '取り込みを開始' }));
    expect(calls.filter((c) => c.kind === 'mutation')).toEqual([{ kind: 'mutation', variables: { id: 'job-1' } }]);
  });

  it('offers Musubi’s own export as a third source, uploaded to its own path', async () => {
    const { client } = fakeClient(() => ({ data: { listImportJobs: [] } }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] }), { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminImportPage />, client);
    await screen.findByText('まだ取り込みはありません。');
    await userEvent.click(screen.getByText('Musubi（zip）'));
    expect(await screen.findByText('Musubi から取り込む')).toBeTruthy();
    expect(screen.getByText(/ルームがまだない（各自のマイチャットだけの）環境にのみ取り込めます/)).toBeTruthy();
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['zip'], 'musubi-export.zip', { type: 'application/zip' }));
    await userEvent.click(screen.getByRole('button', { name: 'アップロードして内容を確認' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/imports/musubi', expect.objectContaining({ method: 'POST' })));
  });

  it('shows the server’s message when the upload is refused', async () => {
    const { client } = fakeClient(() => ({ data: { listImportJobs: [] } }));
    const message = 'Slack のエクスポート（zip ファイル）として読み取れませんでした。';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }), { status: 400 })));
    renderWithProviders(<AdminImportPage />, client);
    await screen.findByText('まだ取り込みはありません。');
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'x.zip'));
    await userEvent.click(screen.getByRole('button', { name: 'アップロードして内容を確認' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('shows a running job’s bar and counts, and cancels it', async () => {
    const { client, calls } = fakeClient((operation) => {
      if (operation === 'ImportJobs') return { data: { listImportJobs: [job({ state: 'running', done: 7, total: 28, counts: counts({ rooms: 2, messages: 3 }) })] } };
      return { data: { cancelImportJob: { id: 'job-1', state: 'cancelled' } } };
    });
    renderWithProviders(<AdminImportPage />, client);
    const card = await screen.findByTestId('import-progress');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByTestId('import-progress-text').textContent).toBe('7 / 28 件を処理しました（25%）');
    expect(within(card).getByText('これまでに ルーム 2件・メッセージ 3件')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'アップロードして内容を確認' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '中止する' }));
    await waitFor(() => expect(calls.some((c) => c.kind === 'mutation' && c.variables.id === 'job-1')).toBe(true));
  });

  it('lists finished imports with their state and result', async () => {
    const { client } = fakeClient(() => ({
      data: {
        listImportJobs: [
          job({ id: 'a', state: 'done', counts: counts({ rooms: 4, messages: 1200, alreadyImported: 0 }) }),
          job({ id: 'b', state: 'failed', error: '取り込み中にエラーが発生したため中断しました。' }),
        ],
      },
    }));
    renderWithProviders(<AdminImportPage />, client);
    const table = await screen.findByTestId('import-history');
    expect(within(table).getByText('完了')).toBeTruthy();
    expect(within(table).getByText('ルーム 4件・メッセージ 1,200件（取り込み済みで作成しなかった項目 0件）')).toBeTruthy();
    expect(within(table).getByText('失敗')).toBeTruthy();
    expect(within(table).getByText('取り込み中にエラーが発生したため中断しました。')).toBeTruthy();
  });

  it('imports a Trello board into a chosen room: its dry run lists the columns, then its bar counts tasks', async () => {
    let jobs: unknown[] = [];
    const { client, calls } = fakeClient((operation, variables) => {
      if (operation === 'ImportRooms') {
        return {
          data: {
            listUserRoomByUser: {
              items: [
                { id: 'm1', room: { id: 'room-1', name: 'ウェブ制作', kind: 0 } },
                { id: 'm2', room: { id: 'my', name: 'マイチャット', kind: 2 } },
              ],
            },
          },
        };
      }
      if (operation === 'ImportJobs') return { data: { listImportJobs: variables.room_id === 'room-1' ? jobs : [] } };
      if (operation === 'StartImportJob') {
        jobs = [job({ kind: 'trello', room_id: 'room-1', state: 'running', file_name: 'board.json', done: 11, total: 22, counts: counts({ columns: 5, tasks: 2 }) })];
        return { data: { startImportJob: { id: 'job-1', state: 'queued' } } };
      }
      return {};
    });
    const fetchMock = vi.fn(async () => {
      jobs = [
        job({
          kind: 'trello',
          room_id: 'room-1',
          file_name: 'board.json',
          report: {
            counts: counts({ columns: 5, tasks: 6, archivedTasks: 2, checklists: 3, checklistItems: 5, comments: 3, tags: 4, matched: 1 }),
            rooms: [],
            columns: [
              { name: 'ToDo', tasks: 2, archived: false },
              { name: 'アーカイブ済みのカード', tasks: 1, archived: true },
            ],
            unmapped: [],
            steps: 22,
          },
        }),
      ];
      return new Response(JSON.stringify({ id: 'job-1' }), { status: 201 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdminImportPage />, client);
    await userEvent.click(await screen.findByText('Trello（JSON）'));
    await userEvent.click(await screen.findByRole('textbox', { name: '取り込み先のルーム' }));
    expect(screen.queryByRole('option', { name: 'マイチャット' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'ウェブ制作' }));
    expect(await screen.findByText('Trello から取り込む')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.json,application/json');
    await userEvent.upload(input, new File(['{}'], 'board.json', { type: 'application/json' }));
    await userEvent.click(screen.getByRole('button', { name: 'アップロードして内容を確認' }));
    const dryRun = await screen.findByTestId('import-dry-run');
    expect(fetchMock).toHaveBeenCalledWith('/api/imports/trello?room_id=room-1', expect.objectContaining({ method: 'POST' }));
    expect(dryRun.querySelector('[data-count="tasks"]')?.textContent).toBe('6');
    expect(dryRun.querySelector('[data-count="checklistItems"]')?.textContent).toBe('5');
    expect(within(dryRun).getByText('ルームのメンバーと照合した人')).toBeTruthy();
    expect(within(dryRun).getByText('ToDo（タスク 2件）')).toBeTruthy();
    expect(within(dryRun).getByText('アーカイブ済みのカード（アーカイブ・タスク 1件）')).toBeTruthy();
    await userEvent.click(within(dryRun).getByRole('button', { name: '取り込みを開始' }));
    expect(calls.filter((c) => c.kind === 'mutation')).toEqual([{ kind: 'mutation', variables: { id: 'job-1' } }]);
    const progress = await screen.findByTestId('import-progress');
    expect(within(progress).getByText('これまでに 列 5件・タスク 2件')).toBeTruthy();
    expect(within(progress).getByTestId('import-progress-text').textContent).toBe('11 / 22 件を処理しました（50%）');
  });
});
