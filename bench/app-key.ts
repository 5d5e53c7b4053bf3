import { randomBytes } from 'node:crypto';

/** The request-signing key of one bench run: the server runs in production mode, which refuses the public development key. */
export const BENCH_APP_KEY = randomBytes(24).toString('base64url');
