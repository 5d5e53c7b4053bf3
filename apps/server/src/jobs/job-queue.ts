import { createHash } from 'node:crypto';
import { type Placeholder, type SQL, and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, DatabaseTx as Tx, Db } from '../db/client';
import { storedColumnName } from '../db/column-names';
import { jobs } from './jobs.tables';

/**
 * A small job queue over the jobs table (DESIGN: scheduled jobs live in PostgreSQL, claimed with FOR UPDATE SKIP
 * LOCKED), so jobs survive restarts and N servers share them. A job runs at least once: its handler and the
 * "done" mark commit in one transaction, so a crash mid-job rolls both back and the job runs again after its
 * lease; handlers are written to be harmless when repeated (the payment timeout closes only an order still
 * unpaid). Everything takes the caller's `now`, so tests run due jobs with a chosen clock.
 */

/**
 * Does a job's work inside the transaction that marks it done. It may answer work for after the commit (a mail: sent
 * once the change that records it is kept, and never from inside the transaction, which on PGlite's one connection
 * would wait on itself); that work failing is reported, the job stays done.
 */
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, now: Date) => Promise<void | AfterCommit>;

/** Work a job handler leaves for after its transaction committed. */
export type AfterCommit = () => Promise<void>;

/** Handlers by job kind. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** How long a claimed job is reserved for its worker; a worker that dies frees it after this. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Attempts before a failing job is given up (kept with its lastError for an operator to read). */
export const JOB_MAX_ATTEMPTS = 10;
/** Jobs one call claims at most, so a backlog is worked through in leases that do not expire mid-batch. */
const CLAIM_LIMIT = 20;

/** Wait before the next attempt: 30 s doubling per attempt, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Schedules a job; pass the caller's transaction so the job exists only if the work that wants it commits. */
export async function enqueueJob(db: Db, kind: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<string> {
  const [row] = await db.insert(jobs).values({ kind, runAt, payload }).returning({ id: jobs.id });
  if (!row) throw new Error('job not inserted');
  return row.id;
}

/**
 * A job's insert as SQL, for a statement that schedules it beside its own writes (as a CTE, saving a round trip): the
 * row is inserted only where `when` holds, with the table's defaults for every other column. The statement is prepared,
 * so the job's time and payload are placeholders: the time's value an ISO string, the payload's its JSON text.
 */
export function jobInsertWhere(kind: string, runAt: Placeholder, payload: Placeholder, when: SQL): SQL {
  const columns = sql.join(
    [jobs.kind, jobs.runAt, jobs.payload].map((c) => sql.identifier(storedColumnName(c))),
    sql`, `,
  );
  return sql`insert into ${jobs} (${columns}) select ${kind}, ${runAt}::timestamptz, ${payload}::jsonb where ${when}`;
}

/** A UUID (version 8: custom) made from a key, so the same key always names the same job row. */
function jobIdOf(key: string): string {
  const b = createHash('sha256').update(`job:${key}`).digest().subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x80;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Schedules a job once per key, however many servers ask: the key becomes the row's id, so the first insert wins
 * and the others do nothing (also after the job ran). Answers whether this call created it.
 */
export async function enqueueJobOnce(db: Db, key: string, kind: string, runAt: Date, payload: Record<string, unknown> = {}): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ id: jobIdOf(key), kind, runAt, payload })
    .onConflictDoNothing({ target: jobs.id })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

type Claimed = Pick<typeof jobs.$inferSelect, 'id' | 'kind' | 'payload' | 'attempts' | 'runAt'>;

/**
 * Claims due jobs in one statement: the rows are picked FOR UPDATE SKIP LOCKED (another server claiming at the
 * same moment takes others) and leased until now + JOB_LEASE_MS (no one else picks them up meanwhile).
 */
async function claimDueJobs(db: Database, now: Date, limit: number): Promise<Claimed[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + JOB_LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, runAt: jobs.runAt });
  // RETURNING keeps no order: run the oldest first.
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** A job that failed: retried later with backoff, or given up after JOB_MAX_ATTEMPTS (doneAt set, lastError kept). */
async function recordFailure(db: Database, job: Claimed, error: unknown, now: Date): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const givenUp = job.attempts >= JOB_MAX_ATTEMPTS;
  await db
    .update(jobs)
    .set({
      lastError: message.slice(0, 2000),
      lockedUntil: null,
      ...(givenUp ? { doneAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
    })
    .where(eq(jobs.id, job.id));
}

/** What one run did. */
export interface JobRunReport {
  done: number;
  failed: Array<{ id: string; kind: string; error: unknown }>;
}

/**
 * Runs the jobs due at `now`: claim, then each job's handler and its done mark in one transaction. Claim and
 * run are separate statements, never nested, so PGlite's single connection is never waited on by itself.
 */
export async function runDueJobs(db: Database, handlers: JobHandlers, now: Date, limit = CLAIM_LIMIT): Promise<JobRunReport> {
  const report: JobRunReport = { done: 0, failed: [] };
  for (const job of await claimDueJobs(db, now, limit)) {
    const afterCommit: AfterCommit[] = [];
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await db.transaction(async (tx) => {
        const after = await handler(tx, job.payload, now);
        if (typeof after === 'function') afterCommit.push(after);
        await tx.update(jobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
      });
      report.done += 1;
    } catch (error) {
      await recordFailure(db, job, error, now);
      report.failed.push({ id: job.id, kind: job.kind, error });
      continue;
    }
    try {
      for (const after of afterCommit) await after();
    } catch (error) {
      report.failed.push({ id: job.id, kind: job.kind, error });
    }
  }
  return report;
}
