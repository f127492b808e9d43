import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { requireViewer } from '../users';
import { hasTotp } from './totp';

type Db = Kysely<DB> | Transaction<DB>;

/** The one row of the requirement (decision 0300). */
export const REQUIREMENT_ID = 'instance';

export interface TwoStepRequirement {
  required: boolean;
  /** When the grace period ends (ISO); null when not required. */
  enforcedAt: string | null;
}

export async function readRequirement(db: Db): Promise<TwoStepRequirement> {
  const row = await db.selectFrom('two_step_requirement').select(['required', 'enforcedAt']).where('id', '=', REQUIREMENT_ID).executeTakeFirst();
  return row && row.required ? { required: true, enforcedAt: row.enforcedAt } : { required: false, enforcedAt: null };
}

/** Whether the requirement is in force at `now`: required and past its grace period. */
export const isEnforced = (requirement: { required: boolean | number | null; enforcedAt: string | null }, now: Date) =>
  !!requirement.required && requirement.enforcedAt !== null && Date.parse(requirement.enforcedAt) <= now.getTime();

/** Whether this account may only set two-step verification up: the requirement is in force and it has none. */
export async function mustSetUpTotp(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<boolean> {
  return isEnforced(await readRequirement(deps.db), deps.clock.now()) && !(await hasTotp(deps.db, userId));
}

/** What every signed-in user may know of the requirement: the notice during the grace period says it. */
export async function twoStepRequirement(deps: Pick<Deps, 'db'>, viewer: Viewer | null): Promise<TwoStepRequirement> {
  requireViewer(viewer);
  return readRequirement(deps.db);
}

/** Writes the requirement; the admin module calls it inside the transaction that records it in the audit log. */
export async function setTwoStepRequirement(
  trx: Db,
  change: { required: boolean; enforcedAt: string | null; userId: string; now: string },
): Promise<void> {
  const values = { required: change.required ? 1 : 0, enforcedAt: change.required ? change.enforcedAt : null, updated_user_id: change.userId, updatedAt: change.now };
  await trx
    .insertInto('two_step_requirement')
    .values({ id: REQUIREMENT_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
