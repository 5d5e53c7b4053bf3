import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '@/test/fake-fetch';
import { SubscribeLanding, type SubscribeVariant } from './SubscribeLanding';

const TOKEN = 'a'.repeat(40);

function renderAt(url: string, variant: SubscribeVariant = 'newsletter') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SubscribeLanding variant={variant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SubscribeLanding', () => {
  it('asks the visitor to check their inbox after subscribing, with the page as the source', async () => {
    const net = fakeFetch(envelope(200, { status: 'PENDING' }));
    renderAt('/subscribe2', 'updates');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByText(/sent a confirmation link to owner@example\.com/)).toBeTruthy();
    const body = new URLSearchParams(String(net.seen[0]?.body));
    expect(net.seen[0]?.url.pathname).toBe('/api/v1/subscription/create');
    expect(body.get('email')).toBe('owner@example.com');
    expect(body.get('source')).toBe('SUBSCRIBE2');
  });

  it('refuses an invalid email without calling the server', async () => {
    const net = fakeFetch(envelope(200, { status: 'PENDING' }));
    renderAt('/subscribe');
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(net.seen).toHaveLength(0);
  });

  it('confirms the subscription of a ?confirm= link', async () => {
    const net = fakeFetch(envelope(200, { email: 'owner@example.com', status: 'CONFIRMED' }));
    renderAt(`/subscribe?confirm=${TOKEN}`);
    expect(await screen.findByText('Subscription confirmed')).toBeTruthy();
    expect(screen.getByText(/owner@example\.com is now subscribed/)).toBeTruthy();
    expect(net.seen).toHaveLength(1);
    expect(net.seen[0]?.url.pathname).toBe('/api/v1/subscription/confirm');
    expect(new URLSearchParams(String(net.seen[0]?.body)).get('token')).toBe(TOKEN);
  });

  it('says a confirmation link is not valid when the server refuses it', async () => {
    fakeFetch(envelope(404, null, 'Not found.', 404));
    renderAt(`/subscribe?confirm=${TOKEN}`);
    expect(await screen.findByText('This confirmation link is not valid')).toBeTruthy();
  });

  it('refuses a malformed token without a request, and handles ?unsubscribe=', async () => {
    const net = fakeFetch(envelope(200, { email: 'owner@example.com', status: 'UNSUBSCRIBED' }));
    const { unmount } = renderAt('/subscribe?confirm=short');
    expect(await screen.findByText('This confirmation link is not valid')).toBeTruthy();
    expect(net.seen).toHaveLength(0);
    unmount();

    renderAt(`/subscribe?unsubscribe=${TOKEN}`);
    expect(await screen.findByText('You have been unsubscribed')).toBeTruthy();
    expect(net.seen[0]?.url.pathname).toBe('/api/v1/subscription/unsubscribe');
  });
});
