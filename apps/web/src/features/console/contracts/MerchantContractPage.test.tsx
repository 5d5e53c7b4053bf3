import type { ContractFmscView, ContractView } from '@sme/shared/schemas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../console-fixtures';

const MERCHANT_ID = '44444444-4444-4444-8444-444444444444';

function contract(overrides: Partial<ContractView> = {}): ContractView {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    merchantId: MERCHANT_ID,
    merchantName: 'Tea House HK',
    version: 1,
    titleEn: 'Merchant services agreement',
    titleZh: '商戶服務協議',
    termsEn: '<h2>1. Services</h2><p>The platform lists the merchant’s products.</p>',
    termsZh: '<p>平台刊登商戶的產品。</p>',
    commissionBps: 250,
    settlementDays: 7,
    monthlyFeeMinor: 19_900,
    currency: 'HKD',
    effectiveFrom: '2026-03-01',
    state: 'CURRENT',
    issuedAt: '2026-02-20T02:00:00.000Z',
    acceptance: null,
    ...overrides,
  };
}

const ACCEPTED = contract({
  acceptance: { acceptedAt: '2026-03-02T02:00:00.000Z', acceptedBy: { id: 'm-1', name: 'Wong Siu Ming', email: 'siu.ming@teahouse.hk' }, ip: '203.0.113.9' },
});
const fmsc = (c: ContractView): ContractFmscView => ({ contract: c, pending: null });

// antd dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console contract: a merchant’s staff accept', { timeout: 90_000 }, () => {
  it('shows the terms and key figures, asks for the confirmation tick, then records the acceptance', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const me = consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false, merchantId: MERCHANT_ID, merchantName: 'Tea House HK' });
    const api = fakeApi({
      '/console/me': envelope(200, me),
      '/mc/contract/fmsc': [envelope(200, fmsc(contract())), envelope(200, fmsc(ACCEPTED))],
      '/console/contract/accept': envelope(200, ACCEPTED),
    });
    renderApp('/console/contract');

    expect(await screen.findByText('The platform lists the merchant’s products.', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('2.5%')).toBeTruthy();
    expect(screen.getByText('7 days')).toBeTruthy();
    expect(screen.getByText('HK$199.00')).toBeTruthy();
    expect(screen.getByText('Not accepted yet')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Accept this contract' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('Tick the box to confirm.')).toBeTruthy();
    expect(api.calls('/console/contract/accept')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read the terms and accept them on behalf of Tea House HK.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.calls('/console/contract/accept')).toHaveLength(1));
    const sent = api.calls('/console/contract/accept')[0];
    expect(sent && jsonBody(sent)).toMatchObject({ id: ACCEPTED.id });

    expect(await screen.findByText(/Accepted by Wong Siu Ming \(siu\.ming@teahouse\.hk\)/, {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText(/from IP 203\.0\.113\.9/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept this contract' })).toBeNull();
  });

  it('says so when the merchant has no contract in effect', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const me = consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false, merchantId: MERCHANT_ID, merchantName: 'Tea House HK' });
    fakeApi({ '/console/me': envelope(200, me), '/mc/contract/fmsc': envelope(404, null, 'This merchant has no contract in effect.', 404) });
    renderApp('/console/contract');
    expect(await screen.findByText('Your merchant has no contract in effect yet. The platform will issue one.', {}, { timeout: 30_000 })).toBeTruthy();
  });
});
