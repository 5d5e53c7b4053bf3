import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { type JobHandlers, runDueJobs } from './job-queue';

/** A running worker; stop() waits for the job batch in progress. */
export interface JobWorker {
  stop(): Promise<void>;
}

/**
 * Polls for due jobs every `pollMs` on this server. Every server of a deployment may run one: claiming skips
 * jobs another has locked. The timer is unref'd (it never keeps the process alive) and ticks never overlap.
 */
export function startJobWorker(db: Database, handlers: JobHandlers, options: { pollMs: number; log: FastifyBaseLogger }): JobWorker {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = runDueJobs(db, handlers, new Date())
      .then((report) => {
        for (const failure of report.failed) {
          const fields = { err: failure.error, jobId: failure.id, kind: failure.kind };
          // A lost connection is the database's restart, not the job's fault: it runs again after its backoff.
          if (isDatabaseUnavailable(failure.error)) options.log.warn(fields, 'job interrupted: database unavailable');
          else options.log.error(fields, 'job failed');
        }
        if (report.done > 0) options.log.info({ done: report.done }, 'jobs done');
      })
      // Nothing stops the worker: the next tick tries again, once the database is back if it was away.
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) options.log.warn({ err }, 'job polling failed: database unavailable');
        else options.log.error({ err }, 'job polling failed');
      })
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, options.pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
