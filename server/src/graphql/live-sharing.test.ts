import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type DefinitionNode, type DocumentNode, type ExecutionResult, type GraphQLObjectType, Kind, parse, subscribe, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../deps';
import { loadResolvers, loadSchemaSource } from '../modules';
import { EVENTS_SHARE_MS, loadOncePerRow, sharedByEvents, viewerFree } from './batch';
import type { RequestContext } from './context';
import { deliverOnce, type LiveSharing, renderingOf } from './delivery';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Subscription { onPing(room: ID!): Ping! }
  type Ping { id: ID! mine: String shared: String }
`);
let sharedRuns = 0;
const ping = (schema.getType('Ping') as GraphQLObjectType).getFields();
ping.mine!.resolve = (event: { id: string }, _args, ctx: RequestContext) => `${event.id}:${ctx.viewer?.id}`;
ping.shared!.resolve = (event: { id: string }) => {
  sharedRuns += 1;
  return `shared:${event.id}`;
};

/** Each subscriber's frames, and the bus: every subscriber hears the same event object, as on a node. */
const listeners = new Set<(event: object) => void>();
const publish = (event: object) => listeners.forEach((listener) => listener(event));
function source(): AsyncIterable<object> {
  const queue: object[] = [];
  let wake: (() => void) | null = null;
  listeners.add((event) => {
    queue.push(event);
    wake?.();
  });
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        yield queue.shift()!;
      }
    },
  };
}

const format = (result: ExecutionResult) => ({ data: result.data ?? null, errors: result.errors?.map((error) => ({ message: error.message })) });

async function subscriber(viewerId: string, query: string, sharing: LiveSharing) {
  const frames: Array<{ payload: ExecutionResult }> = [];
  const subscription = schema.getSubscriptionType()!.getFields().onPing!;
  subscription.subscribe = (_root, _args, ctx: RequestContext, info) =>
    deliverOnce(source(), ctx.subscriptionId!, ctx, info, format, sharing, {
      readAhead: 100,
      watch: () => () => undefined,
      check: () => false,
      room: () => undefined,
      isOpen: () => true,
      send: (frame) => frames.push(JSON.parse(frame.toString()) as { payload: ExecutionResult }),
    });
  const ctx: RequestContext = { deps: {} as Deps, viewer: { id: viewerId } as RequestContext['viewer'], subscriptionId: viewerId, limit: async () => undefined };
  await subscribe({ schema, document: parse(query), contextValue: ctx, variableValues: { r: 'room' } });
  return frames;
}

const sharing = (viewerFreeFields: string[]): LiveSharing => ({
  resolved: new Set(['Ping.mine', 'Ping.shared']),
  viewerFree: new Set(viewerFreeFields),
  viewerRead: new Set(),
});

describe('a live event’s selection', () => {
  it('is rendered per viewer when a field with a resolver declares nothing: two viewers of one event see their own values', async () => {
    listeners.clear();
    const text = 'subscription Own($r: ID!) { onPing(room: $r) { id mine shared } }';
    const rules = sharing(['Ping.shared']);
    expect(renderingOf(schema, parse(text), rules)).toBe('per-viewer');
    const [a, b] = [await subscriber('a', text, rules), await subscriber('b', text, rules)];
    publish({ onPing: { id: 'p1' } });
    await expect.poll(() => a.length + b.length).toBe(2);
    expect(a[0]!.payload).toEqual({ data: { onPing: { id: 'p1', mine: 'p1:a', shared: 'shared:p1' } } });
    expect(b[0]!.payload).toEqual({ data: { onPing: { id: 'p1', mine: 'p1:b', shared: 'shared:p1' } } });
  });

  it('is rendered once for everyone when every field is declared viewer-free', async () => {
    listeners.clear();
    const text = 'subscription Shared($r: ID!) { onPing(room: $r) { id shared } }';
    const rules = sharing(['Ping.shared']);
    expect(renderingOf(schema, parse(text), rules)).toBe('shared');
    const all = await Promise.all(['a', 'b', 'c'].map((viewer) => subscriber(viewer, text, rules)));
    const before = sharedRuns;
    publish({ onPing: { id: 'p2' } });
    await expect.poll(() => all.every((frames) => frames.length === 1)).toBe(true);
    expect(sharedRuns - before).toBe(1);
    for (const frames of all) expect(frames[0]!.payload).toEqual({ data: { onPing: { id: 'p2', shared: 'shared:p2' } } });
  });

  it('fails, rather than share one viewer’s value, where a field declared viewer-free reads the viewer', async () => {
    listeners.clear();
    const text = 'subscription Lying($r: ID!) { onPing(room: $r) { id mine } }';
    const rules = sharing(['Ping.mine']);
    expect(renderingOf(schema, parse(text), rules)).toBe('shared');
    const [a, b] = [await subscriber('a', text, rules), await subscriber('b', text, rules)];
    publish({ onPing: { id: 'p3' } });
    await expect.poll(() => a.length + b.length).toBe(2);
    for (const frames of [a, b]) {
      expect(frames[0]!.payload.data).toEqual({ onPing: { id: 'p3', mine: null } });
      expect(JSON.stringify(frames[0]!.payload.errors)).toContain('declared the same for every viewer');
    }
  });

  it('shares a row’s load across viewers only when the load is declared viewer-free, and such a load cannot read the viewer', async () => {
    const readsViewer = viewerFree<string, string>(async (ctx, keys) => keys.map((key) => `${key}:${ctx.viewer?.id}`));
    const ctx: RequestContext = { deps: {} as Deps, viewer: { id: 'a' } as RequestContext['viewer'], limit: async () => undefined };
    await expect(loadOncePerRow(ctx, readsViewer, {}, 'k')).rejects.toThrow('declared the same for every viewer');
    const rowFree = viewerFree<string, string>(async (_ctx, keys) => keys.map((key) => `${key}!`));
    const row = {};
    const first = loadOncePerRow(ctx, rowFree, row, 'k');
    expect(loadOncePerRow({ ...ctx, viewer: { id: 'b' } as RequestContext['viewer'] }, rowFree, row, 'k')).toBe(first);
    expect(await first).toBe('k!');
  });

  it('is shared by events that name one key and come together, and read anew for another key or later', () => {
    const at = 1_000_000;
    const group = sharedByEvents('commit-a', at);
    expect(sharedByEvents('commit-a', at + EVENTS_SHARE_MS - 1)).toBe(group);
    expect(sharedByEvents('commit-b', at)).not.toBe(group);
    const later = sharedByEvents('commit-a', at + EVENTS_SHARE_MS);
    expect(later).not.toBe(group);
    expect(sharedByEvents('commit-a', at + EVENTS_SHARE_MS + 1)).toBe(later);
  });
});

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');

/** The web app's subscription documents by operation name, each with the fragments it spreads. */
function webSubscriptions(): Map<string, DocumentNode> {
  const definitions: DefinitionNode[] = [];
  const files = fs.readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('documents.ts'));
  for (const file of files) {
    for (const [, text] of fs.readFileSync(path.join(WEB, file), 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)) definitions.push(...parse(text!).definitions);
  }
  const fragments = new Map(definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const documents = new Map<string, DocumentNode>();
  for (const operation of definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'subscription') continue;
    const used = new Map<string, DefinitionNode>();
    const pending: DefinitionNode[] = [operation];
    while (pending.length > 0) {
      visit(pending.pop()!, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(spread.name.value)) pending.push(used.set(spread.name.value, fragment).get(spread.name.value)!);
        },
      });
    }
    documents.set(operation.name!.value, { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
  }
  return documents;
}

describe('the web app’s room subscriptions', () => {
  it('are rendered once for every member of the room (a file’s signed link making one its viewer’s), and every declaration names a field with a resolver', async () => {
    const appSchema = buildSchema(loadSchemaSource());
    const { liveSharing } = await loadResolvers();
    const documents = webSubscriptions();
    expect(renderingOf(appSchema, documents.get('ChatOnMessageChanges')!, liveSharing)).toBe('shared-until-read');
    expect(renderingOf(appSchema, documents.get('BoardOnTask')!, liveSharing)).toBe('shared');
    expect(renderingOf(appSchema, documents.get('BoardOnBoard')!, liveSharing)).toBe('shared');
    for (const coordinate of [...liveSharing.viewerFree, ...liveSharing.viewerRead]) {
      const [type, field] = coordinate.split('.');
      expect((appSchema.getType(type!) as GraphQLObjectType | undefined)?.getFields()[field!], coordinate).toBeDefined();
      expect(liveSharing.resolved.has(coordinate), coordinate).toBe(true);
    }
  });
});
