import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { pageOrigin, queryText, type Operation, type TestClient, type TestServer } from './harness';
import { graphql } from './graphql';
import type { AddRoomInput, CreateMessageInput } from './graphql/graphql';

/** Contacts both ways, as an accepted contact request leaves them. */
export async function makeContacts(server: TestServer, a: string, b: string) {
  const createdAt = new Date().toISOString();
  await server.deps.db
    .insertInto('contacts')
    .values([
      { user_id: a, contact_user_id: b, createdAt },
      { user_id: b, contact_user_id: a, createdAt },
    ])
    .execute();
}

export async function addRoom(client: TestClient, input: AddRoomInput) {
  const data = await client.ok(graphql(`mutation ChatAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id name kind totalUser countUser last_seq musubiCode overview image } }`), { input });
  return data.addRoom;
}

export async function addMember(client: TestClient, room_id: string, user_id: string, role = 1) {
  return client.gql(graphql(`mutation ChatCustomCreateUserRoom($input: CreateUserRoomInput!) { customCreateUserRoom(input: $input) { id role } }`), {
    input: { room_id, user_id, role },
  });
}

export const POST = graphql(`mutation ChatCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }`);

export async function post(client: TestClient, room_id: string, content: string, extra: Partial<CreateMessageInput> = {}) {
  const data = await client.ok(POST, { input: { room_id, content, ...extra } });
  return data.createMessageByRole;
}

export async function membership(client: TestClient, user_id: string, room_id: string) {
  const data = await client.ok(
    graphql(`query ChatUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id role unread_messages unread_mentions last_read_seq last_message total_member } } }`),
    { u: user_id, r: room_id },
  );
  const [row] = data.userRoomByUserAndRoom.items;
  if (!row) throw new Error('no membership');
  return row;
}

/** What a subscription has heard so far, and ways to wait for more. */
export interface Subscription<T> {
  events: T[];
  errors: unknown[];
  until(count: number): Promise<void>;
  ended(): Promise<void>;
  ready(id: string, probe: () => Promise<void>): Promise<void>;
}

/** Ids of the probe events every subscription of a test file ignores. */
const probeIds = new Set<string>();

/** A graphql-ws connection carrying the client's session cookie, collecting what each subscription hears. */
export class Listener {
  readonly ws: Client;
  private closers: Array<() => void> = [];

  constructor(server: TestServer, client: TestClient) {
    const cookie = client.cookie ?? '';
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie, origin: pageOrigin(url) } });
      }
    }
    this.ws = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined });
  }

  /** Starts a subscription; resolves once the server has accepted it (or with the error it refused with). */
  subscribe<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables: V): Subscription<T>;
  subscribe(query: string, variables: Record<string, unknown>): Subscription<unknown>;
  subscribe<T, V extends Record<string, unknown>>(operation: Operation<T, V>, variables: V): Subscription<T> {
    const events: T[] = [];
    const errors: unknown[] = [];
    const waiters: Array<() => void> = [];
    let heardProbe = false;
    let completed = false;
    const closer = this.ws.subscribe<T>(
      { query: queryText(operation), variables },
      {
        next: (value) => {
          const payload = value.data ? (Object.values(value.data)[0] as { id?: string } | null) : null;
          if (value.errors) errors.push(...value.errors);
          else if (payload?.id && probeIds.has(payload.id)) heardProbe = true;
          else if (value.data) events.push(value.data);
          waiters.splice(0).forEach((w) => w());
        },
        error: (error) => {
          if (Array.isArray(error)) errors.push(...error);
          else errors.push(error);
          waiters.splice(0).forEach((w) => w());
        },
        complete: () => {
          completed = true;
          waiters.splice(0).forEach((w) => w());
        },
      },
    );
    this.closers.push(closer);
    const until = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (events.length >= count || errors.length > 0 ? resolve() : waiters.push(check));
        check();
      });
    /** Resolves once the server has completed the subscription. */
    const ended = () =>
      new Promise<void>((resolve) => {
        const check = () => (completed ? resolve() : waiters.push(check));
        check();
      });
    return {
      events,
      errors,
      until,
      ended,
      /**
       * Graphql-ws does not acknowledge a subscription, so publish a probe event (an object with this id) until it
       * is heard: from then on the server is listening. Probes are never counted as events.
       */
      ready: async (id: string, probe: () => Promise<void>) => {
        probeIds.add(id);
        while (!heardProbe && errors.length === 0) {
          await probe();
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
    };
  }

  async close() {
    this.closers.forEach((c) => c());
    await this.ws.dispose();
  }
}
