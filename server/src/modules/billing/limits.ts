import type { Kysely, Selectable } from 'kysely';
import { PACKAGE_ID, PAYMENT_PERIOD } from '@musubi/shared';
import type { DB, PackagesTable } from '../../db/types';
import type { Clock } from '../../lib/clock';

/** Transaction.status of a payment that went through. */
export const TRANSACTION_PAID = 1;

export type PackageLimits = Pick<
  Selectable<PackagesTable>,
  | 'package_id'
  | 'payment_type'
  | 'name'
  | 'price'
  | 'maxCapacityEveryFile'
  | 'maxCapacityFileByUser'
  | 'maxCapacityFileInRoom'
  | 'maxRoom'
  | 'maxContact'
  | 'aiRequestsPerDay'
  | 'createdAt'
>;

/**
 * The package in force for a user: the paid transaction whose period covers now, otherwise free.
 * Every limit check (rooms, contacts, files, assistant) reads it from here; with createdAt it is also a whole
 * Package as the schema shows it (the admin account page's plan).
 */
export async function packageInForce(db: Kysely<DB>, clock: Clock, userId: string): Promise<PackageLimits> {
  const now = clock.now().toISOString();
  const paid = await db
    .selectFrom('transactions')
    .select(['package_id', 'payment_type'])
    .where('user_id', '=', userId)
    .where('status', '=', TRANSACTION_PAID)
    .where('period_start', '<=', now)
    .where('period_end', '>', now)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  const key = paid ?? { package_id: PACKAGE_ID.free, payment_type: PAYMENT_PERIOD.month };
  return db
    .selectFrom('packages')
    .select([
      'package_id',
      'payment_type',
      'name',
      'price',
      'maxCapacityEveryFile',
      'maxCapacityFileByUser',
      'maxCapacityFileInRoom',
      'maxRoom',
      'maxContact',
      'aiRequestsPerDay',
      'createdAt',
    ])
    .where('package_id', '=', key.package_id)
    .where('payment_type', '=', key.payment_type)
    .executeTakeFirstOrThrow();
}
