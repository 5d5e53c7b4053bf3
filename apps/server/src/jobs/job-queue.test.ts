import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { JOB_LEASE_MS, JOB_MAX_ATTEMPTS, type JobHandlers, enqueueJob, enqueueJobOnce, retryDelayMs, runDueJobs } from './job-queue';
import { startJobWorker } from './job-worker';
import { jobs } from './jobs.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

// Every due job is run whatever its kind, so what one test leaves scheduled is retired before the next.
afterEach(async () => {
  await app.db.update(jobs).set({ doneAt: T0 }).where(isNull(jobs.doneAt));
});

const T0 = new Date('2026-03-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const jobRow = async (id: string) => (await app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
let kinds = 0;
/** A job kind of its own per test. */
const kind = () => `test.kind${++kinds}`;

describe('the job queue', () => {
  it('schedules a keyed job once, however many servers ask and also after it ran', async () => {
    const k = kind();
    let runs = 0;
    const handlers: JobHandlers = { [k]: async () => void runs++ };
    const created = await Promise.all([1, 2, 3, 4].map(() => enqueueJobOnce(app.db, `${k}:hour-1`, k, at(1_000))));
    expect(created.filter(Boolean)).toHaveLength(1);
    await runDueJobs(app.db, handlers, at(5_000));
    expect(await enqueueJobOnce(app.db, `${k}:hour-1`, k, at(1_000))).toBe(false);
    expect(await enqueueJobOnce(app.db, `${k}:hour-2`, k, at(2_000))).toBe(true);
    await runDueJobs(app.db, handlers, at(5_000));
    expect(runs).toBe(2);
  });

  it('runs due jobs only, oldest first, once each', async () => {
    const k = kind();
    const ran: string[] = [];
    const handlers: JobHandlers = { [k]: async (_tx, payload) => void ran.push(String(payload.name)) };
    await enqueueJob(app.db, k, at(2_000), { name: 'second' });
    await enqueueJob(app.db, k, at(1_000), { name: 'first' });
    const later = await enqueueJob(app.db, k, at(60_000), { name: 'later' });
    expect(await runDueJobs(app.db, handlers, at(5_000))).toEqual({ done: 2, failed: [] });
    expect(ran).toEqual(['first', 'second']);
    await runDueJobs(app.db, handlers, at(5_000));
    expect(ran).toHaveLength(2);
    expect((await jobRow(later))?.doneAt).toBeNull();
  });

  it('retries a failing job with growing waits, rolling back its work each time, and records the error', async () => {
    const k = kind();
    let calls = 0;
    const handlers: JobHandlers = {
      [k]: async (tx) => {
        calls += 1;
        // Work done before the failure must not survive it.
        await enqueueJob(tx, `${k}.sideEffect`, T0);
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    };
    const id = await enqueueJob(app.db, k, T0);
    const first = await runDueJobs(app.db, handlers, at(0));
    expect(first.failed.map((f) => f.id)).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lastError: 'Error: boom 1', lockedUntil: null, doneAt: null, runAt: at(retryDelayMs(1)) });
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, `${k}.sideEffect`)),
    ).toEqual([]);

    // Not again before its retry time; then again with a longer wait.
    await runDueJobs(app.db, handlers, at(retryDelayMs(1) - 1));
    expect(calls).toBe(1);
    await runDueJobs(app.db, handlers, at(retryDelayMs(1)));
    expect(await jobRow(id)).toMatchObject({ attempts: 2, runAt: at(retryDelayMs(1) + retryDelayMs(2)) });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    expect(await runDueJobs(app.db, handlers, at(retryDelayMs(1) + retryDelayMs(2)))).toEqual({ done: 1, failed: [] });
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: null });
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, `${k}.sideEffect`)),
    ).toHaveLength(1);
  });

  it('gives a job up after the last attempt, keeping its error; an unknown kind fails like a throwing handler', async () => {
    const k = kind();
    const id = await enqueueJob(app.db, k, T0);
    await app.db
      .update(jobs)
      .set({ attempts: JOB_MAX_ATTEMPTS - 1 })
      .where(eq(jobs.id, id));
    const report = await runDueJobs(app.db, {}, at(0));
    expect(report.failed.map((f) => f.kind)).toEqual([k]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ attempts: JOB_MAX_ATTEMPTS, lastError: `Error: no handler for job kind ${k}` });
    expect(row?.doneAt).toEqual(at(0));
  });

  it('leaves a job leased by another worker until the lease runs out', async () => {
    const k = kind();
    let calls = 0;
    const id = await enqueueJob(app.db, k, T0);
    // As if a worker claimed it and died mid-job.
    await app.db
      .update(jobs)
      .set({ lockedUntil: at(JOB_LEASE_MS), attempts: 1 })
      .where(eq(jobs.id, id));
    const handlers: JobHandlers = { [k]: async () => void (calls += 1) };
    await runDueJobs(app.db, handlers, at(JOB_LEASE_MS - 1));
    expect(calls).toBe(0);
    await runDueJobs(app.db, handlers, at(JOB_LEASE_MS));
    expect([calls, (await jobRow(id))?.attempts]).toEqual([1, 2]);
  });

  it('runs each job once when several workers poll at the same time', async () => {
    const k = kind();
    const runs = new Map<string, number>();
    const handlers: JobHandlers = { [k]: async (_tx, payload) => void runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1) };
    for (let n = 0; n < 30; n++) await enqueueJob(app.db, k, T0, { n });
    const reports = await Promise.all([1, 2, 3, 4].map(() => runDueJobs(app.db, handlers, at(0), 10)));
    expect(reports.reduce((sum, r) => sum + r.done, 0)).toBe(30);
    expect([...runs.values()]).toEqual(Array(30).fill(1));
  });
});

describe('the job worker', () => {
  it('polls for due jobs and finishes the batch in progress when stopped', async () => {
    const k = kind();
    const ran: number[] = [];
    const handlers: JobHandlers = { [k]: async (_tx, payload) => void ran.push(Number(payload.n)) };
    await enqueueJob(app.db, k, new Date(Date.now() - 1_000), { n: 1 });
    const worker = startJobWorker(app.db, handlers, { pollMs: 20, log: app.log });
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual([1]);
    await worker.stop();
    await enqueueJob(app.db, k, new Date(Date.now() - 1_000), { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([1]);
  });
});
