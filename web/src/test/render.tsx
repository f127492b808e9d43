import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { SessionProvider } from '../session/context';
import { Session, type Viewer } from '../session/session';

export interface FakeCall {
  kind: 'query' | 'mutation';
  variables: Record<string, unknown>;
}

/** A parsed document or a query's text. */
type OperationDocument = string | { definitions: Array<{ name?: { value: string } }> };

function operationName(document: OperationDocument): string {
  if (typeof document === 'string') return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(document)?.[1] ?? '';
  return document.definitions[0]?.name?.value ?? '';
}

/**
 * A GraphQL client that answers every operation with `answer(name, variables)` and records the calls:
 * components are tested against the answers the server gives, without a server.
 */
export function fakeClient(answer: (operation: string, variables: Record<string, unknown>) => { data?: unknown; error?: unknown }) {
  const calls: FakeCall[] = [];
  const run = (kind: FakeCall['kind']) => (document: OperationDocument, variables: Record<string, unknown> = {}) => {
    calls.push({ kind, variables });
    const name = operationName(document);
    const result = answer(name, variables);
    return { toPromise: async () => result };
  };
  const client = { query: run('query'), mutation: run('mutation') } as unknown as Client;
  return { client, calls };
}

/** A session whose GraphQL client is `client` and whose server says `viewer` is signed in (nobody by default). */
export function sessionWith(client: Client, viewer: Viewer | null = null): Session {
  const session = new Session(async () => viewer);
  session.attach(async () => ({ client, Provider }));
  return session;
}

export function renderWithProviders(ui: ReactNode, client: Client) {
  return render(
    <MantineProvider env="test" theme={{ respectReducedMotion: true }}>
      <Provider value={client}>
        <SessionProvider session={sessionWith(client)}>
          <MemoryRouter>{ui}</MemoryRouter>
        </SessionProvider>
      </Provider>
    </MantineProvider>,
  );
}
