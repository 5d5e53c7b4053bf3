import { annualPriceMinor, PLAN_DEFINITIONS } from '@sme/shared/membership-plans';
import type { MembershipCurrentView, MembershipPeriodView, MembershipQuoteView } from '@sme/shared/schemas/membership';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import MemberPage from './MemberPage';

/** The plan list as GET /membership/plans answers it. */
const PLANS = PLAN_DEFINITIONS.map((p, i) => ({
  tier: p.tier,
  currency: p.currency,
  monthlyPriceMinor: p.monthlyPriceMinor,
  annualPriceMinor: annualPriceMinor(p.monthlyPriceMinor),
  addedFeatures: [...p.addedFeatures],
  isBestValue: p.isBestValue,
  vipDiscountPercent: p.defaultVipDiscountPercent,
  sort: i + 1,
}));

const period = (over: Partial<MembershipPeriodView>): MembershipPeriodView => ({
  id: 'PER-1',
  tier: 'GOLD',
  source: 'PURCHASE',
  cycle: 'ANNUAL',
  startsAt: '2025-12-27T06:00:00.000Z',
  endsAt: '2026-12-27T16:00:00.000Z',
  validUntilDay: '2026-12-27',
  endedEarlyAt: null,
  endedReason: null,
  ...over,
});

/** GET /membership/current of a member holding `tier` until 27 Dec 2026 (or none). */
function current(tier: MembershipCurrentView['tier'], next: MembershipPeriodView | null = null): MembershipCurrentView {
  return {
    tier,
    current: tier ? period({ tier }) : null,
    validUntilDay: tier ? '2026-12-27' : null,
    next,
    vipDiscountPercent: tier === 'GOLD' ? 5 : 0,
    benefits: [],
  };
}

const quote = (over: Partial<MembershipQuoteView>): MembershipQuoteView => ({
  tier: 'GOLD',
  cycle: 'MONTHLY',
  kind: 'NEW',
  currency: 'HKD',
  priceMinor: 48_000,
  creditMinor: 0,
  amountMinor: 48_000,
  startsAt: '2026-11-27T06:00:00.000Z',
  endsAt: '2026-12-27T16:00:00.000Z',
  validUntilDay: '2026-12-27',
  ...over,
});

const card = (name: string) => screen.getByRole('article', { name });
const action = (tier: string) => within(card(tier)).getAllByRole('link')[0]?.textContent;
const signIn = () => {
  document.cookie = 'memberId=M-7; Path=/';
};

describe('MemberPage', () => {
  it('shows the three plans of the API at their monthly price, the VIP discount, best value on Gold only', async () => {
    // Sent in reverse order: the page sorts by `sort`, not by arrival.
    const api = fakeApi({ '/membership/plans': envelope(200, { list: [...PLANS].reverse() }) });
    renderPage('/member', <MemberPage />);

    const headings = await screen.findAllByRole('heading', { level: 2, name: /^(Silver|Gold|Platinum)$/ });
    expect(headings.map((h) => h.textContent)).toEqual(['Silver', 'Gold', 'Platinum']);

    expect(within(card('Silver')).getByText('HK$80.00')).toBeTruthy();
    expect(within(card('Gold')).getByText('HK$480.00')).toBeTruthy();
    expect(within(card('Platinum')).getByText('HK$3,800.00')).toBeTruthy();
    expect(within(card('Silver')).getByText(/2% off every shop order/)).toBeTruthy();
    expect(within(card('Gold')).getByText(/5% off every shop order/)).toBeTruthy();
    expect(within(card('Platinum')).getByText(/10% off every shop order/)).toBeTruthy();

    expect(within(card('Gold')).getByText('Best value')).toBeTruthy();
    expect(within(card('Silver')).queryByText('Best value')).toBeNull();
    expect(within(card('Platinum')).queryByText('Best value')).toBeNull();

    // Higher tiers build on the one below, with their added features translated.
    expect(within(card('Gold')).getByText('Everything in Silver, plus:')).toBeTruthy();
    expect(within(card('Platinum')).getByText('Everything in Gold, plus:')).toBeTruthy();
    expect(within(card('Silver')).getByText('Fast-track bank account opening')).toBeTruthy();
    expect(within(card('Platinum')).getByText('Your own personalised AI chatbot')).toBeTruthy();

    // A visitor is offered each plan, and nothing is asked about a membership.
    expect(action('Gold')).toBe('Choose Gold');
    expect(screen.queryByRole('heading', { name: 'Have a membership card?' })).toBeNull();
    expect(api.seen.map((r) => r.url.pathname)).toEqual(['/api/v1/membership/plans']);
  });

  it('switching to annual shows the annual price, its monthly equivalent and the 15% saving', async () => {
    fakeApi({ '/membership/plans': envelope(200, { list: PLANS }) });
    renderPage('/member', <MemberPage />);
    await screen.findByRole('article', { name: 'Silver' });

    await userEvent.click(screen.getByText('Annual'));

    // 80 × 12 × 0.85 = 816; 816 / 12 = 68; 960 − 816 = 144.
    const silver = card('Silver');
    expect(within(silver).getByText('HK$816.00')).toBeTruthy();
    expect(within(silver).getByText('/ year')).toBeTruthy();
    expect(within(silver).getByText(/HK\$68\.00 a month/)).toBeTruthy();
    expect(within(silver).getByText('Save HK$144.00 a year (15%)')).toBeTruthy();
    expect(within(card('Platinum')).getByText('HK$38,760.00')).toBeTruthy();
    expect(within(silver).queryByText('HK$80.00')).toBeNull();
    expect(screen.getByText('Save 15%')).toBeTruthy();
    expect(card('Gold').querySelector('a')?.getAttribute('href')).toBe('/member?plan=GOLD&cycle=ANNUAL');
  });

  it('says so when the plans cannot be loaded', async () => {
    fakeApi({ '/membership/plans': envelope(500, null, 'Server error', 500) });
    renderPage('/member', <MemberPage />);
    expect(await screen.findByText(/couldn't load the membership plans/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends a visitor who picks a plan to log in, to come back to that plan', async () => {
    fakeApi({ '/membership/plans': envelope(200, { list: PLANS }) });
    const { router } = renderPage('/member', <MemberPage />);
    await userEvent.click(within(await screen.findByRole('article', { name: 'Gold' })).getByRole('link', { name: 'Choose Gold' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/member?plan=GOLD&cycle=MONTHLY');
  });

  it('offers a Gold member to renew Gold, upgrade to Platinum and switch to Silver at the end, and says what follows', async () => {
    signIn();
    const silverNext = period({ id: 'PER-2', tier: 'SILVER', cycle: 'MONTHLY', startsAt: '2026-12-27T16:00:00.000Z', validUntilDay: '2027-01-27' });
    fakeApi({ '/membership/plans': envelope(200, { list: PLANS }), '/membership/current': envelope(200, current('GOLD', silverNext)) });
    renderPage('/member', <MemberPage />);

    const banner = await screen.findByRole('region', { name: 'Your membership' });
    expect(banner.textContent).toContain('Your plan: Gold — until Dec 27, 2026, then Silver from Dec 28, 2026');
    expect(banner.textContent).toContain('5% off every shop order');
    expect(action('Silver')).toBe('Switch at the end of your plan');
    expect(action('Gold')).toBe('Renew');
    expect(action('Platinum')).toBe('Upgrade');
    expect(within(card('Gold')).getByText('Your plan')).toBeTruthy();
  });

  it('quotes an upgrade with the credit of the unused plan, suggests annual billing when the credit covers a month, and pays on /payments', async () => {
    signIn();
    const quoteAnswer = (req: SeenRequest) =>
      req.url.searchParams.get('cycle') === 'MONTHLY'
        ? envelope(3205, null, 'The unused part of your current plan is worth more than this plan. Choose annual billing to upgrade.')
        : envelope(
            200,
            quote({ cycle: 'ANNUAL', kind: 'UPGRADE', priceMinor: 489_600, creditMinor: 60_000, amountMinor: 429_600, validUntilDay: '2027-11-27' }),
          );
    const api = fakeApi({
      '/membership/plans': envelope(200, { list: PLANS }),
      '/membership/current': envelope(200, current('SILVER')),
      '/membership/quote': quoteAnswer,
      '/membership/purchase': envelope(200, {
        ...quote({ cycle: 'ANNUAL', kind: 'UPGRADE' }),
        id: 'PUR-1',
        purchaseNo: 'MP0001',
        status: 'AWAITING_PAYMENT',
        createdAt: '',
        paidAt: null,
      }),
    });
    const { router } = renderPage('/member', <MemberPage />);

    await userEvent.click(within(await screen.findByRole('article', { name: 'Gold' })).getByRole('link', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/worth more than this plan/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to annual billing' }));
    expect(await within(dialog).findByText('HK$4,296.00')).toBeTruthy();
    expect(within(dialog).getByText('Upgrade to Gold')).toBeTruthy();
    expect(within(dialog).getByText('HK$4,896.00')).toBeTruthy();
    expect(within(dialog).getByText('− HK$600.00')).toBeTruthy();
    expect(within(dialog).getByText('Nov 27, 2026')).toBeTruthy();
    expect(within(dialog).getByText('Nov 27, 2027')).toBeTruthy();
    expect(within(dialog).queryByText(/worth more than this plan/)).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('cycle')).toBe('ANNUAL');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/payments?purchaseId=PUR-1'));
    const [bought] = api.calls('/membership/purchase');
    expect([bought?.method, bought?.fields.get('tier'), bought?.fields.get('cycle')]).toEqual(['POST', 'GOLD', 'ANNUAL']);
  });

  it('opens the renewal of the plan held from the renewal mail, billed as the running period', async () => {
    signIn();
    const api = fakeApi({
      '/membership/plans': envelope(200, { list: PLANS }),
      '/membership/current': envelope(200, current('GOLD')),
      '/membership/quote': envelope(200, quote({ cycle: 'ANNUAL', kind: 'RENEW', priceMinor: 489_600, amountMinor: 489_600 })),
    });
    const { router } = renderPage('/member', <MemberPage />, '/member?renew=GOLD');

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Renew Gold')).toBeTruthy();
    expect(within(dialog).getAllByText('HK$4,896.00')).toHaveLength(2);
    expect(api.calls('/membership/quote').map((c) => c.fields.get('cycle'))).toEqual(['ANNUAL']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('redeems a card for a member without a plan, showing a refusal in the server’s words under the field', async () => {
    signIn();
    const redeemed = {
      id: 'C-1',
      cardNoMasked: '**** 1234',
      tier: 'GOLD',
      durationMonths: 12,
      redeemedAt: '',
      periodStartsAt: '',
      periodEndsAt: '',
      validUntilDay: '2027-11-27',
    };
    const api = fakeApi({
      '/membership/plans': envelope(200, { list: PLANS }),
      '/membership/current': envelope(200, current(null)),
      '/card/redeem': [envelope(3202, null, 'This card has already been redeemed.', 409), envelope(200, redeemed)],
    });
    renderPage('/member', <MemberPage />);
    await screen.findByRole('article', { name: 'Gold' });
    expect(action('Gold')).toBe('Choose Gold');
    expect(screen.queryByRole('region', { name: 'Your membership' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Redemption code'), { target: { value: ' abcd-efgh ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This card has already been redeemed.')).toBeTruthy();
    expect(api.calls('/card/redeem')[0]?.fields.get('code')).toBe('abcd-efgh');

    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Card redeemed: Gold membership, valid until Nov 27, 2027.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('This card has already been redeemed.')).toBeNull());
    expect((screen.getByLabelText('Redemption code') as HTMLInputElement).value).toBe('');
    // The membership is read again after the card is added.
    await waitFor(() => expect(api.calls('/membership/current').length).toBeGreaterThan(1));
  });
});
