/**
 * The Hong Kong FPS QR code (HKMA "Common QR Code Specification for Retail Payments", on EMVCo Merchant-Presented
 * Mode): a string of TLV data objects (2-digit id, 2-digit length, value) ending with a CRC. FPS sits in merchant
 * account template 26 with the GUID "hk.com.hkicl" and the proxy as sub-tag 02 (FPS identifier), 03 (mobile,
 * +852-XXXXXXXX) or 04 (email); amount in tag 54, ISO 4217 numeric currency in 53, the payer's reference in
 * additional data 62 sub-tag 05 (reference label).
 */

/** The GUID of FPS (the Hong Kong Interbank Clearing Limited domain). */
export const FPS_GUID = 'hk.com.hkicl';

/** ISO 4217 numeric codes of the currencies FPS settles. */
const NUMERIC_CURRENCY: Readonly<Record<string, string>> = { HKD: '344', CNY: '156' };
const ALPHA_CURRENCY: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(NUMERIC_CURRENCY).map(([a, n]) => [n, a]));

/** What an FPS QR code asks for. */
export interface FpsQrData {
  proxyId: string;
  merchantName: string;
  merchantCity: string;
  currency: string;
  amountMinor: number;
  reference: string;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo MPM section 4.7.3 prescribes, as 4 upper-case hex digits. */
export function crc16(data: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(data, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV data object ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The proxy's sub-tag in template 26: FPS identifier (digits), mobile (+852-XXXXXXXX) or email. */
function proxyObject(proxyId: string): string {
  if (/^\d{7,9}$/.test(proxyId)) return tlv('02', proxyId);
  const mobile = /^\+852-?(\d{8})$/.exec(proxyId);
  if (mobile) return tlv('03', `+852-${mobile[1]}`);
  return tlv('04', proxyId);
}

/** "123.45" from 12345: EMV amounts are decimal text (both FPS currencies have 2 minor digits). */
function amountText(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Builds a dynamic (one payment, amount given) FPS QR payload. */
export function buildFpsPayload(data: FpsQrData): string {
  const currency = NUMERIC_CURRENCY[data.currency];
  if (!currency) throw new Error(`FPS does not settle ${data.currency}`);
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', FPS_GUID) + proxyObject(data.proxyId)),
    tlv('52', '0000'),
    tlv('53', currency),
    tlv('54', amountText(data.amountMinor)),
    tlv('58', 'HK'),
    tlv('59', data.merchantName),
    tlv('60', data.merchantCity),
    tlv('62', tlv('05', data.reference)),
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}

/** Splits TLV text into id → value (ids are unique at each level of an MPM payload). */
export function parseTlv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || i + 4 + length > text.length) throw new Error(`malformed EMV data object at ${i}`);
    out.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

/** Whether the payload's last data object is a CRC (63, length 04) that matches everything before its value. */
export function hasValidCrc(payload: string): boolean {
  const head = payload.slice(0, -4);
  return head.endsWith('6304') && crc16(head) === payload.slice(-4);
}

/** Reads an FPS payload back (tests, and checking what a payer's app will see); throws on a bad CRC or a non-FPS code. */
export function decodeFpsPayload(payload: string): FpsQrData {
  if (!hasValidCrc(payload)) throw new Error('FPS payload CRC mismatch');
  const top = parseTlv(payload);
  const account = parseTlv(top.get('26') ?? '');
  if (account.get('00') !== FPS_GUID) throw new Error('not an FPS payload');
  const mobile = account.get('03');
  const proxyId = account.get('02') ?? (mobile ? mobile.replace('-', '') : account.get('04'));
  const [major = '', minor = ''] = (top.get('54') ?? '').split('.');
  return {
    proxyId: proxyId ?? '',
    merchantName: top.get('59') ?? '',
    merchantCity: top.get('60') ?? '',
    currency: ALPHA_CURRENCY[top.get('53') ?? ''] ?? '',
    amountMinor: Number(major) * 100 + Number(minor.padEnd(2, '0')),
    reference: parseTlv(top.get('62') ?? '').get('05') ?? '',
  };
}
