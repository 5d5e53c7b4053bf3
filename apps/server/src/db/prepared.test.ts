import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../jobs/job-queue';
import { jobs } from '../jobs/jobs.tables';
import { createTestApp } from '../test/test-app';
import { preparedPerDb } from './prepared';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('preparedPerDb', () => {
  it('prepares once per database, and runs in a transaction on its connection, seeing what it wrote', async () => {
    let prepared = 0;
    const jobKind = preparedPerDb((db) => {
      prepared++;
      return db
        .select({ kind: jobs.kind })
        .from(jobs)
        .where(eq(jobs.id, sql.placeholder('id')))
        .prepare('test_job_kind');
    });
    const committed = await enqueueJob(app.db, 'test.prepared.committed', new Date());
    expect(await jobKind(app.db).execute({ id: committed })).toEqual([{ kind: 'test.prepared.committed' }]);

    // On the pool it would not see the uncommitted row (PostgreSQL), or wait for the transaction for ever (PGlite).
    let uncommitted = '';
    await expect(
      app.db.transaction(async (tx) => {
        uncommitted = await enqueueJob(tx, 'test.prepared.uncommitted', new Date());
        expect(await jobKind(tx).execute({ id: uncommitted })).toEqual([{ kind: 'test.prepared.uncommitted' }]);
        expect(await jobKind(tx).execute({ id: committed })).toEqual([{ kind: 'test.prepared.committed' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await app.db.transaction(async (tx) => {
      expect(await jobKind(tx).execute({ id: uncommitted })).toEqual([]);
    });
    expect(await jobKind(app.db).execute({ id: uncommitted })).toEqual([]);
    expect(prepared).toBe(1);
  });
});
