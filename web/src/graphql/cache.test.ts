import { buildSchema, isObjectType } from 'graphql';
import { Client, type Exchange, gql, makeErrorResult, makeResult, type OperationResult, type RequestPolicy } from 'urql';
import { filter, map, pipe } from 'wonka';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../server/src/graphql/schema.graphql?raw';
import { askKeptAnswersAgain, EMBEDDED_TYPES } from './cache';

const schema = buildSchema(schemaText);

describe('the normalised cache', () => {
  it('embeds exactly the types of the schema that have no id', () => {
    const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
    const withoutId = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.has(type.name) && !('id' in type.getFields()))
      .map((type) => type.name);
    expect([...EMBEDDED_TYPES].sort()).toEqual(withoutId.sort());
  });
});

describe('answers kept from an earlier visit', () => {
  const FOLDERS = gql`query Folders($user: ID!) { foldersByDate(created_user_id: $user) { items { id } } }`;
  const RENAME = gql`mutation Rename($id: ID!) { updateFolder(input: { id: $id }) { id } }`;

  /**
   * The request policies the cache is asked with, in turn, behind askKeptAnswersAgain; a query named `offline` is
   * answered with a network error, as when the server is away.
   */
  function policiesSeen() {
    const seen: string[] = [];
    const network: Exchange = () => (operations$) =>
      pipe(
        operations$,
        filter((operation) => operation.kind !== 'teardown'),
        map((operation): OperationResult => {
          seen.push(`${operation.kind} ${operation.context.requestPolicy}`);
          const offline = operation.variables?.user === 'offline';
          return offline ? makeErrorResult(operation, new Error('away')) : makeResult(operation, { data: null });
        }),
      );
    const [beforeCache, beforeNetwork] = askKeptAnswersAgain();
    const client = new Client({ url: '/graphql', exchanges: [beforeCache, beforeNetwork, network] });
    return { client, seen };
  }

  it('are asked again from the server until it has answered on this page, then read from the cache; nothing else changes', async () => {
    const { client, seen } = policiesSeen();
    const ask = (user: string, requestPolicy: RequestPolicy) => client.query(FOLDERS, { user }, { requestPolicy }).toPromise();
    await ask('a', 'cache-first');
    await ask('a', 'cache-first');
    await ask('offline', 'cache-first');
    await ask('offline', 'cache-first');
    await ask('a', 'network-only');
    await client.mutation(RENAME, { id: 'f' }).toPromise();
    expect(seen).toEqual([
      'query cache-and-network',
      'query cache-first',
      'query cache-and-network',
      'query cache-and-network',
      'query network-only',
      'mutation cache-first',
    ]);
  });
});
