import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionMember } from '../modules/members/sessions.service';
import { signedInMember } from '../test/accounts';
import { signedInStaff } from '../test/console-staff';
import { type FuzzRequest, sendFuzzRequest } from '../test/fuzz/fuzz-request';
import { type KnownIds, fuzzWorld } from '../test/fuzz/fuzz-world';
import { malformedVariants, plausibleRequest } from '../test/fuzz/malformed-variants';
import { type OpenApiDocument, type Operation, operationsOf, operationsWithoutJsonAnswer } from '../test/fuzz/openapi-operations';
import { TEST_DB_DRIVER, createTestApp } from '../test/test-app';

/**
 * The standing fuzzer: every operation of the OpenAPI document gets at least MIN_VARIANTS generated
 * malformed requests, signed as the web signs them, from a signed-in member — or, where the member is refused
 * (403), from an admin who passed the second factor — so they get past the guards into validation and the
 * routes; some go unsigned or signed out. Every answer must be below 500 and the envelope with a JSON content
 * type (the framework's own 404 / 413 / 415 included). The seed is fixed: a failure names the operation and the
 * variant, and the same run reproduces it (FUZZ_SEED=<n> tries another sequence).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_412);
const MIN_VARIANTS = 30;

/**
 * Operations whose successful answer is not the envelope, with the reason; their refusals (4xx) are envelopes and
 * checked. The document says the same (no JSON answer declared), and a check below keeps this list equal to it.
 */
const NOT_ENVELOPE_WHEN_OK: Record<string, string> = {
  'application.document.download': 'answers a stored document (PDF, JPEG or PNG) as an attachment',
  'booking.ics': 'answers the call as an iCalendar file (text/calendar)',
  'assistant.chat': 'streams the answer as text/event-stream',
  'console.application.document': 'answers a stored application document to a reviewer (audited)',
  'console.file.stream': 'streams an export file (XLSX or CSV)',
  'console.product.exportSheet': 'answers an XLSX sheet',
  'console.product.sheetTemplate': 'answers an XLSX sheet',
  'media.avatar': 'answers a stored image',
  'media.productImage': 'answers a stored image',
  'system.code.get': 'answers the captcha image (PNG)',
  'system.code.generate': 'answers the captcha image (PNG)',
  'system.geo.countries': 'answers a static JSON file the browser caches',
  'system.geo.cities': 'answers a static JSON file the browser caches',
  'member.oidcStart': 'redirects the browser to the identity provider (302)',
  'member.oidcCallback': 'redirects the browser back into the web app (302)',
  'dev.outboxPage': 'answers an HTML page for a developer (development only)',
};

/** Operations that end the session they are sent with: each of their requests gets a fresh member (re-sign-in). */
const ENDS_SESSION = new Set(['member.logout']);

interface Failure {
  operation: string;
  kind: string;
  status: number;
  problem: string;
  answer: string;
  /** What the server logged as an error while answering (the cause of a 5xx). */
  logged: string[];
}

function envelopeProblem(res: LightMyRequestResponse): string | undefined {
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return `content type ${String(res.headers['content-type'])}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'body is not JSON';
  }
  const meta = (body as { meta?: { code?: unknown; message?: unknown } } | null)?.meta;
  if (!meta || typeof meta.code !== 'number' || typeof meta.message !== 'string' || meta.message === '' || !('data' in (body as object)))
    return 'not the envelope';
  return undefined;
}

describe('OpenAPI fuzzer', () => {
  let app: FastifyInstance;
  let member: { cookie: string; memberId: string };
  let admin: { cookie: string; memberId: string };
  let knownIds: KnownIds;
  /** Error lines the server logged during the current request (requests go one at a time). */
  let logged: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = JSON.parse(chunk.toString()) as { msg?: string; err?: { message?: string; stack?: string } };
        logged.push(`${line.msg ?? ''}: ${line.err?.stack?.split('\n').slice(0, 4).join(' | ') ?? line.err?.message ?? ''}`);
        done();
      },
    });
    app = await createTestApp({ rateLimitMax: 0, logLevel: 'error' }, { logStream });
    await app.ready();
    member = await signedInMember(app);
    admin = await signedInStaff(app);
    knownIds = await fuzzWorld(app, member, admin.memberId);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Fuzz requests may sign the fuzzer's people out (or reset a second factor): sign them in again before each operation. */
  async function keepSessionsAlive(): Promise<void> {
    if (!(await findSessionMember(app.db, member.cookie.slice('token='.length)))) member = await signedInMember(app);
    if (!(await findSessionMember(app.db, admin.cookie.slice('token='.length)))?.secondFactorAt) admin = await signedInStaff(app);
  }

  it(`answers ${MIN_VARIANTS}+ malformed requests to every operation without a 5xx, always in the envelope (${TEST_DB_DRIVER})`, async ({ task }) => {
    const started = Date.now();
    const doc = app.swagger() as OpenApiDocument;
    const operations: Operation[] = operationsOf(doc);
    expect(operationsWithoutJsonAnswer(doc)).toEqual(Object.keys(NOT_ENVELOPE_WHEN_OK).sort());
    const failures: Failure[] = [];
    let requests = 0;
    let fiveXx = 0;
    let accepted = 0;
    let fewestVariants = Infinity;

    const send = async (op: Operation, req: FuzzRequest, cookie: string): Promise<LightMyRequestResponse> => {
      requests++;
      // A different client address per request: the per-route limits (codes, uploads) are per address.
      const address = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
      logged = [];
      const res = await sendFuzzRequest(app, req, cookie, address);
      if (res.statusCode < 400) accepted++;
      const fail = (problem: string) =>
        failures.push({ operation: op.operationId, kind: req.kind, status: res.statusCode, problem, answer: res.body.slice(0, 200), logged });
      if (res.statusCode >= 500) {
        fiveXx++;
        fail('5xx');
      } else if (!(Object.hasOwn(NOT_ENVELOPE_WHEN_OK, op.operationId) && res.statusCode < 400)) {
        const problem = envelopeProblem(res);
        if (problem) fail(problem);
      }
      return res;
    };

    for (const op of operations) {
      await keepSessionsAlive();
      const fresh = ENDS_SESSION.has(op.operationId);
      const cookieFor = async (who: { cookie: string }) => (fresh ? (await signedInMember(app)).cookie : who.cookie);
      // The plausible request finds who may call it: a member refused with 403 means staff only.
      const probe = await send(op, plausibleRequest(op, SEED, knownIds), await cookieFor(member));
      const caller = probe.statusCode === 403 ? admin : member;
      const variants = malformedVariants(op, SEED, knownIds);
      fewestVariants = Math.min(fewestVariants, variants.length);
      for (const variant of variants) await send(op, variant, await cookieFor(caller));
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    task.meta.check = {
      name: 'fuzzer',
      requests,
      fiveXx,
      figure: `${operations.length} operations × ≥${fewestVariants} variants, ${accepted} accepted (2xx/3xx), seed ${SEED}, ${seconds} s`,
    };
    expect(fewestVariants).toBeGreaterThanOrEqual(MIN_VARIANTS);
    // One line per failure: the operation and variant reproduce it with the seed; the log says where a 5xx came from.
    expect(failures.map((f) => `${f.operation} [${f.kind}] ${f.status} ${f.problem}: ${f.answer} ${f.logged.join(' / ')}`)).toEqual([]);
  }, 600_000);
});
