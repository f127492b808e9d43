import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { conflict, parseInput } from '../../lib/errors';
import { requireAdmin } from '../users';
import { recordAudit } from './audit';
import { type JobResult, MAINTENANCE_JOBS } from './jobs';
import { ADMIN_MESSAGES } from './messages';

export const jobProgressTopic = (name: string) => `admin:maintenance:${name}`;

/** Jobs running in this process: the same job twice at once would only race itself. */
const running = new Set<string>();

const jobName = z.object({
  name: z.enum(MAINTENANCE_JOBS.map((j) => j.name) as [string, ...string[]], { error: ADMIN_MESSAGES.unknownJob }),
});

export function listMaintenanceJobs(viewer: Viewer | null) {
  const me = requireAdmin(viewer);
  return MAINTENANCE_JOBS.map((job) => ({ name: job.name, ...(me.language === 'en' ? job.en : { title: job.title, description: job.description }) }));
}

/**
 * Runs one job to the end, batch by batch (each batch its own transaction, progress published after it
 * commits), then records the run and its counts in the audit log.
 */
export async function runMaintenanceJob(
  deps: Deps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<JobResult & { name: string }> {
  const admin = requireAdmin(viewer);
  const { name } = parseInput(jobName, raw);
  const job = MAINTENANCE_JOBS.find((j) => j.name === name)!;
  if (running.has(name)) throw conflict(ADMIN_MESSAGES.jobRunning);
  running.add(name);
  try {
    const result = await job.run(deps, (processed, total) =>
      deps.pubsub.publish(jobProgressTopic(name), { onMaintenanceJobProgress: { name, processed, total } }),
    );
    await recordAudit(deps.db, deps, admin, { action: 'maintenance.run', target: name, detail: result });
    return { name, ...result };
  } finally {
    running.delete(name);
  }
}
