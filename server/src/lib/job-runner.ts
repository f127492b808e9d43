import type { Logger } from 'pino';
import { newId } from './ids';

/** What a job's work may read of the runner that claimed it: whose lease it holds, and whether the node is stopping. */
export interface RunnerView {
  readonly owner: string;
  readonly stopped: boolean;
}

export interface LeasedJobs<Job> {
  /** A job to run, claimed under `owner`'s lease; none when there is no work. */
  claim(owner: string): Promise<Job | undefined>;
  run(job: Job, runner: RunnerView): Promise<void>;
  /** Gives up the leases `owner` still holds, so another node takes its jobs at once. */
  release(owner: string): Promise<void>;
  /** Housekeeping before each look for work. */
  beforeClaim?(): Promise<void>;
}

const CLAIM_INTERVAL_MS = 5_000;

/**
 * A node's runner of leased jobs (imports, exports): one job at a time, looked for every few seconds and whenever
 * woken. Stopping waits for the job in hand to notice, then releases the node's leases.
 */
export class JobRunner<Job> implements RunnerView {
  readonly owner = newId();
  stopped = false;
  private busy = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly name: string,
    private readonly log: Logger,
    private readonly jobs: LeasedJobs<Job>,
  ) {
    this.timer = setInterval(() => this.wake(), CLAIM_INTERVAL_MS).unref();
    this.wake();
  }

  /** Looks for work now (a job just queued, or one left by a node that stopped), unless a job is in hand. */
  wake() {
    if (this.busy || this.stopped) return;
    this.busy = true;
    void (async () => {
      try {
        await this.jobs.beforeClaim?.();
        while (!this.stopped) {
          const job = await this.jobs.claim(this.owner);
          if (!job) break;
          await this.jobs.run(job, this);
        }
      } catch (error) {
        this.log.error({ err: error }, `${this.name} runner failed`);
      } finally {
        this.busy = false;
      }
    })();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    await this.jobs.release(this.owner);
  }
}
