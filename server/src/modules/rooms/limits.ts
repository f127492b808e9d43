import type { Kysely, Transaction } from 'kysely';
import { MESSAGES, PACKAGE_ID, ROOM_KIND } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { limitExceeded } from '../../lib/errors';
import { packageInForce } from '../billing';

type Db = Kysely<DB> | Transaction<DB>;

/** Refuses a new group room for a user who already created the plan's maxRoom of them (addRoom calls this). */
export async function assertCanCreateRoom(db: Db, clock: Clock, userId: string): Promise<void> {
  const plan = await packageInForce(db, clock, userId);
  const { n } = await db
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('created_user_id', '=', userId)
    .where('kind', '=', ROOM_KIND.group)
    .executeTakeFirstOrThrow();
  const created = Number(n);
  if (created < plan.maxRoom) return;
  throw limitExceeded(MESSAGES.roomLimit(plan.name, plan.maxRoom, plan.package_id === PACKAGE_ID.free), {
    limit: 'maxRoom',
    max: plan.maxRoom,
  });
}
