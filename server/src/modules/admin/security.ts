import { MESSAGES } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { badInput, parseInput } from '../../lib/errors';
import { hasTotp, readRequirement, setTwoStepRequirement, type TwoStepRequirement } from '../auth';
import { requireAdmin } from '../users';
import { recordAudit } from './audit';

const DAY_MS = 24 * 60 * 60_000;
/** The longest grace period an administrator may give. */
export const MAX_GRACE_DAYS = 90;

const requirementSchema = z.object({
  required: z.boolean({ error: MESSAGES.invalidFormat }),
  graceDays: z
    .number({ error: MESSAGES.twoStepGraceDaysInvalid })
    .int({ message: MESSAGES.twoStepGraceDaysInvalid })
    .min(0, { message: MESSAGES.twoStepGraceDaysInvalid })
    .max(MAX_GRACE_DAYS, { message: MESSAGES.twoStepGraceDaysInvalid })
    .nullish(),
});

/**
 * An administrator requires two-step verification of every account (decision 0300), from the end of a grace period
 * of graceDays days (0: at once), or stops requiring it. Recorded in the audit log.
 */
export async function updateTwoStepRequirement(deps: Deps, viewer: Viewer | null, input: unknown): Promise<TwoStepRequirement> {
  const admin = requireAdmin(viewer);
  const { required, graceDays } = parseInput(requirementSchema, input);
  // As GitHub asks of an organisation's owner: an administrator without it would lock their own session out.
  if (required && !(await hasTotp(deps.db, admin.id))) throw badInput(MESSAGES.twoStepRequireOwnFirst);
  const enforcedAt = required ? isoIn(deps.clock, (graceDays ?? 0) * DAY_MS) : null;
  await deps.db.transaction().execute(async (trx) => {
    await setTwoStepRequirement(trx, { required, enforcedAt, userId: admin.id, now: isoNow(deps.clock) });
    await recordAudit(trx, deps, admin, { action: 'auth.two_step_requirement', detail: { required, enforcedAt } });
  });
  return readRequirement(deps.db);
}
