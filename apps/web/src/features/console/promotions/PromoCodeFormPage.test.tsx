import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage, jsonBody } from '../console-fixtures';
import { MERCHANT_ID, PROMO_ID, consolePromoView } from './promotion-fixtures';

const staffMe = () => consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false, merchantId: MERCHANT_ID, merchantName: 'Tea House HK' });

/** Typed as a whole value: a keystroke at a time through a large form is slow in jsdom and tests nothing more. */
const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function fillNewCode(code: string) {
  typeInto(await screen.findByLabelText('Code', undefined, { timeout: 30_000 }), code);
  typeInto(screen.getByLabelText('Title (English)'), 'Spring sale');
  typeInto(screen.getByLabelText('Title (Chinese)'), '春季優惠');
  typeInto(screen.getByLabelText('Amount off'), '25.5');
}

// A large antd form renders slowly in jsdom, so these get more time than the default.
describe('console promo code form', { timeout: 90_000 }, () => {
  it('creates a code with the amount sent in minor units and the code upper case, then opens it', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const created = consolePromoView({ code: 'SPRING25', valueMinor: 2_550 });
    const api = fakeApi({
      '/console/me': envelope(200, staffMe()),
      '/console/promo/create': envelope(200, created),
      [`/console/promo/detail/${PROMO_ID}`]: envelope(200, created),
    });
    const { router } = renderApp('/console/promotions/codes/new');
    await fillNewCode('spring25');
    await userEvent.click(screen.getByText('Create promo code'));

    await waitFor(() => expect(api.calls('/console/promo/create')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/promo/create')[0]!)).toMatchObject({
      code: 'SPRING25',
      titleEn: 'Spring sale',
      currency: 'HKD',
      method: 'FIXPRICE',
      valueMinor: 2_550,
      percentage: 0,
      per: 'ORDER',
      isForAll: true,
      pidList: [],
      minSpendMinor: 0,
      usageLimit: null,
      validFrom: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/console/promotions/codes/${PROMO_ID}`));
  });

  it('checks the code with the shared rule before sending, and shows a code in use on the form', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, staffMe()),
      '/console/promo/create': envelope(409, null, 'This promotion code is already in use. Please choose another.', 409),
    });
    renderApp('/console/promotions/codes/new');
    await fillNewCode('a!');
    await userEvent.click(screen.getByText('Create promo code'));
    expect(await screen.findByText('Code must be 4 to 32 letters, digits, hyphens or underscores, starting with a letter or digit.')).toBeTruthy();
    expect(api.calls('/console/promo/create')).toHaveLength(0);

    typeInto(screen.getByLabelText('Code'), 'TAKEN1');
    await userEvent.click(screen.getByText('Create promo code'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This promotion code is already in use. Please choose another.');
  });

  it('shows a used code’s terms locked, and disables it after confirmation', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const used = consolePromoView({ uses: 4 });
    const api = fakeApi({
      '/console/me': envelope(200, staffMe()),
      [`/console/promo/detail/${PROMO_ID}`]: [
        envelope(200, used),
        envelope(200, consolePromoView({ uses: 4, status: 'DISABLED', updatedAt: '2026-02-21T08:00:00.000Z' })),
      ],
      '/console/promo/disable': envelope(200, consolePromoView({ uses: 4, status: 'DISABLED' })),
      '/console/merchant/list': consolePage([]),
    });
    renderApp(`/console/promotions/codes/${PROMO_ID}`);

    expect(await screen.findByText('Edit SPRING20', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText(/uses so far: 4/)).toBeTruthy();
    expect(screen.getByLabelText('Code')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Amount off')).toHaveProperty('value', '20.00');
    expect(screen.getByLabelText('Amount off')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Title (English)')).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/checkout will treat it as unknown/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.calls('/console/promo/disable')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/promo/disable')[0]!)).toMatchObject({ id: PROMO_ID });
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeTruthy();
  });
});
