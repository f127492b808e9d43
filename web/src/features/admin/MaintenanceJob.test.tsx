import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { JobProgress, MaintenanceJobCard } from './MaintenanceJob';

const JOB = { name: 'room', title: 'ルームの人数の再計算', description: 'メンバー数を数え直します。' };

/** A client whose job run finishes when the test says so, and whose progress events the test sends. */
function jobClient() {
  let emit: (data: unknown) => void = () => undefined;
  let finish: (data: unknown) => void = () => undefined;
  const subscribed: string[] = [];
  const mutations: unknown[] = [];
  let unsubscribed = 0;
  const client = {
    subscription: (_document: unknown, variables: { name: string }) => ({
      subscribe(sink: (result: { data?: unknown }) => void) {
        subscribed.push(variables.name);
        emit = (data) => sink({ data });
        return { unsubscribe: () => (unsubscribed += 1) };
      },
    }),
    mutation: (_document: unknown, variables: unknown) => {
      mutations.push(variables);
      return { toPromise: () => new Promise((resolve) => (finish = (data) => resolve({ data }))) };
    },
  } as unknown as Client;
  return {
    client,
    subscribed,
    mutations,
    unsubscribedCount: () => unsubscribed,
    progress: (processed: number, total: number) => act(() => emit({ onMaintenanceJobProgress: { name: JOB.name, processed, total } })),
    finish: (processed: number, changed: number) => act(async () => finish({ runMaintenanceJob: { name: JOB.name, processed, changed } })),
  };
}

describe('JobProgress', () => {
  it('shows nothing before a run', () => {
    renderWithProviders(<JobProgress progress={null} result={null} running={false} />, {} as Client);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fills the bar in proportion to the rows processed', () => {
    renderWithProviders(<JobProgress progress={{ processed: 150, total: 600 }} result={null} running />, {} as Client);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('job-progress-text').textContent).toBe('150 / 600 件を確認しました');
  });

  it('shows a full bar and the counts when the run has finished', () => {
    renderWithProviders(<JobProgress progress={{ processed: 10, total: 600 }} result={{ processed: 600, changed: 3 }} running={false} />, {} as Client);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('job-result').textContent).toBe('600件を確認し、3件を修正しました。');
  });
});

describe('MaintenanceJobCard', () => {
  it('listens to the job before starting it, moves the bar with each event and ends with the counts', async () => {
    const fake = jobClient();
    renderWithProviders(<MaintenanceJobCard job={JOB} />, fake.client);
    expect(screen.getByRole('heading', { name: JOB.title })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '実行する' }));
    expect(fake.subscribed).toEqual(['room']);
    expect(fake.mutations).toEqual([{ input: { name: 'room' } }]);
    expect(screen.getByTestId('job-progress-text').textContent).toBe('開始しています…');

    fake.progress(200, 400);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    fake.progress(400, 400);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    await fake.finish(400, 7);
    expect(screen.getByTestId('job-result').textContent).toBe('400件を確認し、7件を修正しました。');
    expect(fake.unsubscribedCount()).toBe(1);
  });
});
