import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../server/src/graphql/schema.graphql?raw';
import { EMBEDDED_TYPES } from './cache';

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
