import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Shopper, shopper } from '../modules/orders/orders.test-kit';
import { orders } from '../modules/orders/orders.tables';
import { insertMerchant, insertProduct } from '../test/catalogue-fixtures';
import { clientOf, signedInMember } from '../test/accounts';
import { envelopeOf } from '../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp } from '../test/test-app';
import '../test/check-meta';
import { type JobHandlers, enqueueJob } from '../jobs/job-queue';
import { startJobWorker } from '../jobs/job-worker';
import { pgPoolOf } from './client';
import { isDatabaseUnavailable } from './connection-errors';

/**
 * PostgreSQL ending the server's connections (a restart or a failover does: pg_terminate_backend, SQLSTATE 57P01)
 * while requests are in flight. The process must live (an unhandled 'error' of a pg client would fail this run),
 * every answer is 200 or a 503 envelope, never a 500, and the server serves again without a restart.
 * PostgreSQL only: PGlite has no connections to end.
 */
describe.runIf(TEST_DB_DRIVER === 'postgres')('database connection faults (PostgreSQL)', () => {
  let app: FastifyInstance;
  let killer: pg.Client;
  let productId: string;

  const logLines: Array<{ level: number; msg: string }> = [];
  /** 503 answers over the whole file: each must have logged one warning. */
  let answered503 = 0;

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    app = await createTestApp({ logLevel: 'warn' }, { logStream });
    // A connection of its own to the test database, so current_database() names it and it spares itself.
    killer = new pg.Client({ connectionString: app.config.databaseUrl });
    await killer.connect();
    productId = await insertProduct(app.db, await insertMerchant(app.db), { stock: 10_000, deliveryTypes: ['NONE'] });
  });

  /** Messages logged at `level` (pino: 40 warn, 50 error, 60 fatal). */
  const logged = (level: number) => logLines.filter((l) => l.level === level).map((l) => l.msg);

  afterAll(async () => {
    await killer?.end();
    await app?.close();
  });

  /** The rows of a raw query (the shared Database type leaves the driver's result untyped). */
  const rowsOf = <T = unknown>(result: unknown): T[] => (result as { rows: T[] }).rows;

  /** Ends every other connection to the test database, as a restart or failover does; answers how many. */
  async function terminateBackends(): Promise<number> {
    const { rows } = await killer.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.filter((r) => r.ended).length;
  }

  /** Runs `load` while ending the database's connections round after round, `pauseMs` apart, until it has finished. */
  async function underFaults(
    pauseMs: number,
    load: () => Promise<LightMyRequestResponse[]>,
  ): Promise<{ answers: LightMyRequestResponse[]; rounds: number; ended: number }> {
    let settled = false;
    const all = load().finally(() => {
      settled = true;
    });
    let rounds = 0;
    let ended = 0;
    while (!settled) {
      ended += await terminateBackends();
      rounds += 1;
      // The pause lets the pool reconnect and requests get through, so both successes and failures happen.
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return { answers: await all, rounds, ended };
  }

  /** Answers by status, after checking each is a JSON envelope whose meta.code is 200 or 503 (never a 500). */
  function tally(answers: LightMyRequestResponse[]): { ok: number; unavailable: number; fiveXx: number } {
    for (const res of answers) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect([
        [200, 200],
        [503, 503],
      ]).toContainEqual([res.statusCode, envelopeOf(res).meta.code]);
    }
    const unavailable = answers.filter((r) => r.statusCode === 503).length;
    answered503 += unavailable;
    return {
      ok: answers.filter((r) => r.statusCode === 200).length,
      unavailable,
      fiveXx: answers.filter((r) => r.statusCode >= 500).length,
    };
  }

  it('fails a transaction whose connection is ended with a connection error, and the pool goes on serving', async () => {
    const failure = await app.db
      .transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
        await killer.query('SELECT pg_terminate_backend($1, 5000)', [row?.pid]);
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // More queries at once than the pool holds: a broken client left in the pool would fail one of them.
    const results = await Promise.all(Array.from({ length: 25 }, () => app.db.execute(sql`SELECT 1 AS one`)));
    expect(results.flatMap((r) => rowsOf(r))).toEqual(Array(25).fill({ one: 1 }));
  });

  it('gives back every client whose transaction could not begin on an ended connection (drizzle does not release it)', async () => {
    const pool = pgPoolOf(app.db);
    if (!pool) throw new Error('no pg pool');
    for (let round = 0; round < 5; round++) {
      // Ten idle connections, ended: transactions asked for at once are lent them before the pool hears of it.
      await Promise.all(Array.from({ length: 10 }, () => app.db.execute(sql`SELECT 1`)));
      await terminateBackends();
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => app.db.transaction((tx) => tx.execute(sql`SELECT 1`))));
      for (const o of outcomes) if (o.status === 'rejected') expect(isDatabaseUnavailable(o.reason)).toBe(true);
      // None stays lent out: a client kept by a failed BEGIN would hold its place in the pool for ever.
      await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
    }
    const results = await Promise.all(Array.from({ length: 25 }, () => app.db.transaction((tx) => tx.execute(sql`SELECT 1 AS one`))));
    expect(results.flatMap((r) => rowsOf(r))).toEqual(Array(25).fill({ one: 1 }));
  });

  it('guards a client lent to a waiting transaction within the socket event that then delivers its 57P01', async () => {
    const pool = pgPoolOf(app.db);
    if (!pool) throw new Error('no pg pool');
    // Ten open connections; nine transactions hold nine of them until the gate opens.
    await Promise.all(Array.from({ length: 10 }, () => app.db.execute(sql`SELECT pg_sleep(0.05)`)));
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let holding = 0;
    const held = Array.from({ length: 9 }, () =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        holding += 1;
        await gate;
      }),
    );
    await expect.poll(() => holding).toBe(9);
    // The tenth runs a short query while a transaction waits for a connection; PostgreSQL ends every connection
    // after that query has answered, while this process is busy, so the answer and the 57P01 arrive in one read:
    // the answer gives the connection to the waiting transaction, and the 57P01 follows in the same event.
    const short = pool.query('SELECT pg_sleep(0.05)');
    const waiting = app.db.transaction((tx) => tx.execute(sql`SELECT 1`));
    const ending = killer.query(
      'SELECT pg_sleep(0.2); SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await new Promise((resolve) => setImmediate(resolve));
    const busyUntil = Date.now() + 600;
    while (Date.now() < busyUntil) {
      // Busy on purpose: the sockets are read only after both answers are in their buffers.
    }
    open();
    const outcomes = await Promise.allSettled([short, waiting, ending, ...held]);
    for (const o of outcomes) if (o.status === 'rejected') expect(isDatabaseUnavailable(o.reason)).toBe(true);
    await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
  });

  it('answers 200 or 503 to parallel orders while the connections are ended, and takes orders again after', async ({ task }) => {
    const shoppers: Array<{ s: Shopper; order: Record<string, unknown> }> = [];
    for (let i = 0; i < 40; i++) {
      const s = await shopper(app);
      shoppers.push({ s, order: { cartItemIds: await s.addToCart(productId, 1), deliveryType: 'NONE', idempotencyKey: randomUUID() } });
    }

    const { answers, rounds, ended } = await underFaults(300, () => Promise.all(shoppers.map(({ s, order }) => s.create(order))));
    expect(ended).toBeGreaterThan(0);
    const { ok, unavailable, fiveXx } = tally(answers);
    expect(ok + unavailable).toBe(answers.length);

    // The database accepts connections again. Those turned away send the same order again, as the web does: a 503
    // may come after the commit (the connection ended before the answer), so the idempotency key answers that order.
    const turnedAway = shoppers.filter((_, i) => answers[i]?.statusCode === 503);
    const retried = await Promise.all(turnedAway.map(({ s, order }) => s.create(order)));
    expect(retried.map((r) => r.statusCode)).toEqual(Array(turnedAway.length).fill(200));
    // One order each: none lost, none made twice.
    const counts = await app.db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(
          orders.memberId,
          shoppers.map(({ s }) => s.memberId),
        ),
      )
      .groupBy(orders.memberId);
    expect(counts.map((r) => r.n)).toEqual(Array(shoppers.length).fill(1));
    const fresh = await shopper(app);
    expect((await fresh.create({ cartItemIds: await fresh.addToCart(productId, 1), deliveryType: 'NONE' })).statusCode).toBe(200);

    const requests = answers.length + retried.length + 1;
    task.meta.check = {
      name: 'db connection faults (orders)',
      requests,
      fiveXx,
      figure: `${answers.length} parallel orders, ${ended} connections ended in ${rounds} rounds: ${ok} ordered, ${unavailable} answered 503, no other 5xx; all ordered after`,
    };
  });

  it('answers 200 or 503 to parallel readers while the connections are ended again and again, and reads again after', async ({ task }) => {
    const { cookie } = await signedInMember(app);
    const send = clientOf(app, '10.78.0.1', cookie);
    const reads = [
      () => send({ url: '/api/v1/product/list', query: { pageNum: 1, pageSize: 10 } }),
      () => send({ url: `/api/v1/product/detail/${productId}` }),
      () => send({ url: '/api/v1/merchant/list', query: { pageNum: 1, pageSize: 10 } }),
      () => send({ url: '/api/v1/cart/list' }),
    ];
    // Ten readers, each sending 24 reads one after another: the load lasts long enough for many rounds of endings.
    const reader = async (r: number) => {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 24; i++) answers.push(await (reads[(r + i) % reads.length] as () => Promise<LightMyRequestResponse>)());
      return answers;
    };
    const { answers, rounds, ended } = await underFaults(20, async () => (await Promise.all(Array.from({ length: 10 }, (_, r) => reader(r)))).flat());
    expect(ended).toBeGreaterThan(0);
    const { ok, unavailable, fiveXx } = tally(answers);
    expect(ok + unavailable).toBe(answers.length);

    const after = await Promise.all(reads.map((read) => read()));
    expect(after.map((r) => r.statusCode)).toEqual(Array(reads.length).fill(200));

    task.meta.check = {
      name: 'db connection faults (reads)',
      requests: answers.length + after.length,
      fiveXx,
      figure: `${answers.length} reads by 10 readers, ${ended} connections ended in ${rounds} rounds: ${ok} answered, ${unavailable} answered 503, no other 5xx; all read after`,
    };
  });

  it('keeps the job worker polling when a job loses its connection', async () => {
    const done: string[] = [];
    const handlers: JobHandlers = {
      'test.connectionLost': async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`));
        await killer.query('SELECT pg_terminate_backend($1, 5000)', [row?.pid]);
        await tx.execute(sql`SELECT 1`);
      },
      'test.plain': async (_tx, payload) => void done.push(String(payload.n)),
    };
    const due = new Date(Date.now() - 1_000);
    await enqueueJob(app.db, 'test.connectionLost', due);
    await enqueueJob(app.db, 'test.plain', new Date(due.getTime() + 1), { n: 'same batch' });
    const worker = startJobWorker(app.db, handlers, { pollMs: 20, log: app.log });
    try {
      await expect.poll(() => done, { timeout: 5_000 }).toEqual(['same batch']);
      await enqueueJob(app.db, 'test.plain', due, { n: 'next poll' });
      await expect.poll(() => done, { timeout: 5_000 }).toEqual(['same batch', 'next poll']);
    } finally {
      await worker.stop();
    }
    expect(logged(40)).toContain('job interrupted: database unavailable');
  });

  it('logged each 503 as a warning, and nothing as an error', () => {
    expect(logged(40).filter((msg) => msg === 'database unavailable')).toHaveLength(answered503);
    expect([...logged(50), ...logged(60)]).toEqual([]);
  });
});
