import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Case-insensitive "contains" on both databases; LIKE wildcards in the text are matched literally. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
