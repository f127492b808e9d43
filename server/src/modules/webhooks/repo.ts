import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { USER_STATUS } from '@musubi/shared';
import { prepared } from '../../db/prepared';
import type { DB, IncomingWebhooksTable, OutgoingWebhooksTable, WebhookDeliveriesTable } from '../../db/types';

export type IncomingWebhookRow = Selectable<IncomingWebhooksTable>;

/** A room's webhooks, newest first, each with its bot's picture. */
export const listWebhooks = (db: Kysely<DB>, roomId: string) =>
  db
    .selectFrom('incoming_webhooks')
    .innerJoin('users', 'users.id', 'incoming_webhooks.bot_user_id')
    .selectAll('incoming_webhooks')
    .select('users.image')
    .where('incoming_webhooks.room_id', '=', roomId)
    .orderBy('incoming_webhooks.createdAt', 'desc')
    .orderBy('incoming_webhooks.id', 'desc')
    .execute();

export async function countWebhooks(db: Kysely<DB>, roomId: string): Promise<number> {
  const row = await db
    .selectFrom('incoming_webhooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWebhook(db: Kysely<DB>, row: IncomingWebhookRow): Promise<void> {
  await db.insertInto('incoming_webhooks').values(row).execute();
}

export const findWebhook = (db: Kysely<DB>, id: string) => db.selectFrom('incoming_webhooks').selectAll().where('id', '=', id).executeTakeFirst();

export const findWebhookByHash = (db: Kysely<DB>, hash: string) =>
  db.selectFrom('incoming_webhooks').selectAll().where('token_hash', '=', hash).executeTakeFirst();

export async function deleteWebhook(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('incoming_webhooks').where('id', '=', id).execute();
}

export async function touchWebhook(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db.updateTable('incoming_webhooks').set({ lastUsedAt: at }).where('id', '=', id).execute();
}

export type OutgoingWebhookRow = Selectable<OutgoingWebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export const listOutgoing = (db: Kysely<DB>, roomId: string) =>
  db.selectFrom('outgoing_webhooks').selectAll().where('room_id', '=', roomId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();

export async function countOutgoing(db: Kysely<DB>, roomId: string): Promise<number> {
  const row = await db
    .selectFrom('outgoing_webhooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOutgoing(db: Kysely<DB>, row: OutgoingWebhookRow): Promise<void> {
  await db.insertInto('outgoing_webhooks').values(row).execute();
}

export const findOutgoing = (db: Kysely<DB>, id: string) => db.selectFrom('outgoing_webhooks').selectAll().where('id', '=', id).executeTakeFirst();

export async function deleteOutgoing(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('outgoing_webhooks').where('id', '=', id).execute();
}

/** The webhooks owed for what happens in the rooms a caller names (see webhooksOwed). */
const owed = (db: Kysely<DB>, accounts: boolean) =>
  db
    .selectFrom('outgoing_webhooks')
    .innerJoin('user_rooms', 'user_rooms.user_id', 'outgoing_webhooks.user_id')
    .innerJoin('users', 'users.id', 'outgoing_webhooks.user_id')
    .selectAll('outgoing_webhooks')
    .select('user_rooms.room_id as for_room_id')
    .where('users.status', '!=', USER_STATUS.suspended)
    .where((eb) => {
      const ownRoom = eb('outgoing_webhooks.room_id', '=', eb.ref('user_rooms.room_id'));
      return accounts ? eb.or([ownRoom, eb('outgoing_webhooks.room_id', 'is', null)]) : ownRoom;
    });
// Nearly every transaction that writes messages writes them to one room: its statement is compiled once.
const owedInRoom = {
  withAccounts: prepared((db, roomId: string) => owed(db, true).where('user_rooms.room_id', '=', roomId)),
  ownOnly: prepared((db, roomId: string) => owed(db, false).where('user_rooms.room_id', '=', roomId)),
};

/**
 * The webhooks owed for what happens in these rooms, each with the room it is owed for (`for_room_id`): the rooms'
 * own webhooks and, with `accounts`, the mention webhooks of the accounts of the rooms' members. Only an active
 * member's: a leaver or a suspended account hears nothing more. One statement, as it runs in every post's transaction.
 */
export async function webhooksOwed(db: Kysely<DB>, roomIds: readonly string[], accounts: boolean) {
  if (roomIds.length === 1) return (accounts ? owedInRoom.withAccounts : owedInRoom.ownOnly)(db, roomIds[0]!);
  return owed(db, accounts).where('user_rooms.room_id', 'in', roomIds).execute();
}

/** An account's mention webhooks, newest first. */
export const listOfAccount = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('outgoing_webhooks')
    .selectAll()
    .where('room_id', 'is', null)
    .where('user_id', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function countOfAccount(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('outgoing_webhooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('room_id', 'is', null)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The messages these reply to, with their authors: a reply mentions its author, as Chatwork's does. */
export const repliedMessages = (db: Kysely<DB>, messageIds: readonly string[]) =>
  messageIds.length === 0 ? Promise.resolve([]) : db.selectFrom('messages').select(['id', 'user_id', 'seq']).where('id', 'in', messageIds).execute();

export async function insertDeliveries(db: Kysely<DB>, rows: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('webhook_deliveries').values(rows).execute();
}

/** A webhook's latest deliveries, newest first. */
export const listDeliveries = (db: Kysely<DB>, webhookId: string, limit: number) =>
  db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();

/**
 * Takes the next due delivery for this node: one conditional UPDATE sets its lease, so two nodes never take the
 * same one; a node that died holding one loses it when its lease runs out. Undefined when none is due.
 */
export async function claimDue(db: Kysely<DB>, now: string, leaseUntil: string) {
  const due = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(1)
    .executeTakeFirst();
  if (!due) return undefined;
  const taken = await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: leaseUntil })
    .where('id', '=', due.id)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return null;
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('outgoing_webhooks', 'outgoing_webhooks.id', 'webhook_deliveries.webhook_id')
    .select(['webhook_deliveries.id', 'webhook_deliveries.body', 'webhook_deliveries.attempts', 'outgoing_webhooks.url', 'outgoing_webhooks.token'])
    .where('webhook_deliveries.id', '=', due.id)
    .executeTakeFirst();
}

export async function finishDelivery(db: Kysely<DB>, id: string, set: Updateable<WebhookDeliveriesTable>): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ ...set, lease_until: null }).where('id', '=', id).execute();
}
