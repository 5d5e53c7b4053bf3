import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../integrations/mail/outbox-mailer';
import { clientOf, signedInMember } from '../../../test/accounts';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { specialOrders } from '../catalogue.tables';

let app: FastifyInstance;
let merchantId: string;
let productId: string;
let hiddenProductId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  productId = await insertProduct(app.db, merchantId, { code: 'TEA-001' });
  hiddenProductId = await insertProduct(app.db, merchantId, { status: 'HIDDEN' });
});

afterAll(async () => {
  await app?.close();
});

// Requests are limited per client address; each test is its own client.
let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.42.0.${++testNumber}`;
});
const send = (req: SignedRequest) => clientOf(app, ip)(req);
const fieldsOf = (res: LightMyRequestResponse) => envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data.fields;
const rowsFor = (email: string) => app.db.select().from(specialOrders).where(eq(specialOrders.email, email));

const request = (email: string, extra: Record<string, string> = {}) => ({
  url: '/api/v1/specialOrder/create',
  form: {
    productId,
    productName: 'Oolong tea gift box',
    productCode: 'TEA-001',
    specification: '500 g',
    quantity: '300',
    customerName: 'Chan Tai Man',
    email,
    regionCode: 'HK',
    phone: '9123 4567',
    ...extra,
  },
});

describe('special order requests', () => {
  it('saves the request with its merchant and mails a confirmation in Traditional Chinese when asked in zh_TW', async () => {
    const res = await send({ ...request('chan@example.hk'), headers: { 'accept-language': 'zh-HK' } });
    expect(res.statusCode).toBe(200);
    const { id, confirmationSentTo } = envelopeOf<{ id: string; confirmationSentTo: string }>(res).data;
    expect(confirmationSentTo).toBe('c***@example.hk');

    const [row] = await rowsFor('chan@example.hk');
    expect(row).toMatchObject({
      id,
      memberId: null,
      productId,
      merchantId,
      productName: 'Oolong tea gift box',
      productCode: 'TEA-001',
      specification: '500 g',
      quantity: 300,
      customerName: 'Chan Tai Man',
      phone: '+85291234567',
      remark: null,
      locale: 'zh_TW',
      status: 'NEW',
    });

    const [mail] = await listOutbox(app.db, { to: 'chan@example.hk', limit: 5 });
    const reference = `SO-${id.slice(0, 8).toUpperCase()}`;
    expect(mail?.subject).toBe(`我們已收到您的特殊訂單請求（${reference}）`);
    expect(mail?.text).toContain('Chan Tai Man，您好：');
    expect(mail?.text).toContain('數量: 300');
    expect(mail?.text).toContain('電話: +85291234567');
    expect(mail?.html).toContain('請忽略本電郵');
  });

  it('writes the confirmation in English and Simplified Chinese too', async () => {
    await send({ ...request('en@example.hk'), headers: { 'accept-language': 'en' } });
    await send({ ...request('cn@example.hk'), headers: { 'accept-language': 'zh-CN' } });
    const [en] = await listOutbox(app.db, { to: 'en@example.hk', limit: 1 });
    const [cn] = await listOutbox(app.db, { to: 'cn@example.hk', limit: 1 });
    expect(en?.subject).toMatch(/^We have received your special order request \(SO-[0-9A-F]{8}\)$/);
    expect(cn?.subject).toMatch(/^我们已收到您的特殊订单请求（SO-[0-9A-F]{8}）$/);
  });

  it('records the session member, never a memberId the client sends', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const other = await signedInMember(app);
    const asMember = clientOf(app, ip, cookie);
    expect((await asMember(request('member@example.hk', { memberId: other.memberId }))).statusCode).toBe(200);
    expect((await send(request('visitor@example.hk', { memberId: other.memberId }))).statusCode).toBe(200);
    expect((await rowsFor('member@example.hk'))[0]?.memberId).toBe(memberId);
    expect((await rowsFor('visitor@example.hk'))[0]?.memberId).toBeNull();
  });

  it('accepts a request without a product, recording no merchant', async () => {
    const form = { ...request('free@example.hk').form, productId: undefined, productCode: '' };
    const res = await send({ url: '/api/v1/specialOrder/create', form });
    expect(res.statusCode).toBe(200);
    expect((await rowsFor('free@example.hk'))[0]).toMatchObject({ productId: null, merchantId: null, productCode: null });
  });

  it('stores SQL and HTML typed into the fields verbatim and escapes them in the mail', async () => {
    const hostile = {
      productName: `Robert'); DROP TABLE special_orders;--`,
      specification: '<script>alert("x")</script>',
      customerName: '<img src=x onerror=alert(1)>',
      remark: 'Line one\n<b>bold</b> & "quoted"',
    };
    const res = await send(request('hostile@example.hk', hostile));
    expect(res.statusCode).toBe(200);
    const [row] = await rowsFor('hostile@example.hk');
    expect(row).toMatchObject(hostile);
    const [mail] = await listOutbox(app.db, { to: 'hostile@example.hk', limit: 1 });
    const html = mail?.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('Robert&#39;); DROP TABLE special_orders;--');
    expect(html).toContain('Line one<br>&#60;b&#62;bold&#60;/b&#62; &#38; &#34;quoted&#34;');
    // The text part carries them as typed: plain text is not interpreted.
    expect(mail?.text).toContain('<script>alert("x")</script>');
  });
});

describe('special order input', () => {
  it('refuses a phone that is not valid for its region with 400 on the phone, and saves nothing', async () => {
    const attempts: Array<Record<string, string>> = [{ phone: '1234' }, { phone: '13812345678' }, { regionCode: 'CN', phone: '+852 9123 4567' }];
    for (const extra of attempts) {
      const res = await send(request('phone@example.hk', extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(fieldsOf(res)).toEqual([{ field: 'phone', rule: 'phoneInvalid', message: 'phone: Please enter a valid phone number.' }]);
    }
    // A mainland number with its own region is fine.
    expect((await send(request('phone@example.hk', { regionCode: 'CN', phone: '138 1234 5678' }))).statusCode).toBe(200);
    expect((await rowsFor('phone@example.hk')).map((r) => r.phone)).toEqual(['+8613812345678']);
  });

  it('refuses quantity 0, a missing name and a bad email with 400 naming the field, and saves nothing', async () => {
    const zero = await send(request('zero@example.hk', { quantity: '0' }));
    expect(zero.statusCode).toBe(400);
    expect(fieldsOf(zero).map((f) => [f.field, f.rule])).toEqual([['quantity', 'tooSmall']]);
    const fractional = await send(request('zero@example.hk', { quantity: '1.5' }));
    expect(fieldsOf(fractional).map((f) => f.field)).toEqual(['quantity']);
    const noName = await send(request('zero@example.hk', { customerName: '  ' }));
    expect(fieldsOf(noName).map((f) => [f.field, f.rule])).toEqual([['customerName', 'required']]);
    const badEmail = await send(request('not-an-email'));
    expect(fieldsOf(badEmail).map((f) => [f.field, f.rule])).toEqual([['email', 'emailInvalid']]);
    expect(await rowsFor('zero@example.hk')).toHaveLength(0);
    expect(await listOutbox(app.db, { to: 'zero@example.hk', limit: 1 })).toHaveLength(0);
  });

  it('answers 404 for an unknown or hidden product and saves nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', hiddenProductId]) {
      const res = await send(request('unknown@example.hk', { productId: id }));
      expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([404, 404]);
    }
    expect(await rowsFor('unknown@example.hk')).toHaveLength(0);
    expect(await listOutbox(app.db, { to: 'unknown@example.hk', limit: 1 })).toHaveLength(0);
  });
});

describe('special order failures and limits', () => {
  it('withdraws the request and says retry later when the confirmation cannot be mailed', async () => {
    const mailer = app.mailer as { send: unknown };
    mailer.send = async () => {
      throw new Error('SMTP unavailable');
    };
    try {
      const res = await send(request('nomail@example.hk'));
      expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([500, 7500]);
    } finally {
      delete mailer.send;
    }
    expect(await rowsFor('nomail@example.hk')).toHaveLength(0);
  });

  it('refuses a sixth request from one address within ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(request(`flood${i}@example.hk`))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await rowsFor('flood5@example.hk')).toHaveLength(0);
  });
});

describe('special order API document', () => {
  it('documents specialOrder.create at their method and path in /api/docs/json', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(found).toEqual(expect.arrayContaining(['specialOrder.create POST /api/v1/specialOrder/create']));
  });
});
