import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkCost, refuseNulCharacters } from './hardening';

const schema = buildSchema(`
  type Query { items(limit: Int): ItemPage byIds(ids: [ID!]!): [Item!]! }
  type ItemPage { items: [Item!]! }
  type Item { id: ID! children(limit: Int): ItemPage }
`);

/** Items of items of items: about a million at the largest pages, a few at small ones. */
const deep = (limit: string) => `items(limit: ${limit}) { items { children(limit: ${limit}) { items { children(limit: ${limit}) { items { id } } } } } }`;
const refusedForCost = (run: () => void) => expect(run).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'LIMIT_EXCEEDED', limit: 'cost' }) }));

describe('the cost of a document checked again', () => {
  it('still refuses larger pages asked of a document that passed with small ones', () => {
    const document = parse(`query ($n: Int) { ${deep('$n')} }`);
    checkCost(schema, document, { n: 2 });
    refusedForCost(() => checkCost(schema, document, { n: 100 }));
  });

  it('passes a document within the limit at its largest pages every time', () => {
    const document = parse(`query ($n: Int) { items(limit: $n) { items { id } } }`);
    for (const n of [1, 100, null]) checkCost(schema, document, { n });
  });

  it('still refuses a longer list variable given to a document that passed with a short one', () => {
    const document = parse(`query ($ids: [ID!]!) { byIds(ids: $ids) { children(limit: 100) { items { children(limit: 50) { items { id } } } } } }`);
    checkCost(schema, document, { ids: ['a'] });
    refusedForCost(() => checkCost(schema, document, { ids: Array.from({ length: 200 }, (_, i) => String(i)) }));
  });

  it('still refuses, in a document parsed again from the same text, what a variable can raise', () => {
    const text = `query ($ids: [ID!]!) { byIds(ids: $ids) { children(limit: 100) { items { children(limit: 50) { items { id } } } } } }`;
    checkCost(schema, parse(text), { ids: ['a'] });
    refusedForCost(() => checkCost(schema, parse(text), { ids: Array.from({ length: 200 }, (_, i) => String(i)) }));
    const pages = `query ($n: Int) { ${deep('$n')} }`;
    checkCost(schema, parse(pages), { n: 2 });
    refusedForCost(() => checkCost(schema, parse(pages), { n: 100 }));
    // A subscription is costed without its variables, each page as the largest.
    refusedForCost(() => checkCost(schema, parse(pages)));
  });

  it('still refuses a part a variable includes in a document that passed without it', () => {
    const document = parse(`query ($big: Boolean!) { small: items(limit: 1) { items { id } } ${deep('100').replace('items(limit: 100)', 'items(limit: 100) @include(if: $big)')} }`);
    checkCost(schema, document, { big: false });
    refusedForCost(() => checkCost(schema, document, { big: true }));
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
