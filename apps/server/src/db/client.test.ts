import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS, createDatabase, pgliteClientOf } from './client';

describe('createDatabase (PGlite)', () => {
  // Its WebAssembly memory never shrinks, so PostgreSQL's default 128 MB of shared buffers would stay resident.
  it('runs PostgreSQL with the bounded shared_buffers', async () => {
    const handle = await createDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
    try {
      const result = await pgliteClientOf(handle.db)?.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(result?.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await handle.close();
    }
  });
});
