import { describe, expect, it } from 'vitest';
import { droppedSchemaOf } from './migrate';

// PostgreSQL's own wording when Kysely's read of every schema's tables meets a schema dropped meanwhile.
describe('a migration read that met another schema being dropped', () => {
  it('names the schema whether the schema or one of its tables was missing', () => {
    expect(droppedSchemaOf('schema "t_1a2b3c" does not exist')).toBe('t_1a2b3c');
    expect(droppedSchemaOf('Migration  failed: relation "t_e7be271926c7.room_notification_settings" does not exist')).toBe(
      't_e7be271926c7',
    );
  });

  it('names none for a table missing from the schema being migrated, unqualified, or another error', () => {
    expect(droppedSchemaOf('relation "room_notification_settings" does not exist')).toBeUndefined();
    expect(droppedSchemaOf('column "level" does not exist')).toBeUndefined();
    expect(droppedSchemaOf('syntax error at or near "create"')).toBeUndefined();
  });
});
