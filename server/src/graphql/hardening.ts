import { LIMITS, MESSAGES } from '@musubi/shared';
import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  getNullableType,
  GraphQLError,
  GraphQLScalarType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isNonNullType,
  isListType,
  Kind,
  Location,
  typeFromAST,
  parse,
  visit,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import type { IResolvers } from 'mercurius';
import { AppError, badInput } from '../lib/errors';
import { LARGER_PAGES, pageLimit } from '../lib/paging';

/**
 * Limits on a request's document, the same for everyone. tokens bounds what the parser reads; fragmentNesting how
 * deep fragment spreads may lie within each other (the web app's go 2 deep), so that nothing after the parser
 * recurses through a long chain of them.
 */
export const QUERY_LIMITS = { depth: 12, aliases: 30, fields: 600, tokens: 5_000, fragmentNesting: 10 } as const;

/**
 * What one HTTP request may cost, signed in or without a session (config: QUERY_MAX_COST, QUERY_MAX_ITEMS,
 * GRAPHQL_MAX_BODY_BYTES and their _SIGNED_OUT twins; decision 0254). cost is the estimate made before running
 * (listCostEstimator): the web app's widest document, a room's board listing, is 37,241. items counts the
 * list items the answer holds as it is made, measured at 18–32 µs of one core and about 170 bytes each on the widest
 * board listings, so that no answer holds much more than 2 MB (a level already read still runs to its end: decision
 * 0254). bodyBytes caps the request's body.
 */
export interface QueryBudget {
  cost: number;
  items: number;
  bodyBytes: number;
}

export interface QueryBudgets {
  signedIn: QueryBudget;
  signedOut: QueryBudget;
  /** How long one request's resolvers may run, ms. */
  timeoutMs: number;
}

export function queryBudgets(config: {
  QUERY_MAX_COST: number;
  QUERY_MAX_COST_SIGNED_OUT: number;
  QUERY_MAX_ITEMS: number;
  QUERY_MAX_ITEMS_SIGNED_OUT: number;
  GRAPHQL_MAX_BODY_BYTES: number;
  GRAPHQL_MAX_BODY_BYTES_SIGNED_OUT: number;
  QUERY_TIMEOUT_MS: number;
}): QueryBudgets {
  return {
    signedIn: { cost: config.QUERY_MAX_COST, items: config.QUERY_MAX_ITEMS, bodyBytes: config.GRAPHQL_MAX_BODY_BYTES },
    signedOut: {
      cost: config.QUERY_MAX_COST_SIGNED_OUT,
      items: config.QUERY_MAX_ITEMS_SIGNED_OUT,
      bodyBytes: config.GRAPHQL_MAX_BODY_BYTES_SIGNED_OUT,
    },
    timeoutMs: config.QUERY_TIMEOUT_MS,
  };
}

/** What a refused request names in extensions.limit. */
export type QueryLimitName = 'depth' | 'aliases' | 'fields' | 'cost' | 'nesting' | 'items' | 'timeout';
const LIMIT_NAMES = new Set<string>(['depth', 'aliases', 'fields', 'cost', 'nesting', 'items', 'timeout']);

/** A request refused before it runs: LIMIT_EXCEEDED naming the limit; errors.ts logs it as a warning. */
function refusal(limit: QueryLimitName, max?: number, actual?: number): GraphQLError {
  return new GraphQLError(MESSAGES.queryTooLarge, { extensions: { code: 'LIMIT_EXCEEDED', limit, max, actual } });
}

/** The limit a refusal names, or null for any other error. */
export function refusedLimit(error: unknown): QueryLimitName | null {
  const { extensions, code } = (error ?? {}) as { extensions?: Record<string, unknown>; code?: unknown };
  const limit = extensions?.code === 'LIMIT_EXCEEDED' || code === 'LIMIT_EXCEEDED' ? extensions?.limit : undefined;
  return typeof limit === 'string' && LIMIT_NAMES.has(limit) ? (limit as QueryLimitName) : null;
}

const aliasAndFieldLimit: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let aliases = 0;
  let fields = 0;
  return {
    Field(node) {
      fields += 1;
      if (node.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > QUERY_LIMITS.aliases) context.reportError(refusal('aliases', QUERY_LIMITS.aliases, aliases));
        if (fields > QUERY_LIMITS.fields) context.reportError(refusal('fields', QUERY_LIMITS.fields, fields));
      },
    },
  };
};

export function validationRules(production: boolean): ValidationRule[] {
  return production ? [aliasAndFieldLimit, NoSchemaIntrospectionCustomRule] : [aliasAndFieldLimit];
}

/**
 * Refuses a document whose fields nest deeper than QUERY_LIMITS.depth (LIMIT_EXCEEDED, `depth`), as Mercurius refuses
 * a query over HTTP. Run after checkShape and validation: fragments nest boundedly and do not cycle.
 */
export function checkDepth(document: DocumentNode) {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const depthOf = (selectionSet: SelectionSetNode): number => {
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthOf(selection.selectionSet) : 0));
      else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet));
      else {
        const spread = fragments.get(selection.name.value);
        if (spread) deepest = Math.max(deepest, depthOf(spread));
      }
    }
    return deepest;
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    // Mercurius counts the root field's level as 0.
    const actual = depthOf(definition.selectionSet) - 1;
    if (actual > QUERY_LIMITS.depth) throw refusal('depth', QUERY_LIMITS.depth, actual);
  }
}

/** Mercurius's own depth limit reports MER_ERR_GQL_QUERY_DEPTH; it leaves as the same refusal as ours. */
export function depthRefusal(error: unknown): GraphQLError | null {
  if ((error as { code?: unknown } | null)?.code !== 'MER_ERR_GQL_QUERY_DEPTH') return null;
  const actual = Number(/query depth \((\d+)\)/.exec(String((error as Error).message))?.[1] ?? 0);
  return refusal('depth', QUERY_LIMITS.depth, actual);
}

/** How many items an unpaged list is assumed to hold (a task's assignees, files and tags; a message's stamps). */
const UNPAGED_LIST_SIZE = 10;

/**
 * Each object in an answer costs 1, scalars nothing; a list multiplies what it holds by its size: a paged
 * field by its limit (the default page when none is given), a list argument (ids, inputs) by its length, any
 * other list by UNPAGED_LIST_SIZE. A page's items are already counted by the paged field that holds them.
 */
const listCostEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const own = isCompositeType(getNamedType(field.type)) ? 1 : 0;
  if (field.args.some((arg) => arg.name === 'limit')) {
    const limit = typeof args.limit === 'number' ? args.limit : null;
    return own + pageLimit(limit, LARGER_PAGES[`${type.name}.${field.name}`]) * childComplexity;
  }
  if (!isListType(getNullableType(field.type))) return own + childComplexity;
  if (type.name.endsWith('Page')) return own + childComplexity;
  const listArgument = Object.values(args).find((value): value is unknown[] => Array.isArray(value));
  return (listArgument?.length ?? UNPAGED_LIST_SIZE) * (own + childComplexity);
};

/** The largest page of any list: what a number whose value is not known is taken to be. */
const LARGEST_PAGE = Math.max(LIMITS.maxPageSize, ...Object.values(LARGER_PAGES).map((size) => size.max));

/** A value of the type for a variable whose value is not known: every number the largest page, to be safe. */
function placeholder(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isInputObjectType(nullable)) {
    const required = Object.values(nullable.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, placeholder(field.type)]));
  }
  if (nullable.name === 'Int' || nullable.name === 'Float') return LARGEST_PAGE;
  if (nullable.name === 'Boolean') return false;
  return 'x';
}

/** Variables for a document whose own are not known (a subscription's hook does not see them). */
function placeholderVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type);
      if (type && isInputType(type)) variables[variable.variable.name.value] = placeholder(type);
    }
  }
  return variables;
}

/** graphql-query-complexity recurses through fragments: a stack it overflows is the document's fault, not ours. */
function complexityOf(options: Parameters<typeof getComplexity>[0]): number {
  try {
    return getComplexity(options);
  } catch (error) {
    if (error instanceof RangeError) throw fragmentsTooDeep();
    throw error;
  }
}

/** The cost of the document's most expensive operation with these variables (or the costliest they could be). */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>) {
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operationCost = complexityOf({
      schema,
      query: document,
      variables: variables ?? placeholderVariables(schema, document),
      operationName: definition.name?.value,
      estimators: [listCostEstimator],
    });
    cost = Math.max(cost, operationCost);
  }
  return cost;
}

/**
 * The cost of documents that no variable can raise, by schema: their cost at their costliest. The GraphQL layer
 * keeps a parsed document for each query text it sees again, so the web app's queries are costed once, not per
 * request, and checked against the budget of whoever sends them.
 */
const costliest = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, number>>();

/**
 * The same by query text, for documents parsed anew each time: the GraphQL layer parses every subscription's
 * document again. A few hundred short texts, the oldest forgotten first, so that no client can grow it.
 */
const costliestTexts = new WeakMap<GraphQLSchema, Map<string, number>>();
const KEPT_TEXTS = 500;
const KEPT_TEXT_LENGTH = 4_096;

/**
 * Whether the document's cost with placeholder variables bounds its cost with any variables: page sizes are taken
 * as the largest and the estimator reads nothing else from them, except the length of a list variable and a
 * variable that includes or skips part of the document (@include, @skip), which a placeholder cannot stand for.
 */
function placeholdersBoundCost(document: DocumentNode): boolean {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = variable.type.kind === Kind.NON_NULL_TYPE ? variable.type.type : variable.type;
      if (type.kind === Kind.LIST_TYPE) return false;
    }
  }
  let bounded = true;
  visit(document, {
    Directive(node) {
      visit(node, { Variable: () => void (bounded = false) });
    },
  });
  return bounded;
}

/**
 * Refuses a document whose cost is over `max`; run before execution, when the variables are known (and before a
 * subscription starts, without them). A document no variable can raise is costed at its costliest once; within the
 * budget then, it is not costed again.
 */
export function checkCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, max: number) {
  let known = costliest.get(schema);
  let texts = costliestTexts.get(schema);
  // The text the document was parsed from, when the parser kept it.
  const text = document.loc?.source.body;
  const kept = known?.get(document) ?? (text !== undefined ? texts?.get(text) : undefined);
  // Within the budget at its costliest: nothing to count. Over it, its own variables may still ask for little.
  if (kept !== undefined && kept <= max) return;
  const cost = queryCost(schema, document, variables);
  if (kept === undefined && placeholdersBoundCost(document)) {
    const atMost = variables === undefined ? cost : queryCost(schema, document);
    if (!known) costliest.set(schema, (known = new WeakMap()));
    known.set(document, atMost);
    if (text !== undefined && text.length <= KEPT_TEXT_LENGTH) {
      if (!texts) costliestTexts.set(schema, (texts = new Map()));
      if (texts.size >= KEPT_TEXTS) texts.delete(texts.keys().next().value!);
      texts.set(text, atMost);
    }
  }
  if (cost > max) throw refusal('cost', max, cost);
}

/**
 * Lists the web app never nests, each with the field its object was reached by: below another list, the pair is
 * refused (the `nesting` limit). A membership's room's members are the members of a room already listed, each
 * level multiplying by a page; a room list's members (getRoomList → Room.users, decision 0180) stay allowed.
 */
const NEVER_NESTED = new Map([
  ['Room.users', 'UserRoom.room'],
  ['Folder.rooms', 'UserRoom.folder'],
]);

/**
 * Refuses a document the GraphQL parser did not make. Mercurius takes a query that is not GraphQL text for a syntax
 * tree written in JSON (and a socket's query object for one as it is): no parser limit bounds such a tree, and
 * nothing checks its nodes before validation walks them. A parsed document's position is the parser's own class,
 * which JSON cannot make.
 */
export function refuseUnparsedDocument(document: unknown) {
  const loc = typeof document === 'object' && document !== null ? (document as DocumentNode).loc : undefined;
  if (!(loc instanceof Location)) throw new GraphQLError(MESSAGES.invalidRequest, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** A fragment chain deeper than QUERY_LIMITS.fragmentNesting: BAD_USER_INPUT, as graphql-js's own refusals are. */
const fragmentsTooDeep = () =>
  badInput(MESSAGES.queryTooComplex, { limit: 'fragmentNesting', max: QUERY_LIMITS.fragmentNesting });

/**
 * Checks a document's shape before anything recursive reads it (validation, cost, execution), in one pass over its
 * operations with their fragments spread, kept on an explicit stack so that no document can overflow it:
 * - fragment spreads lie at most QUERY_LIMITS.fragmentNesting deep within each other, or BAD_USER_INPUT;
 * - a field of NEVER_NESTED reached by its pair below a list is refused (LIMIT_EXCEEDED, `nesting`): `Room.users`
 *   under `UserRoomPage.items → UserRoom.room` would multiply a room's members by its members.
 * Unknown fields and fragments are passed over: validation reports them afterwards.
 */
export function checkShape(schema: GraphQLSchema, document: DocumentNode) {
  const fragments = new Map<string, { typeCondition: string; selectionSet: SelectionSetNode }>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, { typeCondition: definition.typeCondition.name.value, selectionSet: definition.selectionSet });
    }
  }
  type Frame = { selectionSet: SelectionSetNode; type: GraphQLNamedType | undefined; via: string; underList: boolean; spreads: number };
  const stack: Frame[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'query' ? schema.getQueryType() : definition.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    stack.push({ selectionSet: definition.selectionSet, type: root ?? undefined, via: '', underList: false, spreads: 0 });
  }
  // A fragment needs walking once for each place it can stand in: below a list or not, at each depth of spreads.
  const walked = new Set<string>();
  while (stack.length > 0) {
    const { selectionSet, type, via, underList, spreads } = stack.pop()!;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || !type || !(isObjectType(type) || isInterfaceType(type))) continue;
        const field = type.getFields()[selection.name.value];
        if (!field) continue;
        const name = `${type.name}.${field.name}`;
        if (underList && NEVER_NESTED.get(name) === via) throw refusal('nesting');
        const list = isListType(getNullableType(field.type));
        stack.push({ selectionSet: selection.selectionSet, type: getNamedType(field.type), via: name, underList: underList || list, spreads });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        stack.push({ selectionSet: selection.selectionSet, type: narrowed, via, underList, spreads });
      } else {
        if (spreads + 1 > QUERY_LIMITS.fragmentNesting) throw fragmentsTooDeep();
        const fragment = fragments.get(selection.name.value);
        const key = `${selection.name.value}|${via}|${underList}|${spreads + 1}`;
        if (!fragment || walked.has(key)) continue;
        walked.add(key);
        stack.push({ selectionSet: fragment.selectionSet, type: schema.getType(fragment.typeCondition), via, underList, spreads: spreads + 1 });
      }
    }
  }
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

/** Documents whose own text has no NUL character: a document the GraphQL layer kept is read once. */
const literalsWithoutNul = new WeakSet<DocumentNode>();

/**
 * Text with a NUL character is refused before execution: PostgreSQL cannot store it, and it would otherwise
 * surface as a database error in whichever query met it first.
 */
export function refuseNulCharacters(document: DocumentNode, variables?: Record<string, unknown>) {
  let found = holdsNul(variables);
  if (!found && !literalsWithoutNul.has(document)) {
    visit(document, { StringValue: (node) => void (found ||= node.value.includes('\u0000')) });
    if (!found) literalsWithoutNul.add(document);
  }
  if (found) throw new GraphQLError(MESSAGES.invalidCharacter, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Thrown by a resolver that starts, or a list item reached, after its request's deadline. */
export const timedOut = (timeoutMs: number) =>
  new AppError('LIMIT_EXCEEDED', MESSAGES.queryTimedOut, { limit: 'timeout', max: timeoutMs });

/**
 * What one HTTP request's answer may still take: its deadline, read on the given clock, and the list items it may
 * still hold. Every resolver checks it before it runs and every list item before it is answered; once spent, every
 * later check throws the same refusal, and the answer is that refusal alone (app.ts, before it is serialised).
 */
export class AnswerBudget {
  private items = 0;
  /** The refusal that stopped the request, once one has. */
  stopped: AppError | null = null;

  constructor(
    private readonly now: () => number,
    readonly timeoutMs: number,
    readonly maxItems: number,
    readonly deadline = now() + timeoutMs,
  ) {}

  /** Throws once the deadline has passed or the budget is spent. */
  check(): void {
    if (this.stopped) throw this.stopped;
    if (this.now() >= this.deadline) throw (this.stopped = timedOut(this.timeoutMs));
  }

  /**
   * One more list item in the answer: false, with the refusal kept in `stopped`, once the deadline has passed or
   * the items are spent. It does not throw: a list's reader (graphql-js, or graphql-jit's compiled code) may not
   * expect its iterator to, so the list just ends there and the answer is replaced by the refusal.
   */
  take(): boolean {
    if (this.stopped) return false;
    this.items += 1;
    if (this.items > this.maxItems) {
      this.stopped = new AppError('LIMIT_EXCEEDED', MESSAGES.queryTooLarge, { limit: 'items', max: this.maxItems });
    } else if (this.now() >= this.deadline) {
      this.stopped = timedOut(this.timeoutMs);
    }
    return !this.stopped;
  }

  /**
   * The resolver's value with its list (an array, or a page's items) checked item by item: GraphQL reads a list
   * through its iterator, so the check runs between items, as they are answered.
   */
  guard(value: unknown): unknown {
    if (Array.isArray(value)) return this.guardList(value);
    if (value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items)) {
      return { ...value, items: this.guardList((value as { items: unknown[] }).items) };
    }
    return value;
  }

  private guardList(items: unknown[]): unknown[] {
    const guarded = items.slice();
    const take = () => this.take();
    Object.defineProperty(guarded, Symbol.iterator, {
      value: function* () {
        for (const item of items) {
          if (!take()) return;
          yield item;
        }
      },
    });
    return guarded;
  }
}

/**
 * The fields whose value is a list or a page of one (`…Page`), as "Type.field", read from the schema's text: their
 * resolvers' lists are checked item by item.
 */
export function listFields(schemaSource: string): Set<string> {
  const fields = new Set<string>();
  for (const definition of parse(schemaSource).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const field of definition.fields ?? []) {
      const type = field.type.kind === Kind.NON_NULL_TYPE ? field.type.type : field.type;
      let named = field.type;
      while (named.kind !== Kind.NAMED_TYPE) named = named.type;
      if (type.kind === Kind.LIST_TYPE || named.name.value.endsWith('Page')) fields.add(`${definition.name.value}.${field.name.value}`);
    }
  }
  return fields;
}

type Resolve = (root: unknown, args: unknown, context: { budget?: AnswerBudget }, info: unknown) => unknown;

/**
 * Every resolver of queries, mutations and types first checks the request's budget (context.budget, made per HTTP
 * request): past its deadline or its items, the rest of the answer is refused at once instead of running on, and a
 * list the resolver returns is checked between its items (`lists`, from listFields). Subscriptions live as long
 * as their socket and have no budget.
 */
export function withDeadline(resolvers: IResolvers, lists: ReadonlySet<string> = new Set()): IResolvers {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, unknown>)) {
    if (typeName === 'Subscription' || fields instanceof GraphQLScalarType || typeof fields !== 'object' || !fields) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([name, resolve]) => {
        if (typeof resolve !== 'function' || name.startsWith('__')) return [name, resolve];
        const run = resolve as Resolve;
        const guarded: Resolve = lists.has(`${typeName}.${name}`)
          ? (root, args, context, info) => {
              const budget = context.budget;
              if (!budget) return run(root, args, context, info);
              budget.check();
              const value = run(root, args, context, info);
              return value instanceof Promise ? value.then((resolved) => budget.guard(resolved)) : budget.guard(value);
            }
          : (root, args, context, info) => {
              context.budget?.check();
              return run(root, args, context, info);
            };
        return [name, guarded];
      }),
    );
  }
  return wrapped as IResolvers;
}

/** graphql-js suggests field names on typos; in production that would map the schema for an attacker. */
export function stripSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .*$/s, '');
}
