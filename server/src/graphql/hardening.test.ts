import { buildSchema, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as web from '../../../web/src/graphql/gql/graphql';
import { loadConfig } from '../config';
import { loadSchemaSource } from '../modules';
import { checkCost, checkShape, refuseNulCharacters } from './hardening';

const schema = buildSchema(`
  type Query { items(limit: Int): ItemPage byIds(ids: [ID!]!): [Item!]! }
  type ItemPage { items: [Item!]! }
  type Item { id: ID! children(limit: Int): ItemPage }
`);

/** The cost check with a budget of 500,000. */
const check = (document: DocumentNode, variables?: Record<string, unknown>) => checkCost(schema, document, variables, 500_000);

/** Items of items of items: about a million at the largest pages, a few at small ones. */
const deep = (limit: string) => `items(limit: ${limit}) { items { children(limit: ${limit}) { items { children(limit: ${limit}) { items { id } } } } } }`;
const refusedForCost = (run: () => void) => expect(run).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'LIMIT_EXCEEDED', limit: 'cost' }) }));

describe('the cost of a document checked again', () => {
  it('still refuses larger pages asked of a document that passed with small ones', () => {
    const document = parse(`query ($n: Int) { ${deep('$n')} }`);
    check(document, { n: 2 });
    refusedForCost(() => check(document, { n: 100 }));
  });

  it('passes a document within the limit at its largest pages every time', () => {
    const document = parse(`query ($n: Int) { items(limit: $n) { items { id } } }`);
    for (const n of [1, 100, null]) check(document, { n });
  });

  it('still refuses a longer list variable given to a document that passed with a short one', () => {
    const document = parse(`query ($ids: [ID!]!) { byIds(ids: $ids) { children(limit: 100) { items { children(limit: 50) { items { id } } } } } }`);
    check(document, { ids: ['a'] });
    refusedForCost(() => check(document, { ids: Array.from({ length: 200 }, (_, i) => String(i)) }));
  });

  it('still refuses, in a document parsed again from the same text, what a variable can raise', () => {
    const text = `query ($ids: [ID!]!) { byIds(ids: $ids) { children(limit: 100) { items { children(limit: 50) { items { id } } } } } }`;
    check(parse(text), { ids: ['a'] });
    refusedForCost(() => check(parse(text), { ids: Array.from({ length: 200 }, (_, i) => String(i)) }));
    const pages = `query ($n: Int) { ${deep('$n')} }`;
    check(parse(pages), { n: 2 });
    refusedForCost(() => check(parse(pages), { n: 100 }));
    // A subscription is costed without its variables, each page as the largest.
    refusedForCost(() => check(parse(pages)));
  });

  it('still refuses a part a variable includes in a document that passed without it', () => {
    const document = parse(`query ($big: Boolean!) { small: items(limit: 1) { items { id } } ${deep('100').replace('items(limit: 100)', 'items(limit: 100) @include(if: $big)')} }`);
    check(document, { big: false });
    refusedForCost(() => check(document, { big: true }));
  });
});

describe('NUL characters in a document read again', () => {
  const refused = (run: () => void) => expect(run).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));

  it('still refuses them in the variables of a document that passed', () => {
    const document = parse('query ($q: String) { items(limit: 1) { items { id } } }');
    refuseNulCharacters(document, { q: 'ok' });
    refused(() => refuseNulCharacters(document, { q: 'a\u0000b' }));
  });

  it('refuses a document with one in its own text every time', () => {
    const document = parse('query { byIds(ids: ["a\\u0000b"]) { id } }');
    refused(() => refuseNulCharacters(document, {}));
    refused(() => refuseNulCharacters(document, {}));
  });
});

describe("the web app's own documents", () => {
  it('pass the shape check and the signed-in cost budget, at their largest pages', () => {
    const appSchema = buildSchema(loadSchemaSource());
    const max = loadConfig({ NODE_ENV: 'test' }).QUERY_MAX_COST;
    const documents = Object.entries(web as Record<string, unknown>).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThan(100);
    for (const [name, document] of documents) {
      expect(() => checkShape(appSchema, document as DocumentNode), name).not.toThrow();
      expect(() => checkCost(appSchema, document as DocumentNode, undefined, max), name).not.toThrow();
    }
  });
});
