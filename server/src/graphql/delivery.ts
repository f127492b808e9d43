import {
  type ASTNode,
  type DocumentNode,
  execute,
  type ExecutionResult,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  Kind,
  type Location,
  type OperationDefinitionNode,
  print,
  visit,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type WebSocket from 'ws';
import { sha256 } from '../lib/ids';
import type { RequestContext } from './context';

/** What the client is sent for an execution result with errors: masked, and logged once (graphql/errors.ts). */
export type FormatResult = (result: ExecutionResult) => unknown;

/**
 * Subscription documents by their text, with no position in the text: a few hundred short texts, the oldest
 * forgotten first, so that no client can grow it. The web app sends a handful of texts from every page.
 */
const sharedDefinitions = new Map<string, DocumentNode['definitions']>();
const SHARED_TEXTS = 500;
const SHARED_TEXT_LENGTH = 4_096;
/** The operations of the shared texts: only these are compiled (Shape), so that compiled code stays bounded too. */
const sharedOperations = new WeakSet<object>();

/**
 * Makes a subscription's document run on the nodes every subscription of the same text runs on. A subscription
 * keeps its document for as long as it lives, and the GraphQL layer parses each one anew: with the web app's five
 * subscriptions on every page, each socket kept its own copies of the same few documents. A node's position in the
 * text reaches the whole chain of the text's tokens, so the shared nodes keep none; positions serve only to locate
 * an error in the text, and the cost check that reads the text runs before this.
 */
export function shareDocument(document: DocumentNode) {
  const text = document.loc?.source.body;
  const shared = text === undefined ? undefined : sharedDefinitions.get(text);
  if (shared) {
    // Mercurius holds the operation it found in this document for as long as the subscription lives: each parsed
    // definition is left a shell over the shared one's nodes, so that it keeps neither copies nor positions.
    document.definitions.forEach((definition, i) => Object.assign(definition, shared[i]));
    (document as { definitions: DocumentNode['definitions'] }).definitions = shared;
    (document as { loc?: Location }).loc = undefined;
    return;
  }
  visit(document, {
    enter(node) {
      (node as { loc?: Location }).loc = undefined;
    },
  });
  if (text === undefined || text.length > SHARED_TEXT_LENGTH) return;
  if (sharedDefinitions.size >= SHARED_TEXTS) sharedDefinitions.delete(sharedDefinitions.keys().next().value!);
  sharedDefinitions.set(text, document.definitions);
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
 * reads the event alone. Subscriptions of the same text run the same operation node (`shareDocument`).
 */
interface Shape {
  document: DocumentNode;
  digest: string;
  reads: string[];
  /** Events executed so far, until the operation is compiled. */
  executions: number;
  /** The operation compiled to JavaScript (graphql-jit, as Mercurius runs queries); null when it cannot be. */
  compiled?: CompiledQuery | null;
}

/**
 * An operation is compiled at its second event, as Mercurius compiles a query at its second request: compiling
 * costs more than executing once, and a shared text is heard by many sockets for as long as they stay. Live events
 * are most of a busy node's GraphQL work (every member's own membership row changes with each post in a room), and
 * graphql-js's interpreter allocates anew for every field of every event.
 */
const COMPILE_AT_EXECUTION = 2;

const shapes = new WeakMap<OperationDefinitionNode, Shape>();

function shapeOf(info: GraphQLResolveInfo): Shape {
  let shape = shapes.get(info.operation);
  if (shape) return shape;
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [info.operation, ...Object.values(info.fragments)] };
  const below: ASTNode[] = [...(info.operation.directives ?? []), ...Object.values(info.fragments)];
  for (const field of info.fieldNodes) below.push(...(field.directives ?? []), ...(field.selectionSet ? [field.selectionSet] : []));
  const reads = new Set<string>();
  for (const node of below) visit(node, { Variable: (variable) => void reads.add(variable.name.value) });
  shapes.set(info.operation, (shape = { document, digest: sha256(print(document)), reads: [...reads].sort(), executions: 0 }));
  return shape;
}

/** What a subscription asked for, and its key: its operation's digest, with the values of the variables read below. */
function selectionOf(info: GraphQLResolveInfo): Selection {
  const shape = shapeOf(info);
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
 * The subscriber's context as the shared execution sees it. Whatever reads the viewer (or the socket or request it
 * came with) makes the answer that viewer's alone: signed file links, a user's private fields, a direct room's
 * partner. Everything else a field reads (rows, stamps, authors) is the same for every member of the room.
 */
function sharedContext(ctx: RequestContext, personal: () => void): RequestContext {
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
  let readViewer = false;
  const result = await executeSelection(selection, event, sharedContext(ctx, () => (readViewer = true)));
  const payload = result.errors && result.errors.length > 0 ? format(result) : result;
  return { json: Buffer.from(JSON.stringify(payload)), viewerId: readViewer ? (ctx.viewer?.id ?? '') : null };
}

/** The event as this subscriber's selection answers it: made once for all, or once per viewer where a field read it. */
async function renderedFor(event: unknown, selection: Selection, ctx: RequestContext, format: FormatResult): Promise<Rendered> {
  if (typeof event !== 'object' || event === null) return render(event, selection, ctx, format);
  let bySelection = renderedByEvent.get(event);
  if (!bySelection) renderedByEvent.set(event, (bySelection = new Map()));
  const once = (key: string) => {
    let rendered = bySelection.get(key);
    if (!rendered) bySelection.set(key, (rendered = render(event, selection, ctx, format)));
    return rendered;
  };
  const shared = await once(selection.key);
  const viewerId = ctx.viewer?.id ?? '';
  return shared.viewerId === null || shared.viewerId === viewerId ? shared : once(`${selection.key}\n${viewerId}`);
}

const FRAME_END = Buffer.from('}');

/**
 * Sends a subscription's events on its socket: each event executed once per selection and serialised once, the
 * same bytes for every socket, only the frame's subscription id its own (graphql-ws `next`, or `data` on the older
 * subprotocol). Events go out in the order the source gives them; the source decides who hears what (membership,
 * replay) and the socket's session decides how long (graphql/sockets.ts). The iterator handed back to the GraphQL
 * layer yields nothing: it ends when the source does (the layer then sends `complete`) and fails when it fails.
 */
export function deliverOnce(
  source: AsyncIterable<unknown>,
  socket: WebSocket,
  id: string,
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  format: FormatResult,
): AsyncIterableIterator<never> {
  const events = source[Symbol.asyncIterator]();
  const ended: IteratorReturnResult<undefined> = { done: true, value: undefined };
  const selection = selectionOf(info);
  const type = socket.protocol === 'graphql-ws' ? 'data' : 'next';
  const frameStart = Buffer.from(`{"type":"${type}","id":${JSON.stringify(id)},"payload":`);
  let stopped = false;
  const sending = (async () => {
    for (let next = await events.next(); !next.done && !stopped; next = await events.next()) {
      const { json } = await renderedFor(next.value, selection, ctx, format);
      if (stopped || socket.readyState !== socket.OPEN) break;
      socket.send(Buffer.concat([frameStart, json, FRAME_END]), { binary: false });
    }
    return ended;
  })();
  // Its failure reaches the GraphQL layer through next(); one stopped before asking must not crash the process.
  sending.catch(() => undefined);
  return {
    next: () => sending,
    return: async () => {
      stopped = true;
      await events.return?.();
      return ended;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
