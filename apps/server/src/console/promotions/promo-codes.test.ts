import { Codes } from '@sme/shared/codes';
import type { ConsolePage, ConsolePromoRow, ConsolePromoView } from '@sme/shared/schemas/console-promotions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/catalogue-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { orderOf, shopper } from '../../modules/orders/orders.test-kit';
import { type ConsoleCast, auditActions, consoleCast, dataOf, daysFromNow, fieldsOf, freshCode, promoBody } from './promotions.test-kit';

/** Back-office promo codes: the shared field rules, merchant scoping on create, what a used code may still change, states, audit. */

let app: FastifyInstance;
let cast: ConsoleCast;
let productA: string;
let productB: string;

beforeAll(async () => {
  app = await createTestApp();
  cast = await consoleCast(app);
  productA = await insertProduct(app.db, cast.merchantA, { stock: 50, retailPriceMinor: 10_000, deliveryTypes: ['HOME_DELIVERY'] });
  productB = await insertProduct(app.db, cast.merchantB, { stock: 50 });
});

afterAll(async () => {
  await app?.close();
});

const listOf = async (query: Record<string, string>) =>
  dataOf<ConsolePage<ConsolePromoRow>>(await cast.admin({ method: 'GET', url: '/api/v1/console/promo/list', query })).list;

/** A member orders one HK$100 product of merchant A with the code; answers the order. */
async function orderWithCode(code: string) {
  const s = await shopper(app);
  const line = await s.addToCart(productA);
  return orderOf(await s.create({ cartItemIds: line, deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG'), promoCode: code }));
}

describe('console promo codes: validation', () => {
  it('refuses bad input with 400 naming field and rule, and creates nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'a b' }, 'code:promoCodeFormat'],
      [{ code: 'AB' }, 'code:promoCodeFormat'],
      [{ code: 'X'.repeat(33) }, 'code:promoCodeFormat'],
      [{ code: '' }, 'code:required'],
      [{ titleEn: ' ' }, 'titleEn:required'],
      [{ method: 'PERCENT', percentage: 0 }, 'percentage:percentRange'],
      [{ method: 'PERCENT', percentage: 101 }, 'percentage:percentRange'],
      [{ valueMinor: 0 }, 'valueMinor:amountPositive'],
      [{ valueMinor: 12.5 }, 'valueMinor:priceInvalid'],
      [{ isForAll: false, pidList: [] }, 'pidList:productsRequired'],
      [{ validFrom: daysFromNow(5), validUntil: daysFromNow(1) }, 'validUntil:endAfterStart'],
      [{ validFrom: 'next week' }, 'validFrom:dateInvalid'],
      [{ usageLimit: 0 }, 'usageLimit:tooSmall'],
      [{ minSpendMinor: -1 }, 'minSpendMinor:priceInvalid'],
    ];
    for (const [overrides, expected] of cases) {
      const body = promoBody(overrides);
      const res = await cast.staffA({ url: '/api/v1/console/promo/create', json: body });
      expect([expected, res.statusCode, envelopeOf(res).meta.code, fieldsOf(res)]).toEqual([expected, 400, Codes.BAD_REQUEST.code, [expected]]);
    }
    expect(await listOf({ merchantId: cast.merchantA })).toEqual([]);
  });

  it('stores the code upper case, refuses one in use with 409, and one for products of another merchant with 400', async () => {
    const code = freshCode();
    const created = dataOf<ConsolePromoView>(await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody({ code: ` ${code.toLowerCase()} ` }) }));
    expect([created.code, created.merchantId, created.status, created.uses]).toEqual([code, cast.merchantA, 'ACTIVE', 0]);
    const again = await cast.staffB({ url: '/api/v1/console/promo/create', json: promoBody({ code }) });
    expect([again.statusCode, envelopeOf(again).meta.message]).toEqual([409, 'This promotion code is already in use. Please choose another.']);
    const foreign = await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody({ isForAll: false, pidList: [productB] }) });
    expect([foreign.statusCode, fieldsOf(foreign)]).toEqual([400, ['pidList:invalid']]);
  });

  it('keeps a merchant’s staff to their own merchant; only an admin creates a platform-wide code', async () => {
    const elsewhere = await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody({ merchantId: cast.merchantB }) });
    expect([elsewhere.statusCode, fieldsOf(elsewhere)]).toEqual([400, ['merchantId:invalid']]);
    const forced = dataOf<ConsolePromoView>(await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody({ merchantId: null }) }));
    expect(forced.merchantId).toBe(cast.merchantA);
    const platform = dataOf<ConsolePromoView>(
      await cast.admin({
        url: '/api/v1/console/promo/create',
        json: promoBody({ method: 'PERCENT', percentage: 15, isForAll: false, pidList: [productA, productB, productA] }),
      }),
    );
    expect([platform.merchantId, platform.valueMinor, platform.percentage, platform.products.map((p) => p.id)]).toEqual([null, 0, 15, [productA, productB]]);
    expect((await cast.staffA({ method: 'GET', url: `/api/v1/console/promo/detail/${platform.id}` })).statusCode).toBe(404);
  });
});

describe('console promo codes: states and changes', () => {
  it('filters by the displayed state: scheduled, expired, disabled, active', async () => {
    const title = `State ${freshCode()}`;
    const make = async (overrides: Record<string, unknown>) =>
      dataOf<ConsolePromoView>(await cast.admin({ url: '/api/v1/console/promo/create', json: promoBody({ titleEn: title, ...overrides }) }));
    const running = await make({});
    const scheduled = await make({ validFrom: daysFromNow(2), validUntil: daysFromNow(9) });
    const expired = await make({ validFrom: daysFromNow(-9), validUntil: daysFromNow(-2) });
    const disabled = await make({ validFrom: null, validUntil: null });
    expect(dataOf<ConsolePromoView>(await cast.admin({ url: '/api/v1/console/promo/disable', json: { id: disabled.id } })).status).toBe('DISABLED');
    for (const [status, id] of [
      ['ACTIVE', running.id],
      ['SCHEDULED', scheduled.id],
      ['EXPIRED', expired.id],
      ['DISABLED', disabled.id],
    ] as const) {
      expect([status, (await listOf({ q: title, status })).map((p) => p.id)]).toEqual([status, [id]]);
    }
  });

  it('disables a code so checkout no longer knows it, enables it again; each audited once', async () => {
    const promo = dataOf<ConsolePromoView>(await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody() }));
    dataOf(await cast.staffA({ url: '/api/v1/console/promo/disable', json: { id: promo.id } }));
    dataOf(await cast.staffA({ url: '/api/v1/console/promo/disable', json: { id: promo.id } }));
    const s = await shopper(app);
    const line = await s.addToCart(productA);
    expect((await s.preview({ cartItemIds: line, deliveryType: 'HOME_DELIVERY', promoCode: promo.code })).promo?.outcome).toBe(404);
    dataOf(await cast.staffA({ url: '/api/v1/console/promo/enable', json: { id: promo.id } }));
    expect((await s.preview({ cartItemIds: line, deliveryType: 'HOME_DELIVERY', promoCode: promo.code })).promo?.outcome).toBe(200);
    expect(await auditActions(app, promo.id)).toEqual([
      ['console.promo.enable', cast.merchantA],
      ['console.promo.disable', cast.merchantA],
      ['console.promo.create', cast.merchantA],
    ]);
  });

  it('edits an unused code freely; once used, locks its terms (409 naming them) and keeps its usage limit at or above its uses', async () => {
    const promo = dataOf<ConsolePromoView>(await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody() }));
    const { id: _id, ...form } = promoBody({ code: freshCode(), valueMinor: 1_500, usageLimit: 5 });
    const edited = dataOf<ConsolePromoView>(await cast.staffA({ url: '/api/v1/console/promo/update', json: { ...form, id: promo.id } }));
    expect([edited.code, edited.valueMinor, edited.usageLimit]).toEqual([form.code, 1_500, 5]);

    await orderWithCode(edited.code);
    await orderWithCode(edited.code);
    const used = dataOf<ConsolePromoView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/promo/detail/${promo.id}` }));
    expect(used.uses).toBe(2);

    const locked = await cast.staffA({ url: '/api/v1/console/promo/update', json: { ...form, id: promo.id, code: freshCode(), valueMinor: 9_000 } });
    expect([locked.statusCode, envelopeOf<{ fields: string[] }>(locked).data.fields]).toEqual([409, ['code', 'valueMinor']]);
    expect(envelopeOf(locked).meta.message).toContain('can no longer change');
    const belowUses = await cast.staffA({ url: '/api/v1/console/promo/update', json: { ...form, id: promo.id, usageLimit: 1 } });
    expect([belowUses.statusCode, fieldsOf(belowUses)]).toEqual([400, ['usageLimit:belowUsed']]);
    const unchanged = dataOf<ConsolePromoView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/promo/detail/${promo.id}` }));
    expect([unchanged.code, unchanged.valueMinor, unchanged.usageLimit]).toEqual([edited.code, 1_500, 5]);

    const allowed = dataOf<ConsolePromoView>(
      await cast.staffA({
        url: '/api/v1/console/promo/update',
        json: { ...form, id: promo.id, titleEn: 'Extended', usageLimit: 2, validUntil: daysFromNow(60) },
      }),
    );
    expect([allowed.titleEn, allowed.usageLimit, allowed.valueMinor]).toEqual(['Extended', 2, 1_500]);
    const [latest] = (await listAudit(app.db, { targetId: promo.id, page: 1, size: 1 })).list;
    expect(latest?.detail).toMatchObject({ changed: ['titleEn', 'validUntil', 'usageLimit'] });
    expect((await auditActions(app, promo.id)).map(([a]) => a)).toEqual(['console.promo.update', 'console.promo.update', 'console.promo.create']);
  });
});
