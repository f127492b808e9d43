import { entity, flag, notNull, orderKeyType, timestamps, type MigrationDb } from './helpers';

/**
 * Checklists on a task (decision 0315): named lists of items, each list and item in a fractional order key. Items
 * keep their task's id as well, so the board reads every item of a page of tasks in one query. Deleting the task
 * deletes its checklists and their items; an item's assignee who leaves the service leaves it unassigned. A task
 * event's subject is the checklist or item it speaks of, by its name at the time.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await timestamps(
    entity(s.createTable('task_checklists'))
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('order', orderKeyType(db), notNull),
  ).execute();
  await s.createIndex('task_checklists_task_idx').on('task_checklists').columns(['task_id', 'order']).execute();

  await timestamps(
    entity(s.createTable('task_checklist_items'))
      .addColumn('checklist_id', 'text', (c) => c.notNull().references('task_checklists.id').onDelete('cascade'))
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('is_done', 'integer', flag)
      .addColumn('user_assignee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('order', orderKeyType(db), notNull),
  ).execute();
  await s.createIndex('task_checklist_items_checklist_idx').on('task_checklist_items').columns(['checklist_id', 'order']).execute();
  await s.createIndex('task_checklist_items_task_idx').on('task_checklist_items').column('task_id').execute();
  await s.createIndex('task_checklist_items_user_assignee_id_idx').on('task_checklist_items').column('user_assignee_id').execute();

  await s.alterTable('task_events').addColumn('subject', 'text').execute();
}
