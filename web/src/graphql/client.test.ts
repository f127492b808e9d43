import { SOCKET, TIMING } from '@musubi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, onConnectionChange, onSessionEnded, onSubscriptionReconnect, reconnectWait } from './client';

/** Whether the wait has ended, checked after the timers moved. */
function watch(wait: Promise<void>) {
  const state = { done: false };
  void wait.then(() => (state.done = true));
  return state;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('reconnecting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 5 s the first time and 60 s afterwards, each with up to a fifth more at random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const first = watch(reconnectWait(0));
    await vi.advanceTimersByTimeAsync(TIMING.reconnectFirst - 1);
    expect(first.done).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMING.reconnectFirst * 0.2);
    expect(first.done).toBe(true);

    const later = watch(reconnectWait(3));
    await vi.advanceTimersByTimeAsync(TIMING.reconnectEvery - 1);
    expect(later.done).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMING.reconnectEvery * 0.2);
    expect(later.done).toBe(true);
  });

  it('stops waiting at once when the browser is back online', async () => {
    const wait = watch(reconnectWait(5));
    await settle();
    expect(wait.done).toBe(false);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(wait.done).toBe(true);
  });

  it('stops waiting at once when the tab comes back into view, not when it is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const wait = watch(reconnectWait(5));
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(wait.done).toBe(false);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(wait.done).toBe(true);
  });
});

/** A stand-in for the browser's WebSocket: it opens, acknowledges graphql-ws's connection_init, and the test closes it as the server would. */
class ServerSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: ServerSocket[] = [];
  readyState = ServerSocket.CONNECTING;
  readonly protocol = 'graphql-transport-ws';
  readonly sent: Array<{ type: string; payload?: { variables?: Record<string, unknown> } }> = [];
  onopen: ((event: object) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: object) => void) | null = null;

  constructor(readonly url: string) {
    ServerSocket.made.push(this);
    setTimeout(() => {
      this.readyState = ServerSocket.OPEN;
      this.onopen?.({});
    });
  }

  send(data: string) {
    const frame = JSON.parse(data) as ServerSocket['sent'][number];
    this.sent.push(frame);
    if (frame.type === 'connection_init') setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
  }

  close(code = 1000, reason = '') {
    if (this.readyState >= ServerSocket.CLOSING) return;
    this.readyState = ServerSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }
}

describe('a socket the server closed because it fell behind', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ServerSocket.made = [];
    vi.stubGlobal('WebSocket', ServerSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reconnects at once and resumes from what the page holds, without ending the session or showing the page offline', async () => {
    const onUnauthenticated = vi.fn();
    const sessionEnded = vi.fn();
    const connection: boolean[] = [];
    const reconnected = vi.fn();
    const stops = [onSessionEnded(sessionEnded), onConnectionChange((now) => connection.push(now)), onSubscriptionReconnect(reconnected)];
    const client = createGraphqlClient({ onUnauthenticated });
    let held = 7;
    const changes = client
      .subscription(
        'subscription ($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id change_seq } }',
        {},
        { liveVariables: () => ({ r: 'room', a: held }) },
      )
      .subscribe(() => undefined);
    // graphql-ws loads with the first subscription.
    await vi.waitFor(() => expect(ServerSocket.made[0]?.sent.some((f) => f.type === 'subscribe')).toBe(true), { timeout: 10_000 });
    const first = ServerSocket.made[0]!;
    expect(first.sent.find((f) => f.type === 'subscribe')?.payload?.variables).toEqual({ r: 'room', a: 7 });

    held = 42;
    first.close(SOCKET.fellBehindCode, 'fell_behind');
    // Within a second, not the 5 s of a lost connection.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ServerSocket.made).toHaveLength(2);
    const second = ServerSocket.made[1]!;
    await vi.advanceTimersByTimeAsync(10);
    expect(second.sent.find((f) => f.type === 'subscribe')?.payload?.variables).toEqual({ r: 'room', a: 42 });
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(connection).not.toContain(false);

    // A connection lost otherwise still waits its 5 s.
    second.close(1006, '');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ServerSocket.made).toHaveLength(2);
    changes.unsubscribe();
    stops.forEach((stop) => stop());
  });
});
