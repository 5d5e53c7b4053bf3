import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { ClosingBand } from './ClosingBand';
import { HomeHero } from './HomeHero';

function renderHome() {
  fakeApi({});
  return renderPage(
    '/home',
    <>
      <HomeHero />
      <ClosingBand />
    </>,
  );
}

describe('the home page’s calls to action', { timeout: 60_000 }, () => {
  it('invite a visitor to create a free account', async () => {
    renderHome();
    expect((await screen.findByRole('link', { name: 'Create a free account' })).getAttribute('href')).toBe('/register');
    expect(screen.getByText(/Create your free account today/)).toBeTruthy();
  });

  it('never invite a signed-in member to create an account: the marketplace instead', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    renderHome();
    expect((await screen.findByRole('link', { name: 'Browse the marketplace' })).getAttribute('href')).toBe('/marketplace');
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
    expect(screen.queryByText(/free account/)).toBeNull();
  });
});
