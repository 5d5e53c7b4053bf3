import { MAX_ADDRESSES } from '@sme/shared/schemas/addresses';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { addresses } from './addresses.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.50.0.${++testNumber}`;
});
const as = (cookie?: string) => (req: SignedRequest) => clientOf(app, ip, cookie)(req);
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;
const fieldsOf = (res: LightMyRequestResponse) => envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data.fields.map((f) => [f.field, f.rule]);
const rowsOf = (memberId: string) => app.db.select().from(addresses).where(eq(addresses.memberId, memberId));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface View {
  id: string;
  name: string;
  phone: string;
  city: string;
  isDefault: boolean;
}

const hk = (over: Record<string, string> = {}) => ({
  name: 'Chan Tai Man',
  regionCode: 'HK',
  phone: '91234567',
  email: 'chan@example.com',
  area: 'HONG_KONG',
  countryCode: 'HK',
  city: 'Wan Chai',
  detail: 'Flat A, 10/F, 1 Queen’s Road East',
  ...over,
});

async function add(send: ReturnType<typeof as>, over: Record<string, string> = {}): Promise<View> {
  const res = await send({ url: '/api/v1/address/add', form: hk(over) });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf<View>(res).data;
}

const list = async (send: ReturnType<typeof as>) => envelopeOf<{ list: View[] }>(await send({ url: '/api/v1/address/list' })).data.list;

describe('addresses need a member', () => {
  it('answers 401 to a visitor, even with bad fields, and saves nothing', async () => {
    const res = await as()({ url: '/api/v1/address/add', form: { name: '' } });
    expect([res.statusCode, codeOf(res)]).toEqual([401, 401]);
    expect((await as()({ url: '/api/v1/address/list' })).statusCode).toBe(401);
  });
});

describe('adding and reading addresses', () => {
  it('adds a Hong Kong address with the phone in E.164 and the district as the data spells it', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const created = await add(send, { city: 'wan chai', remarks: 'Ring twice' });
    expect(created).toMatchObject({ name: 'Chan Tai Man', phone: '+85291234567', city: 'Wan Chai', isDefault: true });
    const detail = await send({ url: `/api/v1/address/detail/${created.id}` });
    expect(envelopeOf(detail).data).toMatchObject({ id: created.id, countryCode: 'HK', area: 'HONG_KONG', remarks: 'Ring twice' });
  });

  it('adds an overseas address with a city of that country', async () => {
    const { cookie } = await signedInMember(app);
    const created = await add(as(cookie), { area: 'OVERSEAS', countryCode: 'GB', city: 'London', regionCode: 'GB', phone: '7400123456' });
    expect(created).toMatchObject({ city: 'London', phone: '+447400123456' });
  });

  it('answers 400 naming each bad field, and saves nothing', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const cases: Array<[Record<string, string>, [string, string]]> = [
      [{ name: '' }, ['name', 'required']],
      [{ phone: '' }, ['phone', 'phoneRequired']],
      [{ phone: '123' }, ['phone', 'phoneInvalid']],
      [{ email: 'not-an-email' }, ['email', 'emailInvalid']],
      [{ area: 'MOON' }, ['area', 'invalid']],
      [{ countryCode: 'GB' }, ['countryCode', 'addressAreaCountry']],
      [{ area: 'OVERSEAS', countryCode: 'HK' }, ['countryCode', 'addressAreaCountry']],
      [{ city: 'Atlantis' }, ['city', 'cityUnknown']],
      [{ area: 'OVERSEAS', countryCode: 'GB', city: 'Wan Chai', regionCode: 'GB', phone: '7400123456' }, ['city', 'cityUnknown']],
      [{ area: 'OVERSEAS', countryCode: 'ZZ', city: 'London', regionCode: 'GB', phone: '7400123456' }, ['countryCode', 'countryInvalid']],
      [{ detail: '' }, ['detail', 'required']],
      [{ remarks: 'x'.repeat(201) }, ['remarks', 'tooLong']],
    ];
    for (const [over, expected] of cases) {
      const res = await send({ url: '/api/v1/address/add', form: hk(over) });
      expect([res.statusCode, codeOf(res)], JSON.stringify(over)).toEqual([400, 400]);
      expect(fieldsOf(res)[0], JSON.stringify(over)).toEqual(expected);
    }
    const res = await send({ url: '/api/v1/address/add', form: hk({ phone: '' }), headers: { 'accept-language': 'en-US' } });
    expect(envelopeOf(res).meta.message).toContain('phone');
    expect(await rowsOf(memberId)).toHaveLength(0);
  });

  it('keeps at most MAX_ADDRESSES addresses', async () => {
    const { cookie, memberId } = await signedInMember(app);
    await app.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        memberId,
        name: `A${i}`,
        regionCode: 'HK',
        phone: '+85291234567',
        email: 'a@example.com',
        area: 'HONG_KONG' as const,
        countryCode: 'HK',
        city: 'Wan Chai',
        detail: 'x',
        isDefault: i === 0,
      })),
    );
    const res = await as(cookie)({ url: '/api/v1/address/add', form: hk() });
    expect([res.statusCode, codeOf(res)]).toEqual([400, 400]);
    expect(envelopeOf(res).meta.message).toContain(String(MAX_ADDRESSES));
    expect(await rowsOf(memberId)).toHaveLength(MAX_ADDRESSES);
  });
});

describe('the default address', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const first = await add(send, { name: 'First' });
    const second = await add(send, { name: 'Second' });
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);
    const third = await add(send, { name: 'Third', isDefault: 'true' });
    expect(third.isDefault).toBe(true);
    const listed = await list(send);
    expect(listed.map((a) => [a.name, a.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
      ['First', false],
    ]);
  });

  it('moves the default on update and never drops it with isDefault=false', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const first = await add(send, { name: 'First' });
    const second = await add(send, { name: 'Second' });
    const moved = await send({ url: '/api/v1/address/update', form: { ...hk({ name: 'Second again' }), id: second.id, isDefault: 'true' } });
    expect(envelopeOf<View>(moved).data).toMatchObject({ name: 'Second again', isDefault: true });
    const kept = await send({ url: '/api/v1/address/update', form: { ...hk({ name: 'Second, renamed' }), id: second.id, isDefault: 'false' } });
    expect(envelopeOf<View>(kept).data.isDefault).toBe(true);
    expect((await list(send)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('passes the default to the newest remaining address when the default is removed', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const first = await add(send, { name: 'First' });
    await add(send, { name: 'Second' });
    const third = await add(send, { name: 'Third' });
    const removed = await send({ url: '/api/v1/address/remove', form: { id: first.id } });
    expect(envelopeOf(removed).data).toEqual({ ids: [first.id] });
    expect((await list(send)).map((a) => [a.name, a.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
    ]);
    expect(third.isDefault).toBe(false);
  });

  it('makes one default from concurrent first adds', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const results = await Promise.all([1, 2, 3].map((n) => send({ url: '/api/v1/address/add', form: hk({ name: `N${n}` }) })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await rowsOf(memberId)).filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe('another member’s addresses', () => {
  it('answers 404 to reading, updating or removing another member’s address, and changes nothing', async () => {
    const owner = await signedInMember(app);
    const mine = await add(as(owner.cookie), { name: 'Owner' });
    const other = as((await signedInMember(app)).cookie);
    for (const req of [
      { url: `/api/v1/address/detail/${mine.id}` },
      { url: '/api/v1/address/update', form: { ...hk({ name: 'Stolen' }), id: mine.id } },
      { url: '/api/v1/address/remove', form: { id: mine.id } },
      { url: '/api/v1/address/bulkRemove', form: { ids: mine.id } },
      { url: `/api/v1/address/detail/${UNKNOWN_ID}` },
    ] as SignedRequest[]) {
      const res = await other(req);
      expect([res.statusCode, codeOf(res)], req.url).toEqual([404, 404]);
    }
    expect(await rowsOf(owner.memberId)).toMatchObject([{ id: mine.id, name: 'Owner', isDefault: true }]);
  });

  it('bulk-removes the member’s addresses, and removes nothing when one id is someone else’s', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const a = await add(send, { name: 'A' });
    const b = await add(send, { name: 'B' });
    const c = await add(send, { name: 'C' });
    const theirs = await add(as((await signedInMember(app)).cookie));
    const refused = await send({ url: '/api/v1/address/bulkRemove', form: { ids: `${a.id},${theirs.id}` } });
    expect(refused.statusCode).toBe(404);
    expect(await rowsOf(memberId)).toHaveLength(3);
    const res = await send({ url: '/api/v1/address/bulkRemove', form: { ids: `${a.id}, ${b.id}` } });
    expect(res.statusCode).toBe(200);
    expect((await list(send)).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true]]);
  });
});

describe('address API document', () => {
  it('documents every address operation at its method and path in /api/docs/json', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'address.list GET /api/v1/address/list',
        'address.detail GET /api/v1/address/detail/{id}',
        'address.add POST /api/v1/address/add',
        'address.update POST /api/v1/address/update',
        'address.remove POST /api/v1/address/remove',
        'address.bulkRemove POST /api/v1/address/bulkRemove',
      ]),
    );
  });
});
