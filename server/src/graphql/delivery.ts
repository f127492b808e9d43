import { DEFAULT_LANGUAGE, type Language } from '@musubi/shared';
import {
  type ASTNode,
  type DocumentNode,
  execute,
  type ExecutionResult,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { sha256 } from '../lib/ids';
import { backlogNow, Queued, type Waiting } from './backlog';
import { withoutViewer } from './batch';
import type { RequestContext } from './context';

/** What the client is sent for an execution result with errors: masked, and logged once (graphql/errors.ts). */
export type FormatResult = (result: ExecutionResult, language: Language) => unknown;

/**
 * Which fields of a live event's selection may be rendered once for every subscriber, by "Type.field" (declared by
 * each module beside its resolvers, decision 0259). A field without a resolver reads its parent's value alone; one
 * with a resolver that declares nothing is rendered per viewer.
 */
export interface LiveSharing {
  /** The fields with a resolver of their own (a subscription field: one that resolves its event). */
  resolved: ReadonlySet<string>;
  /** The same for every viewer: their resolvers (and what they load) run with a context that cannot say whose it is. */
  viewerFree: ReadonlySet<string>;
  /** Read the viewer where they must (a file's signed link): rendered once for all until one of them does, then per viewer. */
  viewerRead: ReadonlySet<string>;
}

/**
 * How a selection's events are rendered: once per viewer (a field with a resolver declared nothing: the default);
 * once for all (every field viewer-free); or once for all until a viewerRead field reads the viewer.
 */
export type Rendering = 'per-viewer' | 'shared' | 'shared-until-read';

/** How the selections of this document are rendered (its operation with its fragments). */
export function renderingOf(schema: GraphQLSchema, document: DocumentNode, sharing: LiveSharing): Rendering {
  let rendering: Rendering = 'shared';
  const types = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(types, {
      Field(node) {
        if (node.name.value.startsWith('__')) return undefined;
        const parent = types.getParentType();
        const field = types.getFieldDef();
        if (!parent || !field) {
          rendering = 'per-viewer';
          return BREAK;
        }
        const coordinate = `${parent.name}.${field.name}`;
        if (!sharing.resolved.has(coordinate)) return undefined;
        if (sharing.viewerFree.has(coordinate)) return undefined;
        if (sharing.viewerRead.has(coordinate)) {
          rendering = 'shared-until-read';
          return undefined;
        }
        rendering = 'per-viewer';
        return BREAK;
      },
    }),
  );
  return rendering;
}

/**
 * The operations of documents every subscription of the same text runs (graphql/subscriptions.ts keeps them by text):
 * only these are compiled (Shape), so that compiled code stays bounded too.
 */
const sharedOperations = new WeakSet<object>();

/** Marks a document's operations as shared by every subscription of its text, so that they may be compiled. */
export function shareOperations(document: DocumentNode) {
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) sharedOperations.add(definition);
}

/** What a subscription asked for, and the key under which subscriptions that asked for the same share an event. */
interface Selection {
  schema: GraphQLSchema;
  shape: Shape;
  variables: Record<string, unknown>;
  key: string;
}

/** One event as one selection answers it: the JSON of the frame's payload, and whose it is when a field read the viewer. */
interface Rendered {
  json: Buffer;
  viewerId: string | null;
}

/**
 * The payloads made of each event, by selection. The bus hands every subscriber of this node the same event object
 * (as loadOncePerRow relies on), so a room's subscribers find here what the first of them made; the entry goes
 * with the event.
 */
const renderedByEvent = new WeakMap<object, Map<string, Promise<Rendered>>>();

/**
 * What every subscription of one operation shares: its operation and fragments as a document, the digest of their
 * printed text and the variables read below the subscription field. The field's own arguments (the room, where a
 * replay starts) choose which events come, not what an event's payload holds: a subscription field's `resolve`
 * reads the event alone. Subscriptions of the same text run the same operation node (graphql/subscriptions.ts).
 */
interface Shape {
  document: DocumentNode;
  digest: string;
  reads: string[];
  /** Events executed so far, until the operation is compiled. */
  executions: number;
  /** The operation compiled to JavaScript (graphql-jit, as Mercurius runs queries); null when it cannot be. */
  compiled?: CompiledQuery | null;
  rendering: Rendering;
}

/**
 * An operation is compiled at its second event, as Mercurius compiles a query at its second request: compiling
 * costs more than executing once, and a shared text is heard by many sockets for as long as they stay. Live events
 * are most of a busy node's GraphQL work (every member's own membership row changes with each post in a room), and
 * graphql-js's interpreter allocates anew for every field of every event.
 */
const COMPILE_AT_EXECUTION = 2;

const shapes = new WeakMap<OperationDefinitionNode, Shape>();

function shapeOf(info: GraphQLResolveInfo, sharing: LiveSharing): Shape {
  let shape = shapes.get(info.operation);
  if (shape) return shape;
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [info.operation, ...Object.values(info.fragments)] };
  const below: ASTNode[] = [...(info.operation.directives ?? []), ...Object.values(info.fragments)];
  for (const field of info.fieldNodes) below.push(...(field.directives ?? []), ...(field.selectionSet ? [field.selectionSet] : []));
  const reads = new Set<string>();
  for (const node of below) visit(node, { Variable: (variable) => void reads.add(variable.name.value) });
  const rendering = renderingOf(info.schema, document, sharing);
  shapes.set(info.operation, (shape = { document, digest: sha256(print(document)), reads: [...reads].sort(), executions: 0, rendering }));
  return shape;
}

/** What a subscription asked for, and its key: its operation's digest, with the values of the variables read below. */
function selectionOf(info: GraphQLResolveInfo, sharing: LiveSharing): Selection {
  const shape = shapeOf(info, sharing);
  const { digest, reads } = shape;
  const key = reads.length === 0 ? digest : sha256(`${digest}\n${JSON.stringify(reads.map((name) => info.variableValues[name]))}`);
  return { schema: info.schema, shape, variables: info.variableValues, key };
}

/** Executes the selection for one event: compiled once the operation is shared and heard again, interpreted before. */
async function executeSelection(selection: Selection, event: unknown, context: RequestContext): Promise<ExecutionResult> {
  const { shape } = selection;
  const operation = shape.document.definitions[0]!;
  if (shape.compiled === undefined && sharedOperations.has(operation) && ++shape.executions >= COMPILE_AT_EXECUTION) {
    const compiled = compileQuery(selection.schema, shape.document);
    shape.compiled = isCompiledQuery(compiled) ? compiled : null;
  }
  if (shape.compiled) return shape.compiled.query(event, context, selection.variables);
  return execute({ schema: selection.schema, document: shape.document, rootValue: event, contextValue: context, variableValues: selection.variables });
}

/**
 * The subscriber's context as an execution shared until a field reads the viewer sees it. Whatever reads the viewer
 * (or the socket or request it came with) makes the answer that viewer's alone: a file's signed link.
 */
function watchedContext(ctx: RequestContext, personal: () => void): RequestContext {
  return {
    deps: ctx.deps,
    limit: ctx.limit,
    get viewer() {
      personal();
      return ctx.viewer;
    },
    get socket() {
      personal();
      return ctx.socket;
    },
    get request() {
      personal();
      return ctx.request;
    },
  };
}

async function render(event: unknown, selection: Selection, ctx: RequestContext, format: FormatResult): Promise<Rendered> {
  const { rendering } = selection.shape;
  let readViewer = rendering === 'per-viewer';
  const context =
    rendering === 'per-viewer'
      ? ctx
      : rendering === 'shared'
        ? withoutViewer(ctx, 'a field of a live event')
        : watchedContext(ctx, () => (readViewer = true));
  const result = await executeSelection(selection, event, context);
  const failed = !!result.errors && result.errors.length > 0;
  // Errors are told in the viewer's language (decision 0326): an answer with errors is that viewer's own.
  if (failed) readViewer = true;
  const payload = failed ? format(result, ctx.viewer?.language ?? DEFAULT_LANGUAGE) : result;
  return { json: Buffer.from(JSON.stringify(payload)), viewerId: readViewer ? (ctx.viewer?.id ?? '') : null };
}

/**
 * The event as this subscriber's selection answers it: made once per viewer, or once for all when the selection is
 * declared the same for every viewer (until a field declared to read the viewer does).
 */
async function renderedFor(event: unknown, selection: Selection, ctx: RequestContext, format: FormatResult): Promise<Rendered> {
  if (typeof event !== 'object' || event === null) return render(event, selection, ctx, format);
  let bySelection = renderedByEvent.get(event);
  if (!bySelection) renderedByEvent.set(event, (bySelection = new Map()));
  const once = (key: string) => {
    let rendered = bySelection.get(key);
    if (!rendered) bySelection.set(key, (rendered = render(event, selection, ctx, format)));
    return rendered;
  };
  const viewerId = ctx.viewer?.id ?? '';
  const own = `${selection.key}\n${viewerId}`;
  if (selection.shape.rendering === 'per-viewer') return once(own);
  const shared = await once(selection.key);
  return shared.viewerId === null || shared.viewerId === viewerId ? shared : once(own);
}

const FRAME_END = Buffer.from('}');

/** How a subscription's waiting events are bounded, by the socket it runs on (graphql/sockets.ts). */
export interface DeliveryGuard {
  /** How many events may be read from the source ahead of those sent. */
  readAhead: number;
  /** Shows the socket what waits in this subscription, until the returned function is called. */
  watch(waiting: Waiting): () => void;
  /** Closes the socket when it or this subscription is beyond a limit; answers whether it is closed. */
  check(waiting: Waiting): boolean;
  /** Resolves when the socket's send buffer has room for another frame (undefined when it has now). */
  room(): Promise<void> | undefined;
  /** Whether the socket still takes frames (not closing, not fallen behind). */
  isOpen(): boolean;
  /** Hands the socket one frame. */
  send(frame: Buffer): void;
}

/**
 * Sends a subscription's events on its socket: each event executed once per selection (or once per viewer, see
 * LiveSharing) and serialised once, the same bytes for every socket, only the frame's subscription id its own
 * (graphql-transport-ws `next`). Events go out in the order the source gives them; the source decides who hears what
 * (membership, replay) and the socket's session decides how long (graphql/sockets.ts). An event is handed to the
 * socket when its send buffer has room, and the source is read ahead of what is sent, up to `guard.readAhead` events,
 * each timed as it comes: when the oldest has waited too long the guard closes the socket (decision 0257), and what
 * comes after is read and dropped until the subscription ends with it. The iterator handed back to the GraphQL layer
 * yields nothing: it ends when the source does (graphql-ws then sends `complete`) and fails when it fails.
 */
export function deliverOnce(
  source: AsyncIterable<unknown>,
  id: string,
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  format: FormatResult,
  sharing: LiveSharing,
  guard: DeliveryGuard,
): AsyncIterableIterator<never> {
  const events = source[Symbol.asyncIterator]();
  const ended: IteratorReturnResult<undefined> = { done: true, value: undefined };
  const selection = selectionOf(info, sharing);
  const frameStart = Buffer.from(`{"type":"next","id":${JSON.stringify(id)},"payload":`);
  const waiting = new Queued<unknown>();
  const unwatch = guard.watch(waiting);
  // Shared by the reader and the sender below (an object, so that each sees what the other set).
  const state: { stopped: boolean; sourceDone: boolean; failure: { error: unknown } | null; wake: (() => void) | null; room: (() => void) | null } = {
    stopped: false,
    sourceDone: false,
    failure: null,
    wake: null,
    room: null,
  };
  const stop = () => {
    state.stopped = true;
    waiting.clear();
    unwatch();
    state.wake?.();
    state.room?.();
  };
  const open = () => !state.stopped && guard.isOpen();
  void (async () => {
    try {
      for (;;) {
        while (waiting.size >= guard.readAhead && !state.stopped) {
          await new Promise<void>((resolve) => (state.room = resolve));
          state.room = null;
        }
        const next = await events.next();
        if (next.done || state.stopped) break;
        // A socket closing (for falling behind, or its session) hears nothing more: its events are not kept.
        if (!open()) continue;
        waiting.push(next.value, backlogNow());
        if (guard.check(waiting)) waiting.clear();
        state.wake?.();
      }
    } catch (error) {
      state.failure = { error };
    }
    state.sourceDone = true;
    state.wake?.();
  })();
  const sending = (async () => {
    try {
      for (;;) {
        if (state.failure) throw state.failure.error;
        if (state.stopped) break;
        if (waiting.size === 0) {
          if (state.sourceDone) {
            unwatch();
            break;
          }
          await new Promise<void>((resolve) => (state.wake = resolve));
          state.wake = null;
          continue;
        }
        const { json } = await renderedFor(waiting.peek(), selection, ctx, format);
        // The event stays waiting (and ageing) until the socket takes it. Every subscription of the socket wakes
        // when it has room, so each asks again: the first take it, the rest wait for the next.
        for (let room = guard.room(); room; room = guard.room()) await room;
        waiting.shift();
        state.room?.();
        if (!open()) continue;
        guard.send(Buffer.concat([frameStart, json, FRAME_END]));
      }
      return ended;
    } catch (error) {
      stop();
      void Promise.resolve(events.return?.()).catch(() => undefined);
      throw error;
    }
  })();
  // Its failure reaches the GraphQL layer through next(); one stopped before asking must not crash the process.
  sending.catch(() => undefined);
  return {
    next: () => sending,
    return: async () => {
      stop();
      await events.return?.();
      return ended;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
