import { Writable } from 'node:stream';
import { MESSAGES } from '@musubi/shared';
import type { GraphQLFormattedError } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { pageOrigin, queryText, type Operation } from '../harness';

export interface Closed {
  code: number;
  reason: string;
}

/** One thing a subscription heard: an event's data, the errors it was refused with, or the socket's failure. */
export interface Heard<T> {
  data?: T | null;
  errors?: readonly GraphQLFormattedError[];
  error?: unknown;
}

/** A subscription socket carrying a session cookie, remembering how it closed and every event it heard. */
export class WatchedSocket {
  readonly client: Client;
  closed: Closed | null = null;
  readonly events: Array<{ query: string; data?: unknown; errors?: unknown }> = [];
  private connected = false;

  constructor(wsUrl: string, cookie: string) {
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie, origin: pageOrigin(url) } });
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

  subscribe<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables?: V): Heard<T>[];
  subscribe(query: string, variables?: Record<string, unknown>): Heard<unknown>[];
  subscribe<T, V extends Record<string, unknown>>(operation: Operation<T, V>, variables?: V): Heard<T>[] {
    const heard: Heard<T>[] = [];
    const query = queryText(operation);
    this.client.subscribe<T>(
      { query, variables: variables ?? {} },
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

/** The spec's own messages, given in English word for word (spec section 5). */
const SPEC_ENGLISH = new Set<string>([MESSAGES.email, MESSAGES.url, MESSAGES.domain, MESSAGES.tel, MESSAGES.number]);

/** A refusal a user may be shown: in Japanese, or one of the spec's own messages (decision 0256). */
export const isJapanese = (message: string) => SPEC_ENGLISH.has(message) || /[\u3040-\u30ff\u4e00-\u9fff]/.test(message);

/**
 * Every line the server logs at warning and above, parsed (`logger` is the test server's option); `errors()` those at
 * error level and above.
 */
export function logCapture() {
  const lines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream }, errors: () => lines.filter((line) => line.level >= 50) };
}
