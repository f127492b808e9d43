import { Client, fetchExchange } from 'urql';

export interface MockCall {
  operationName: string;
  variables: Record<string, unknown>;
}

export type MockAnswer = { data: unknown } | { error: { message: string; code: string; field?: string } };

/**
 * A real urql client whose HTTP transport answers from `answer(operationName, variables)` (at once, or when its
 * promise settles) the way the server does (errors as GraphQL errors with a code and, for input errors, the
 * field), so hooks like useQuery and useMutation run unchanged in component tests.
 */
export function mockGraphqlClient(answer: (operationName: string, variables: Record<string, unknown>) => MockAnswer | Promise<MockAnswer>) {
  const calls: MockCall[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
    const call = { operationName: body.operationName, variables: body.variables ?? {} };
    calls.push(call);
    const result = await answer(call.operationName, call.variables);
    const payload =
      'error' in result
        ? { data: null, errors: [{ message: result.error.message, extensions: { code: result.error.code, field: result.error.field } }] }
        : { data: result.data };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = new Client({ url: 'http://musubi.test/graphql', exchanges: [fetchExchange], fetch, preferGetMethod: false });
  return { client, calls };
}
