import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectWait } from './client';
import { busyFor, patientFetch, retryAfterMs } from './patientFetch';

const answer = (status: number, headers: Record<string, string> = {}) => new Response('{}', { status, headers });

// Each test starts an hour after the last: the time the server asked for is shared by the page, tests included.
let hour = 0;

describe('a server shedding load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2030-01-01T00:00:00Z') + (hour += 1) * 3_600_000);
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads Retry-After as seconds or as a date, and ignores what it cannot read', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
    // A wrong header never keeps the page waiting for hours.
    expect(retryAfterMs('86400', now)).toBe(300_000);
  });

  it('sends a GraphQL call again once the time a 503 asked for has passed, instead of failing', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(503, { 'retry-after': '20' })).mockResolvedValueOnce(answer(200));
    vi.stubGlobal('fetch', fetch);
    let status = 0;
    void patientFetch('/graphql', { method: 'POST' }).then((response) => (status = response.status));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(status).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(status).toBe(200);
  });

  it('hands on a 503 without Retry-After as it came', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(503)));
    expect((await patientFetch('/graphql')).status).toBe(503);
  });

  it('keeps the socket from reconnecting before the time the server asked for, online again or not', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(503, { 'retry-after': '120' })).mockResolvedValueOnce(answer(200)));
    void patientFetch('/graphql');
    await vi.advanceTimersByTimeAsync(0);
    expect(busyFor()).toBe(120_000);
    const state = { done: false };
    void reconnectWait(0).then(() => (state.done = true));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });
});
