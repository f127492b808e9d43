import { ROOM_KIND } from '@musubi/shared';
import type { Insertable, Kysely, Selectable, Transaction as Trx } from 'kysely';
import type { DB, PaymentProfilesTable, TransactionsTable } from '../../db/types';
import { type CreatedAtCondition, createdAtMatches } from '../../lib/created-at';
import { pageByCreatedAt } from '../../lib/paging';
import { TRANSACTION_STATUS } from './periods';

export type TransactionRow = Selectable<TransactionsTable>;
export type ProfileRow = Selectable<PaymentProfilesTable>;
type Db = Kysely<DB> | Trx<DB>;

export const listPackages = (db: Db) =>
  db.selectFrom('packages').selectAll().orderBy('package_id').orderBy('payment_type').execute();

export const findPackage = (db: Db, packageId: number, paymentType: number) =>
  db
    .selectFrom('packages')
    .selectAll()
    .where('package_id', '=', packageId)
    .where('payment_type', '=', paymentType)
    .executeTakeFirst();

export const findProfile = (db: Db, userId: string) =>
  db.selectFrom('payment_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findProfileBySubscription = (db: Db, subscriptionId: string) =>
  db.selectFrom('payment_profiles').selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst();

/** Creates the user's profile or updates the given columns of it. */
export async function saveProfile(
  db: Db,
  userId: string,
  provider: string,
  values: Partial<Omit<Insertable<PaymentProfilesTable>, 'user_id' | 'provider'>> & { updatedAt: string },
) {
  await db
    .insertInto('payment_profiles')
    .values({ user_id: userId, provider, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ provider, ...values }))
    .execute();
}

/** The paid transaction with the latest period end: the one in force, or the one that just ended. */
export const latestPaid = (db: Db, userId: string) =>
  db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', TRANSACTION_STATUS.paid)
    .where('period_end', 'is not', null)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The paid transaction whose period covers `now` (a renewal paid ahead of its period does not). */
export const paidCovering = (db: Db, userId: string, now: string) =>
  db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', TRANSACTION_STATUS.paid)
    .where('period_start', '<=', now)
    .where('period_end', '>', now)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();

export const lastTransaction = (db: Db, userId: string) =>
  db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findTransaction = (db: Db, id: string) =>
  db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();

export const findTransactionByTranId = (db: Db, tranId: string) =>
  db.selectFrom('transactions').selectAll().where('tran_id', '=', tranId).executeTakeFirst();

export async function listTransactions(
  db: Db,
  userId: string,
  options: { createdAt?: CreatedAtCondition | null; direction: 'asc' | 'desc'; limit: number; nextToken?: string | null },
) {
  const query = db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => createdAtMatches(eb, 'createdAt', options.createdAt));
  return pageByCreatedAt(query, options);
}

export const insertTransaction = (db: Db, row: Insertable<TransactionsTable>) =>
  db.insertInto('transactions').values(row).execute();

/** Counts as the limits count them: group rooms the user created, contacts, bytes of their files not deleted. */
export async function usage(db: Db, userId: string) {
  const [rooms, contacts, files] = await Promise.all([
    db
      .selectFrom('rooms')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('created_user_id', '=', userId)
      .where('kind', '=', ROOM_KIND.group)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('files')
      .select((eb) => eb.fn.sum<string | number | null>('size').as('bytes'))
      .where('user_created_id', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { roomCount: Number(rooms.n), contactCount: Number(contacts.n), fileSize: Number(files.bytes ?? 0) };
}
