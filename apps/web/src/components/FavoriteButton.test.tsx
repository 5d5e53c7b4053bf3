import { Codes } from '@sme/shared/codes';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { FavoriteButton } from './FavoriteButton';

const userEvent = userEventLib.setup({ delay: null });
const PRODUCT_ID = '0b8c2f4e-8a52-4f55-9c36-0f3b0d1f7a10';
const answer = (isFavourite: boolean) => envelope(200, { targetType: 'PRODUCT', targetId: PRODUCT_ID, isFavourite });

function renderButton(initial?: boolean) {
  return renderPage('/pd', <FavoriteButton targetType="PRODUCT" targetId={PRODUCT_ID} initial={initial} name="Jasmine tea" />, `/pd?id=${PRODUCT_ID}`);
}

const button = () => screen.getByRole('button', { name: 'Favourite Jasmine tea' });

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('FavoriteButton', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in and sends them to /login remembering this page, without calling the server', async () => {
    const api = fakeApi({});
    const { router } = renderButton(false);

    await userEvent.click(button());
    expect(await screen.findByText(/Sign in to save this product to your favourites/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe(`/pd?id=${PRODUCT_ID}`);
    expect(api.calls('/favorite/add')).toHaveLength(0);
  });

  it('adds a favourite for a member and shows the button pressed', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({ '/favorite/add': answer(true) });
    renderButton(false);

    expect(button().getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button());

    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('Added to your favourites.')).toBeTruthy();
    const [add] = api.calls('/favorite/add');
    expect(add?.method).toBe('POST');
    expect({ targetType: add?.fields.get('targetType'), targetId: add?.fields.get('targetId') }).toEqual({ targetType: 'PRODUCT', targetId: PRODUCT_ID });
  });

  it('removes a favourite when pressed again', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({ '/favorite/remove': answer(false) });
    renderButton(true);

    expect(button().getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls('/favorite/remove')).toHaveLength(1);
  });

  it('shows "already favourited" (7400) as information and keeps the favourite set', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/favorite/add': envelope(Codes.ALREADY_FAVOURITED.code, null, 'Already in your favourites.', 409) });
    renderButton(false);

    await userEvent.click(button());
    expect(await screen.findByText('This is already in your favourites.')).toBeTruthy();
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.ant-message-notice-error')).toBeNull();
  });

  it('rolls back and says to retry later when the server fails', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/favorite/add': envelope(Codes.RETRY_LATER.code, null, 'Please try again later.', 500) });
    renderButton(false);

    await userEvent.click(button());
    expect(await screen.findByText('Your favourites could not be updated. Please try again later.')).toBeTruthy();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    // One message, not the client's generic toast as well.
    expect(screen.queryByText('Please try again later.')).toBeNull();
  });

  it('checks the state with the server when no answer carried it', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({ '/favorite/check': envelope(200, { list: [{ targetType: 'PRODUCT', targetId: PRODUCT_ID, isFavourite: true }] }) });
    renderButton();

    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    const [check] = api.calls('/favorite/check');
    expect({ targetType: check?.fields.get('targetType'), targetIds: check?.fields.get('targetIds') }).toEqual({
      targetType: 'PRODUCT',
      targetIds: PRODUCT_ID,
    });
  });
});
