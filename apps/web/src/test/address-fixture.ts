import type { AddressView } from '@sme/shared/schemas/addresses';
import { envelope } from '@/test/fake-fetch';

/** Ids of the address tests (valid UUIDs, as the server checks). */
export const ADDRESS_IDS = { home: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', office: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' } as const;

/** An address as address.list answers it, with any fields replaced. */
export function addressView(overrides: Partial<AddressView> = {}): AddressView {
  return {
    id: ADDRESS_IDS.home,
    name: 'Chan Tai Man',
    regionCode: 'HK',
    phone: '+85291234567',
    email: 'tai.man@example.hk',
    area: 'HONG_KONG',
    countryCode: 'HK',
    city: 'Central and Western',
    detail: '1 Queen’s Road Central',
    remarks: null,
    isDefault: true,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** The geo dictionary answers of the form: HK and GB, Hong Kong districts and two British cities. */
export const geoRoutes = {
  '/sys/dict/list': (req: { url: URL }) => {
    const type = req.url.searchParams.get('type');
    const parent = req.url.searchParams.get('parent');
    if (type === 'countries')
      return envelope(200, {
        list: [
          { code: 'HK', label: 'Hong Kong' },
          { code: 'GB', label: 'United Kingdom' },
        ],
      });
    if (parent === 'GB')
      return envelope(200, {
        list: [
          { code: 'London', label: 'London' },
          { code: 'Leeds', label: 'Leeds' },
        ],
      });
    return envelope(200, {
      list: [
        { code: 'Central and Western', label: 'Central and Western' },
        { code: 'Wan Chai', label: 'Wan Chai' },
      ],
    });
  },
};
