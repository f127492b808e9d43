import { LIMITS, MESSAGES } from '@musubi/shared';
import {
  getNamedType,
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
  typeFromAST,
  visit,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import type { IResolvers } from 'mercurius';
import { AppError } from '../lib/errors';

/**
 * Limits that keep one request from costing the server more than a page of a real client would.
 * cost counts the objects an answer may hold (see listCostEstimator): the board's listing, the largest page of
 * the web app, is about 310,000 at its widest (100 boards of 100 tasks with their assignees, files and tags).
 * timeoutMs ends a request's resolvers however the cost estimate turned out.
 */
export const QUERY_LIMITS = { depth: 12, aliases: 30, fields: 600, cost: 500_000, timeoutMs: 5_000 } as const;

/** What a refused request names in extensions.limit. */
export type QueryLimitName = 'depth' | 'aliases' | 'fields' | 'cost' | 'timeout';

/** A request refused before it runs: LIMIT_EXCEEDED naming the limit; errors.ts logs it as a warning. */
function refusal(limit: QueryLimitName, max: number, actual: number): GraphQLError {
  return new GraphQLError(MESSAGES.queryTooLarge, { extensions: { code: 'LIMIT_EXCEEDED', limit, max, actual } });
}

/** The limit a refusal names, or null for any other error. */
export function refusedLimit(error: unknown): QueryLimitName | null {
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
  const limit = extensions?.code === 'LIMIT_EXCEEDED' ? extensions.limit : undefined;
  return limit === 'depth' || limit === 'aliases' || limit === 'fields' || limit === 'cost' || limit === 'timeout'
    ? limit
    : null;
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
  if (field.args.some((arg) => arg.name === 'limit')) return own + pageSize(args.limit) * childComplexity;
  if (!isListType(getNullableType(field.type))) return own + childComplexity;
  if (type.name.endsWith('Page')) return own + childComplexity;
  const listArgument = Object.values(args).find((value): value is unknown[] => Array.isArray(value));
  return (listArgument?.length ?? UNPAGED_LIST_SIZE) * (own + childComplexity);
};

function pageSize(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return LIMITS.pageSize;
  return Math.max(1, Math.min(LIMITS.maxPageSize, Math.trunc(limit)));
}

/** A value of the type for a variable whose value is not known: every number the largest page, to be safe. */
function placeholder(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isInputObjectType(nullable)) {
    const required = Object.values(nullable.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, placeholder(field.type)]));
  }
  if (nullable.name === 'Int' || nullable.name === 'Float') return LIMITS.maxPageSize;
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

/** The cost of the document's most expensive operation with these variables (or the costliest they could be). */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>) {
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operationCost = getComplexity({
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
 * Documents whose cost is within the limit whatever their variables say, by schema. The GraphQL layer keeps a
 * parsed document for each query text it sees again, so the web app's queries are costed once, not per request.
 */
const withinLimitAlways = new WeakMap<GraphQLSchema, WeakSet<DocumentNode>>();

/**
 * The same by query text, for documents parsed anew each time: the GraphQL layer parses every subscription's
 * document again. A few hundred short texts, the oldest forgotten first, so that no client can grow it.
 */
const textsWithinLimitAlways = new WeakMap<GraphQLSchema, Set<string>>();
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
 * Refuses a document whose cost is over the limit; run before execution, when the variables are known (and
 * before a subscription starts, without them). A document within the limit at its costliest is not costed again.
 */
export function checkCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>) {
  let known = withinLimitAlways.get(schema);
  let texts = textsWithinLimitAlways.get(schema);
  // The text the document was parsed from, when the parser kept it.
  const text = document.loc?.source.body;
  if (known?.has(document) || (text !== undefined && texts?.has(text))) return;
  const cost = queryCost(schema, document, variables);
  if (cost > QUERY_LIMITS.cost) throw refusal('cost', QUERY_LIMITS.cost, cost);
  if (placeholdersBoundCost(document) && (variables === undefined ? cost : queryCost(schema, document)) <= QUERY_LIMITS.cost) {
    if (!known) withinLimitAlways.set(schema, (known = new WeakSet()));
    known.add(document);
    if (text !== undefined && text.length <= KEPT_TEXT_LENGTH) {
      if (!texts) textsWithinLimitAlways.set(schema, (texts = new Set()));
      if (texts.size >= KEPT_TEXTS) texts.delete(texts.values().next().value!);
      texts.add(text);
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

/** Thrown by a resolver that starts after its request's deadline. */
export const timedOut = (timeoutMs: number) =>
  new AppError('LIMIT_EXCEEDED', MESSAGES.queryTimedOut, { limit: 'timeout', max: timeoutMs });

/**
 * Every resolver of queries, mutations and types first checks the request's deadline (context.deadline, set
 * per HTTP request): past it, the rest of the answer is refused at once instead of running on. Subscriptions
 * live as long as their socket and have no deadline.
 */
export function withDeadline(resolvers: IResolvers, timeoutMs: number): IResolvers {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, unknown>)) {
    if (typeName === 'Subscription' || fields instanceof GraphQLScalarType || typeof fields !== 'object' || !fields) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([name, resolve]) => {
        if (typeof resolve !== 'function' || name.startsWith('__')) return [name, resolve];
        const run = resolve as (root: unknown, args: unknown, context: { deadline?: number }, info: unknown) => unknown;
        return [
          name,
          (root: unknown, args: unknown, context: { deadline?: number }, info: unknown) => {
            if (context.deadline !== undefined && Date.now() >= context.deadline) throw timedOut(timeoutMs);
            return run(root, args, context, info);
          },
        ];
      }),
    );
  }
  return wrapped as IResolvers;
}

/** graphql-js suggests field names on typos; in production that would map the schema for an attacker. */
export function stripSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .*$/s, '');
}
