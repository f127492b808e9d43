import { createClient, type Client } from 'graphql-ws';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { UntypedAnswer } from '../harness';

export interface Closed {
  code: number;
  reason: string;
}

/** A subscription socket carrying a session cookie, remembering how it closed and every event it heard. */
export class WatchedSocket {
  readonly client: Client;
  closed: Closed | null = null;
  readonly events: Array<{ query: string; data?: UntypedAnswer; errors?: UntypedAnswer }> = [];
  private connected = false;

  constructor(wsUrl: string, cookie: string) {
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    this.client = createClient({
      url: wsUrl,
      webSocketImpl: CookieSocket,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
      on: {
        connected: () => (this.connected = true),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string | Buffer };
          this.closed ??= { code, reason: String(reason) };
        },
      },
    });
  }

  /** Resolves once the server has acknowledged the connection (its session is read and the socket registered). */
  async ready() {
    await expect.poll(() => this.connected || this.closed !== null, { timeout: 5_000, interval: 10 }).toBe(true);
  }

  subscribe(query: string, variables: Record<string, unknown> = {}) {
    const heard: Array<{ data?: UntypedAnswer; errors?: UntypedAnswer; error?: unknown }> = [];
    this.client.subscribe(
      { query, variables },
      {
        next: (value) => {
          heard.push(value);
          this.events.push({ query, ...value });
        },
        error: (error) => heard.push({ error }),
        complete: () => undefined,
      },
    );
    return heard;
  }

  dispose() {
    return this.client.dispose();
  }
}
