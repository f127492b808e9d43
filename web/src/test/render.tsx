import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';

export interface FakeCall {
  kind: 'query' | 'mutation';
  variables: Record<string, unknown>;
}

/**
 * A GraphQL client that answers every operation with `answer(name, variables)` and records the calls:
 * components are tested against the answers the server gives, without a server.
 */
export function fakeClient(answer: (operation: string, variables: Record<string, unknown>) => { data?: unknown; error?: unknown }) {
  const calls: FakeCall[] = [];
  const run = (kind: FakeCall['kind']) => (document: { definitions: Array<{ name?: { value: string } }> }, variables: Record<string, unknown> = {}) => {
    calls.push({ kind, variables });
    const name = document.definitions[0]?.name?.value ?? '';
    const result = answer(name, variables);
    return { toPromise: async () => result };
  };
  const client = { query: run('query'), mutation: run('mutation') } as unknown as Client;
  return { client, calls };
}

export function renderWithProviders(ui: ReactNode, client: Client) {
  return render(
    <MantineProvider env="test">
      <Provider value={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </Provider>
    </MantineProvider>,
  );
}
