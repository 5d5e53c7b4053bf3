import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import type { ProductDetail } from '@sme/shared/schemas/catalogue';
import { DEV_WEBSITE_APP_KEY, bodyHash, signatureHeaders } from '@sme/shared/signature';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SERVER_ROOT } from '../paths';
import { consoleProductForm, insertMerchant } from '../test/catalogue-fixtures';
import { signedInStaff } from '../test/console-staff';
import { TEST_DB_DRIVER, createPostgresDatabase } from '../test/test-app';
import { type DatabaseHandle, createDatabase } from './client';

/**
 * The proof: two server processes (the real main.ts) on one PostgreSQL database both cache a product's public
 * detail; a back-office edit sent to one shows on the other within a second, carried by LISTEN/NOTIFY, far inside the
 * 15-second TTL. PostgreSQL only: an embedded PGlite database belongs to one process.
 */
/** Two processes compiling the server from source: seconds on an idle machine, minutes on an overloaded one. */
const START_MS = 240_000;

describe.runIf(TEST_DB_DRIVER === 'postgres')('cache invalidation across two server processes (PostgreSQL)', () => {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'info', SEED: 'never', PORT: '0', HOST: '127.0.0.1', JOBS_POLL_MS: '0' };
  const servers: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'sme-invalidation-'));
  let drop: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;
  let cookie: string;
  let a: string;
  let b: string;

  /** Starts main.ts and answers its base URL once it listens (its start-up log line names the port). */
  function startServer(databaseUrl: string, name: string): Promise<string> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, DATA_DIR: join(dataDir, name) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /ready on http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('exit', (code) => reject(new Error(`server ${name} exited with ${code}:\n${output}`)));
      setTimeout(() => reject(new Error(`server ${name} not ready:\n${output}`)), START_MS).unref();
    });
  }

  /** A signed request as the web client sends it, with the staff cookie. */
  async function call(base: string, method: 'GET' | 'POST', path: string, json?: unknown): Promise<{ meta: { code: number }; data: unknown }> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const headers = {
      ...signatureHeaders(CLIENT_DEFAULTS.appId, DEV_WEBSITE_APP_KEY, { method, path, canonical: body ? bodyHash(body) : '' }),
      ...(body ? { 'content-type': 'application/json' } : {}),
      cookie,
    };
    const res = await fetch(base + path, { method, headers, ...(body ? { body } : {}) });
    const answer = (await res.json()) as { meta: { code: number }; data: unknown };
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    [a, b] = await Promise.all([startServer(database.url, 'a'), startServer(database.url, 'b')]);
    handle = await createDatabase({ databaseUrl: database.url, dataDir });
    // signedInStaff reads only app.db and app.config (the storage key the servers derive the same way in test).
    const app = { db: handle.db, config: loadConfig(env) } as unknown as FastifyInstance;
    cookie = (await signedInStaff(app, { roles: ['ADMIN'] })).cookie;
  }, START_MS + 30_000);

  afterAll(async () => {
    await Promise.all(
      servers.map((child) => {
        if (child.exitCode !== null) return undefined;
        return new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }),
    );
    await handle?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a console edit made on one server on the other within a second', async () => {
    const merchantId = await insertMerchant(handle.db);
    const form = consoleProductForm('TWO-1');
    const { id } = (await call(a, 'POST', '/api/v1/console/product/create', { ...form, merchantId })).data as { id: string };
    const nameOn = async (base: string) => ((await call(base, 'GET', `/api/v1/product/detail/${id}`)).data as ProductDetail).name;
    // Both servers now hold the detail; without a notice they would serve it for 15 seconds.
    expect([await nameOn(a), await nameOn(b)]).toEqual(['Paper lantern', 'Paper lantern']);

    await call(a, 'POST', '/api/v1/console/product/update', { ...form, id, nameEn: 'Silk lantern' });
    const changed = Date.now();
    expect(await nameOn(a)).toBe('Silk lantern');
    await expect.poll(() => nameOn(b), { timeout: 1_000, interval: 10 }).toBe('Silk lantern');
    const seenOnB = Date.now() - changed;
    console.info(`a console edit on server A showed on server B after ${seenOnB} ms`);
    expect(seenOnB).toBeLessThan(1_000);
  });
});
