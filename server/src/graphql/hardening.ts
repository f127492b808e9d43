import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Limits that keep one request from costing the server more than a page of a real client would. */
export const QUERY_LIMITS = { depth: 12, aliases: 30, fields: 600 } as const;

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
        if (aliases > QUERY_LIMITS.aliases) {
          context.reportError(new GraphQLError(`Too many aliases (at most ${QUERY_LIMITS.aliases}).`));
        }
        if (fields > QUERY_LIMITS.fields) {
          context.reportError(new GraphQLError(`Query too complex (at most ${QUERY_LIMITS.fields} fields).`));
        }
      },
    },
  };
};

export function validationRules(production: boolean): ValidationRule[] {
  return production ? [aliasAndFieldLimit, NoSchemaIntrospectionCustomRule] : [aliasAndFieldLimit];
}

/** graphql-js suggests field names on typos; in production that would map the schema for an attacker. */
export function stripSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .*$/s, '');
}
