import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError, notFound } from './errors';

describe('an error meant for the user', () => {
  it('takes no stack, nor does the GraphQL layer’s copy of it, and leaves other errors theirs', () => {
    const error = notFound();
    expect(error).toBeInstanceOf(AppError);
    expect(error.stack).toBe(`AppError: ${error.message}`);
    expect(new GraphQLError(error.message, { originalError: error }).stack).toBe(error.stack);
    expect(new Error('予期しない').stack).toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBeGreaterThan(0);
  });
});
