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
});
