import { entity, flag, notNull, orderKeyType, timestamps, type MigrationDb } from './helpers';

/** Every entity of spec section 3, with the foreign keys and the indexes their queries need. */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  const userRef = (table: string, column: string) =>
    s.createIndex(`${table}_${column}_idx`).on(table).column(column);

  await timestamps(
    entity(s.createTable('users'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', notNull)
      .addColumn('name', 'text')
      .addColumn('image', 'text')
      .addColumn('company_name', 'text')
      .addColumn('industry', 'text')
      .addColumn('position', 'text')
      .addColumn('post_code', 'text')
      .addColumn('prefectures', 'text')
      .addColumn('municipality', 'text')
      .addColumn('address', 'text')
      .addColumn('building', 'text')
      .addColumn('phone', 'text')
      .addColumn('phone2', 'text')
      .addColumn('qualifications', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'integer', flag)
      .addColumn('isFirstLogin', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('codeVerify', 'text')
      .addColumn('codeVerifyExpiresAt', 'text')
      .addColumn('lastTimeLogin', 'text')
      .addColumn('countLoginError', 'integer', flag)
      .addColumn('lockedUntil', 'text')
      .addColumn('userIdInvite', 'text')
      .addColumn('typeInvite', 'integer')
      .addColumn('linkExternal', 'text')
      .addColumn('recurring_id', 'text')
      .addColumn('charge_day', 'integer')
      .addColumn('is_admin', 'integer', flag),
  ).execute();
  await userRef('users', 'status').execute();
  await s.createIndex('users_name_idx').on('users').column('name').execute();

  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', notNull)
    .addColumn('lastSeenAt', 'text', notNull)
    .addColumn('expiresAt', 'text', notNull)
    .addColumn('userAgent', 'text')
    .execute();
  await userRef('sessions', 'user_id').execute();

  await entity(s.createTable('auth_codes'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('new_email', 'text')
    .addColumn('attempts', 'integer', flag)
    .addColumn('expiresAt', 'text', notNull)
    .addColumn('usedAt', 'text')
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s.createIndex('auth_codes_user_purpose_idx').on('auth_codes').columns(['user_id', 'purpose']).execute();

  await timestamps(
    entity(s.createTable('rooms'))
      .addColumn('name', 'text', notNull)
      .addColumn('image', 'text')
      .addColumn('created_user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('description', 'text')
      .addColumn('totalUser', 'integer', flag)
      .addColumn('countUser', 'integer', flag)
      .addColumn('stranger', 'integer', flag)
      .addColumn('musubiCode', 'text', (c) => c.notNull().unique())
      .addColumn('overview', 'text')
      .addColumn('public', 'integer', flag)
      .addColumn('kind', 'integer', flag)
      .addColumn('direct_key', 'text', (c) => c.unique())
      .addColumn('last_seq', 'integer', flag),
  ).execute();

  await timestamps(
    entity(s.createTable('folders'))
      .addColumn('name', 'text', notNull)
      .addColumn('created_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade')),
  ).execute();
  await s.createIndex('folders_owner_idx').on('folders').columns(['created_user_id', 'createdAt']).execute();

  await timestamps(
    entity(s.createTable('user_rooms'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('folder_id', 'text', (c) => c.references('folders.id').onDelete('set null'))
      .addColumn('favorite', 'integer', flag)
      .addColumn('unread_messages', 'integer', flag)
      .addColumn('unread_mentions', 'integer', flag)
      .addColumn('role', 'integer', notNull)
      .addColumn('last_message', 'text')
      .addColumn('last_read_seq', 'integer', flag)
      .addColumn('archived', 'integer', flag)
      .addColumn('total_member', 'integer', flag)
      .addUniqueConstraint('user_rooms_user_room_uq', ['user_id', 'room_id']),
  ).execute();
  await s.createIndex('user_rooms_room_idx').on('user_rooms').columns(['room_id', 'role']).execute();

  await timestamps(
    entity(s.createTable('messages'))
      .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('seq', 'integer', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('reply_message_id', 'text')
      .addColumn('to_user_id', 'text')
      .addColumn('is_to_all', 'integer', flag)
      .addColumn('jump', 'text')
      .addColumn('client_key', 'text')
      .addColumn('editedAt', 'text')
      .addColumn('deletedAt', 'text')
      .addUniqueConstraint('messages_room_seq_uq', ['room_id', 'seq'])
      .addUniqueConstraint('messages_user_client_key_uq', ['user_id', 'client_key']),
  ).execute();
  await s.createIndex('messages_room_created_idx').on('messages').columns(['room_id', 'createdAt']).execute();
  await s.createIndex('messages_reply_idx').on('messages').column('reply_message_id').execute();

  await s
    .createTable('message_emotions')
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('emotion', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .addPrimaryKeyConstraint('message_emotions_pk', ['message_id', 'user_id', 'emotion'])
    .execute();

  await timestamps(
    entity(s.createTable('boards'))
      .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_created_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('user_manage_id', 'text', (c) => c.references('users.id'))
      .addColumn('name', 'text', notNull)
      .addColumn('order', orderKeyType(db), notNull)
      .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('label', 'text')
      .addColumn('color', 'text')
      .addColumn('startDate', 'text')
      .addColumn('endDate', 'text')
      .addColumn('is_archive', 'integer', flag),
  ).execute();
  await s.createIndex('boards_room_order_idx').on('boards').columns(['room_id', 'is_archive', 'order']).execute();

  await timestamps(
    entity(s.createTable('tasks'))
      .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
      .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('user_created_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text')
      .addColumn('order', orderKeyType(db), notNull)
      .addColumn('startDate', 'text')
      .addColumn('endDate', 'text')
      .addColumn('status', 'integer', flag),
  ).execute();
  await s.createIndex('tasks_board_order_idx').on('tasks').columns(['board_id', 'order']).execute();
  await s.createIndex('tasks_room_idx').on('tasks').column('room_id').execute();

  await s
    .createTable('task_assignees')
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', notNull)
    .addPrimaryKeyConstraint('task_assignees_pk', ['task_id', 'user_id'])
    .execute();
  await userRef('task_assignees', 'user_id').execute();

  await timestamps(
    entity(s.createTable('tags'))
      .addColumn('name', 'text', notNull)
      .addColumn('color', 'text', notNull)
      .addColumn('type', 'integer', notNull)
      .addColumn('room_id', 'text', (c) => c.references('rooms.id').onDelete('cascade'))
      .addColumn('user_created_id', 'text', (c) => c.references('users.id')),
  ).execute();
  await s.createIndex('tags_room_idx').on('tags').columns(['room_id', 'type', 'createdAt']).execute();
  await s.createIndex('tags_color_idx').on('tags').column('color').execute();

  await s
    .createTable('task_tags')
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', notNull)
    .addPrimaryKeyConstraint('task_tags_pk', ['task_id', 'tag_id'])
    .execute();

  await entity(s.createTable('task_events'))
    .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', notNull)
    .addColumn('from_board_id', 'text')
    .addColumn('to_board_id', 'text')
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s.createIndex('task_events_task_idx').on('task_events').columns(['task_id', 'createdAt']).execute();

  await timestamps(
    entity(s.createTable('memo_tasks'))
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('content', 'text', notNull)
      .addColumn('isMessage', 'integer', flag)
      .addColumn('message_id', 'text', (c) => c.references('messages.id').onDelete('set null'))
      .addColumn('user_created_id', 'text', (c) => c.notNull().references('users.id')),
  ).execute();
  await s.createIndex('memo_tasks_task_idx').on('memo_tasks').columns(['task_id', 'createdAt']).execute();

  await timestamps(
    entity(s.createTable('files'))
      .addColumn('name', 'text', notNull)
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('size', 'bigint', notNull)
      .addColumn('type', 'text', notNull)
      .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('board_id', 'text', (c) => c.references('boards.id').onDelete('set null'))
      .addColumn('task_id', 'text', (c) => c.references('tasks.id').onDelete('set null'))
      .addColumn('message_id', 'text', (c) => c.references('messages.id').onDelete('set null'))
      .addColumn('memo_id', 'text', (c) => c.references('memo_tasks.id').onDelete('set null'))
      .addColumn('user_created_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('user_deleted_id', 'text', (c) => c.references('users.id'))
      .addColumn('thumbnail_key', 'text')
      .addColumn('deletedAt', 'text')
      .addColumn('purgedAt', 'text'),
  ).execute();
  await s.createIndex('files_room_idx').on('files').columns(['room_id', 'createdAt']).execute();
  await userRef('files', 'user_created_id').execute();
  await userRef('files', 'message_id').execute();
  await userRef('files', 'task_id').execute();

  await timestamps(
    entity(s.createTable('templates'))
      .addColumn('name', 'text', notNull)
      .addColumn('boards', 'text', notNull)
      .addColumn('type', 'integer', notNull)
      .addColumn('isFile', 'integer', flag)
      .addColumn('user_created_id', 'text', (c) => c.references('users.id').onDelete('cascade')),
  ).execute();
  await s.createIndex('templates_type_idx').on('templates').columns(['type', 'createdAt']).execute();
  await s.createIndex('templates_user_idx').on('templates').columns(['user_created_id', 'createdAt']).execute();

  await timestamps(
    entity(s.createTable('drafts'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
      .addColumn('action', 'text', notNull)
      .addColumn('message_id', 'text')
      .addColumn('draft', 'text', notNull)
      .addUniqueConstraint('drafts_user_room_action_uq', ['user_id', 'room_id', 'action']),
  ).execute();

  await timestamps(
    entity(s.createTable('notifications'))
      .addColumn('content', 'text', notNull)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'integer', flag)
      .addColumn('type', 'integer', notNull)
      .addColumn('link', 'text')
      .addColumn('user_created_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('room_id', 'text', (c) => c.references('rooms.id').onDelete('cascade'))
      .addColumn('public', 'integer', flag),
  ).execute();
  await s.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'createdAt']).execute();
  await s.createIndex('notifications_room_idx').on('notifications').columns(['room_id', 'user_id']).execute();

  await timestamps(
    entity(s.createTable('user_notes'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_note_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('content', 'text', notNull)
      .addUniqueConstraint('user_notes_pair_uq', ['user_id', 'user_note_id']),
  ).execute();

  await timestamps(
    entity(s.createTable('invites'))
      .addColumn('type', 'integer', notNull)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('request_id', 'text')
      .addColumn('room_id', 'text', (c) => c.references('rooms.id').onDelete('cascade'))
      .addColumn('role', 'integer')
      .addColumn('route', 'text')
      .addColumn('email', 'text', notNull)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expiresAt', 'text', notNull)
      .addColumn('usedAt', 'text'),
  ).execute();
  await s.createIndex('invites_email_idx').on('invites').columns(['email', 'type']).execute();

  await timestamps(
    entity(s.createTable('contact_requests'))
      .addColumn('email', 'text', notNull)
      .addColumn('status', 'integer', flag)
      .addColumn('request_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade')),
  ).execute();
  await userRef('contact_requests', 'user_id').execute();
  await userRef('contact_requests', 'request_user_id').execute();
  await s.createIndex('contact_requests_email_idx').on('contact_requests').column('email').execute();

  await s
    .createTable('contacts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contact_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', notNull)
    .addPrimaryKeyConstraint('contacts_pk', ['user_id', 'contact_user_id'])
    .execute();

  await s
    .createTable('packages')
    .addColumn('package_id', 'integer', notNull)
    .addColumn('payment_type', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('price', 'integer', notNull)
    .addColumn('maxCapacityEveryFile', 'bigint', notNull)
    .addColumn('maxCapacityFileByUser', 'bigint', notNull)
    .addColumn('maxCapacityFileInRoom', 'bigint', notNull)
    .addColumn('maxRoom', 'integer', notNull)
    .addColumn('maxContact', 'integer', notNull)
    .addColumn('aiRequestsPerDay', 'integer', notNull)
    .addColumn('createdAt', 'text', notNull)
    .addPrimaryKeyConstraint('packages_pk', ['package_id', 'payment_type'])
    .execute();

  await timestamps(
    entity(s.createTable('transactions'))
      .addColumn('tran_id', 'text')
      .addColumn('order_id', 'text', (c) => c.notNull().unique())
      .addColumn('amount', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('package_id', 'integer', notNull)
      .addColumn('payment_type', 'integer', notNull)
      .addColumn('is_regis_auto', 'integer', flag)
      .addColumn('period_start', 'text')
      .addColumn('period_end', 'text')
      .addColumn('provider', 'text', notNull),
  ).execute();
  await s.createIndex('transactions_user_idx').on('transactions').columns(['user_id', 'createdAt']).execute();

  await s
    .createTable('payment_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', notNull)
    .addColumn('customer_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('last_digits', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('auto_payment_failed', 'integer', flag)
    .addColumn('cancel_at_period_end', 'integer', flag)
    .addColumn('updatedAt', 'text', notNull)
    .execute();

  await s
    .createTable('processed_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .execute();

  await timestamps(
    entity(s.createTable('conversations'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull),
  ).execute();
  await s.createIndex('conversations_user_idx').on('conversations').columns(['user_id', 'updatedAt']).execute();

  await entity(s.createTable('conversation_messages'))
    .addColumn('conversationId', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('role', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('complete'))
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s
    .createIndex('conversation_messages_conv_idx')
    .on('conversation_messages')
    .columns(['conversationId', 'createdAt'])
    .execute();

  await entity(s.createTable('contact_forms'))
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('company_name', 'text')
    .addColumn('content', 'text', notNull)
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'text', notNull)
    .execute();

  await entity(s.createTable('audit_logs'))
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', notNull)
    .addColumn('target', 'text')
    .addColumn('detail', 'text')
    .addColumn('createdAt', 'text', notNull)
    .execute();
  await s.createIndex('audit_logs_created_idx').on('audit_logs').column('createdAt').execute();

  await entity(s.createTable('mail_outbox'))
    .addColumn('to', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('createdAt', 'text', notNull)
    .execute();
}
