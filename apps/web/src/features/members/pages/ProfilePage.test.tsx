import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberProfile } from '@/lib/session/user-store';
import { useUserStore } from '@/lib/session/user-store';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { renderPage } from '@/test/render-page';
import ProfilePage from './ProfilePage';

/** The profile endpoint: GET answers the stored profile, POST saves the form's fields like the server would. */
function profileEndpoint(stored: MemberProfile) {
  let current = stored;
  return (req: SeenRequest) => {
    if (req.method === 'POST') {
      const fields = Object.fromEntries(new URLSearchParams(String(req.body)));
      current = { ...current, ...fields, salutation: (fields.salutation || null) as MemberProfile['salutation'] };
      current.displayName = current.nickName || current.fullName || '';
    }
    return envelope(200, current);
  };
}

describe('ProfilePage', () => {
  it('saves exactly the form’s fields, says so, and the new display name reaches the user store', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({ '/member/profile': profileEndpoint(memberProfile()) });
    renderPage('/profile', <ProfilePage />);

    const nickname = await screen.findByLabelText('Nickname');
    expect((screen.getByLabelText('English first name') as HTMLInputElement).value).toBe('Tai Man');
    expect(screen.getByText('SME00000007')).toBeTruthy();
    expect(screen.getByText('+852 9123 4567')).toBeTruthy();
    fireEvent.change(nickname, { target: { value: 'Big Man' } });
    fireEvent.change(screen.getByLabelText('Chinese full name'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const [save] = api.calls('/member/profile').filter((c) => c.method === 'POST');
    const { appId, mcId, memberId, ...sent } = Object.fromEntries(save?.fields ?? []);
    expect({ appId, mcId, memberId }).toEqual({ appId: 'WEBSITE', mcId: 'COM', memberId: 'M-7' });
    expect(sent).toEqual({
      salutation: 'MR',
      engFirstName: 'Tai Man',
      engLastName: 'Chan',
      fullName: '',
      nickName: 'Big Man',
      birthday: '1988-03-14',
      address: '1 Queen’s Road Central, Hong Kong',
    });
    await waitFor(() => expect(useUserStore.getState().profile?.displayName).toBe('Big Man'));
  });

  it('refuses a nickname longer than the shared rule allows without calling the server', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({ '/member/profile': profileEndpoint(memberProfile()) });
    renderPage('/profile', <ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Nickname'), { target: { value: 'x'.repeat(31) } });
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('Nickname must be at most 30 characters.')).toBeTruthy();
    expect(api.calls('/member/profile').filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('links to the member’s applications, orders and addresses', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/member/profile': profileEndpoint(memberProfile()) });
    renderPage('/profile', <ProfilePage />);
    const links = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(links).getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/applications');
    expect(within(links).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
    expect(within(links).getByRole('link', { name: 'Addresses' }).getAttribute('href')).toBe('/addresses');
  });

  it('shows the membership held, the plan that follows, the redeemed cards and the history with a way to pay', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const gold = {
      id: 'PER-1',
      tier: 'GOLD',
      source: 'CARD',
      cycle: null,
      startsAt: '2025-12-27T06:00:00.000Z',
      endsAt: '2026-12-27T16:00:00.000Z',
      validUntilDay: '2026-12-27',
      endedEarlyAt: null,
      endedReason: null,
    };
    const silver = {
      ...gold,
      id: 'PER-2',
      tier: 'SILVER',
      source: 'PURCHASE',
      cycle: 'MONTHLY',
      startsAt: '2026-12-27T16:00:00.000Z',
      endsAt: '2027-01-27T16:00:00.000Z',
      validUntilDay: '2027-01-27',
    };
    fakeApi({
      '/member/profile': profileEndpoint(memberProfile()),
      '/membership/current': envelope(200, { tier: 'GOLD', current: gold, validUntilDay: '2026-12-27', next: silver, vipDiscountPercent: 5, benefits: [] }),
      '/card/pans': envelope(200, {
        list: [
          {
            id: 'C-1',
            cardNoMasked: '************1234',
            tier: 'GOLD',
            durationMonths: 12,
            redeemedAt: '2025-12-27T06:00:00.000Z',
            periodStartsAt: gold.startsAt,
            periodEndsAt: gold.endsAt,
            validUntilDay: '2026-12-27',
          },
        ],
      }),
      '/membership/history': envelope(200, {
        list: [
          {
            id: 'PUR-9',
            source: 'PURCHASE',
            tier: 'SILVER',
            cycle: 'MONTHLY',
            kind: 'DOWNGRADE',
            reference: 'MP000009',
            status: 'AWAITING_PAYMENT',
            amountMinor: 8000,
            currency: 'HKD',
            startsAt: null,
            endsAt: null,
            createdAt: '2026-11-27T06:00:00.000Z',
          },
          {
            id: 'C-1',
            source: 'CARD',
            tier: 'GOLD',
            cycle: null,
            kind: null,
            reference: '************1234',
            status: 'ACTIVE',
            amountMinor: null,
            currency: null,
            startsAt: gold.startsAt,
            endsAt: gold.endsAt,
            createdAt: '2025-12-27T06:00:00.000Z',
          },
        ],
      }),
    });
    renderPage('/profile', <ProfilePage />);

    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(membership).findByText('Valid until Dec 27, 2026')).toBeTruthy();
    expect(within(membership).getByText('Gold')).toBeTruthy();
    expect(within(membership).getByText('Then Silver from Dec 28, 2026 until Jan 27, 2027.')).toBeTruthy();
    expect(within(membership).getByText('5% off every shop order')).toBeTruthy();
    expect(
      within(membership)
        .getByRole('link', { name: /Renew or upgrade/ })
        .getAttribute('href'),
    ).toBe('/member');
    expect(within(membership).getByLabelText('Redemption code')).toBeTruthy();

    const cards = screen.getByRole('region', { name: 'My cards' });
    const [cardRow] = (await within(cards).findAllByRole('row')).filter((r) => within(r).queryByText('************1234'));
    expect(
      within(cardRow as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['************1234', 'Gold', '12', 'Dec 27, 2025', 'Dec 27, 2026']);

    const history = screen.getByRole('region', { name: 'Membership history' });
    const pay = await within(history).findByRole('link', { name: 'Pay now' });
    expect(pay.getAttribute('href')).toBe('/payments?purchaseId=PUR-9');
    const cellsOf = (row: Element | null) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // A purchase awaiting payment has no period yet.
    expect(cellsOf(pay.closest('tr'))).toEqual(['Nov 27, 2026', 'Purchase · switch', 'SilverMonthly', 'MP000009', '—', 'HK$80.00', 'Awaiting paymentPay now']);
    expect(cellsOf(within(history).getByText('Membership card').closest('tr'))).toEqual([
      'Dec 27, 2025',
      'Membership card',
      'Gold',
      '************1234',
      'Dec 27, 2025 – Dec 27, 2026',
      '—',
      'Active',
    ]);
  });
});
