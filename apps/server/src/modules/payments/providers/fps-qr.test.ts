import { describe, expect, it } from 'vitest';
import { FPS_GUID, buildFpsPayload, crc16, decodeFpsPayload, hasValidCrc, parseTlv } from './fps-qr';

/** The FPS QR payload against the EMVCo MPM rules (TLV, CRC-16/CCITT-FALSE) and the HKMA FPS template. */

const DATA = {
  proxyId: '1234567',
  merchantName: 'SME Link HK',
  merchantCity: 'Hong Kong',
  currency: 'HKD',
  amountMinor: 12_345,
  reference: 'SO2026000001-AB12CD',
};

describe('FPS QR payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('ends with a CRC data object that covers everything before its value, and a changed character breaks it', () => {
    const payload = buildFpsPayload(DATA);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(payload.replace('123.45', '123.46'))).toBe(false);
  });

  it('lays out the EMVCo tags: dynamic code, FPS template 26, HKD as 344, amount, country, reference in 62-05', () => {
    const top = parseTlv(buildFpsPayload(DATA));
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    expect(Object.fromEntries(parseTlv(top.get('26') ?? ''))).toEqual({ '00': FPS_GUID, '02': '1234567' });
    expect([top.get('52'), top.get('53'), top.get('54'), top.get('58'), top.get('59'), top.get('60')]).toEqual([
      '0000',
      '344',
      '123.45',
      'HK',
      'SME Link HK',
      'Hong Kong',
    ]);
    expect(parseTlv(top.get('62') ?? '').get('05')).toBe(DATA.reference);
  });

  it('decodes back to the proxy id, amount, currency and reference (FPS id, mobile and email proxies)', () => {
    expect(decodeFpsPayload(buildFpsPayload(DATA))).toEqual(DATA);
    expect(decodeFpsPayload(buildFpsPayload({ ...DATA, proxyId: '+852-91234567', amountMinor: 5 }))).toMatchObject({ proxyId: '+85291234567', amountMinor: 5 });
    const email = buildFpsPayload({ ...DATA, proxyId: 'pay@example.com' });
    expect(parseTlv(parseTlv(email).get('26') ?? '').get('04')).toBe('pay@example.com');
    expect(decodeFpsPayload(email).proxyId).toBe('pay@example.com');
  });

  it('refuses a payload with a bad CRC and a currency FPS does not settle', () => {
    const payload = buildFpsPayload(DATA);
    expect(() => decodeFpsPayload(`${payload.slice(0, -4)}0000`)).toThrow(/CRC/);
    expect(() => buildFpsPayload({ ...DATA, currency: 'USD' })).toThrow(/USD/);
  });
});
