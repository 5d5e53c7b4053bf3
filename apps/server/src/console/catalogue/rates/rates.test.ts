import type { ConsoleRatesView } from '@sme/shared/schemas/console-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { type Callers, auditedActions, catalogueCallers, dataOf, expectAdminOnly, fieldsOf } from '../catalogue.test-kit';

/** Back-office exchange rates: admins only, exact decimals only, currency.list following, audit. */

let app: FastifyInstance;
let c: Callers;

beforeAll(async () => {
  app = await createTestApp();
  c = await catalogueCallers(app, 74);
});

afterAll(async () => {
  await app?.close();
});

const rates = async () => dataOf<ConsoleRatesView>(await c.admin({ method: 'GET', url: '/api/v1/console/rate/list' }));
const rateOf = (view: ConsoleRatesView, base: string, target: string) => view.rates.find((r) => r.baseSymbol === base && r.tarSymbol === target)?.rate;
/** The public currency.list rate; the language is part of the answer cache's key. */
async function publicRate(language: string, base: string, target: string) {
  const list = dataOf<{ list: Array<{ code: string; rates: Array<{ tarSymbol: string; currRate: string }> }> }>(
    await c.visitor({ method: 'GET', url: '/api/v1/currency/list', headers: { 'accept-language': language } }),
  ).list;
  return list.find((x) => x.code === base)?.rates.find((r) => r.tarSymbol === target)?.currRate;
}

describe('console rates', () => {
  it('refuses a merchant’s staff, a member and an admin before TOTP (403), changing nothing', async () => {
    const before = rateOf(await rates(), 'USD', 'HKD');
    await expectAdminOnly(c, { method: 'GET', url: '/api/v1/console/rate/list' });
    await expectAdminOnly(c, { url: '/api/v1/console/rate/set', json: { baseSymbol: 'USD', tarSymbol: 'HKD', rate: '9.99' } });
    expect(rateOf(await rates(), 'USD', 'HKD')).toBe(before);
  });

  it('lists the currencies with both names and every rate as an exact decimal', async () => {
    const view = await rates();
    expect(view.currencies.find((x) => x.code === 'HKD')).toEqual({ code: 'HKD', nameEn: 'Hong Kong Dollar', nameZh: '港元', symbol: 'HK$', decimals: 2 });
    expect(rateOf(view, 'USD', 'HKD')).toBe('7.8');
  });

  it('refuses floats, zero, too many decimals, unknown or equal currencies with 400, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rate: 7.85 }, 'rate:rateInvalid'],
      [{ rate: '0' }, 'rate:rateInvalid'],
      [{ rate: '0.0000000000' }, 'rate:rateInvalid'],
      [{ rate: '-7.8' }, 'rate:rateInvalid'],
      [{ rate: '1e3' }, 'rate:rateInvalid'],
      [{ rate: '7.12345678901' }, 'rate:rateInvalid'],
      [{ rate: '12345678901' }, 'rate:rateInvalid'],
      [{ tarSymbol: 'USD' }, 'tarSymbol:currencySame'],
      [{ tarSymbol: 'XYZ' }, 'tarSymbol:currencyUnknown'],
      [{ baseSymbol: 'usd' }, 'baseSymbol:currencyUnknown'],
    ];
    const before = JSON.stringify((await rates()).rates);
    for (const [overrides, expected] of cases) {
      const res = await c.admin({ url: '/api/v1/console/rate/set', json: { baseSymbol: 'USD', tarSymbol: 'HKD', rate: '7.85', ...overrides } });
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
    }
    expect(JSON.stringify((await rates()).rates)).toBe(before);
  });

  it('sets a rate exactly (10 decimals kept), the public currency list follows, and the change is audited', async () => {
    expect(await publicRate('en', 'USD', 'JPY')).not.toBe('150.1234567891');
    const view = dataOf<ConsoleRatesView>(
      await c.admin({ url: '/api/v1/console/rate/set', json: { baseSymbol: 'USD', tarSymbol: 'JPY', rate: '150.1234567891' } }),
    );
    expect(rateOf(view, 'USD', 'JPY')).toBe('150.1234567891');
    expect(await publicRate('zh-CN', 'USD', 'JPY')).toBe('150.1234567891');

    dataOf(await c.admin({ url: '/api/v1/console/rate/set', json: { baseSymbol: 'USD', tarSymbol: 'HKD', rate: '7.8500' } }));
    expect(rateOf(await rates(), 'USD', 'HKD')).toBe('7.85');
    const [entry] = await auditedActions(app, 'USD/HKD');
    expect(entry).toMatchObject({ action: 'console.rate.set', targetType: 'exchangeRate', detail: { from: '7.8', to: '7.85' } });
  });
});
