import type { Kysely, Transaction } from 'kysely';
import { MESSAGES, PACKAGE_ID } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { limitExceeded } from '../../lib/errors';
import { packageInForce } from '../billing';

type Db = Kysely<DB> | Transaction<DB>;

const count = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);

export const countContacts = (db: Db, userId: string) =>
  count(
    db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow() as Promise<{ n: string | number | bigint }>,
  );

/** Refuses a new contact for a user whose plan's maxContact is reached. */
export async function assertCanAddContact(db: Db, clock: Clock, userId: string): Promise<void> {
  const plan = await packageInForce(db, clock, userId);
  if ((await countContacts(db, userId)) < plan.maxContact) return;
  throw limitExceeded(MESSAGES.contactLimit(plan.name, plan.maxContact, plan.package_id === PACKAGE_ID.free), {
    limit: 'maxContact',
    max: plan.maxContact,
  });
}
