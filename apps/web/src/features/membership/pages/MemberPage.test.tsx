import { annualPriceMinor, PLAN_DEFINITIONS } from '@sme/shared/membership-plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '@/test/fake-fetch';
import MemberPage from './MemberPage';

/** The plan list as GET /membership/plans answers it. */
const PLANS = PLAN_DEFINITIONS.map((p, i) => ({
  tier: p.tier,
  currency: p.currency,
  monthlyPriceMinor: p.monthlyPriceMinor,
  annualPriceMinor: annualPriceMinor(p.monthlyPriceMinor),
  addedFeatures: [...p.addedFeatures],
  isBestValue: p.isBestValue,
  sort: i + 1,
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/member']}>
        <MemberPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('MemberPage', () => {
  it('shows the three plans of the API at their monthly price, best value on Gold only', async () => {
    // Sent in reverse order: the page sorts by `sort`, not by arrival.
    const net = fakeFetch(envelope(200, { list: [...PLANS].reverse() }));
    renderPage();

    const headings = await screen.findAllByRole('heading', { level: 2, name: /^(Silver|Gold|Platinum)$/ });
    expect(headings.map((h) => h.textContent)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(net.seen[0]?.url.pathname).toBe('/api/v1/membership/plans');

    expect(within(card('Silver')).getByText('HK$80.00')).toBeTruthy();
    expect(within(card('Gold')).getByText('HK$480.00')).toBeTruthy();
    expect(within(card('Platinum')).getByText('HK$3,800.00')).toBeTruthy();

    expect(within(card('Gold')).getByText('Best value')).toBeTruthy();
    expect(within(card('Silver')).queryByText('Best value')).toBeNull();
    expect(within(card('Platinum')).queryByText('Best value')).toBeNull();

    // Higher tiers build on the one below, with their added features translated.
    expect(within(card('Gold')).getByText('Everything in Silver, plus:')).toBeTruthy();
    expect(within(card('Platinum')).getByText('Everything in Gold, plus:')).toBeTruthy();
    expect(within(card('Silver')).getByText('Fast-track bank account opening')).toBeTruthy();
    expect(within(card('Platinum')).getByText('Your own personalised AI chatbot')).toBeTruthy();
  });

  it('switching to annual shows the annual price, its monthly equivalent and the 15% saving', async () => {
    fakeFetch(envelope(200, { list: PLANS }));
    renderPage();
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
  });

  it('says so when the plans cannot be loaded', async () => {
    fakeFetch(envelope(500, null, 'Server error', 500));
    renderPage();
    expect(await screen.findByText(/couldn't load the membership plans/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
