import { LOCALE_STORAGE_KEY } from '@sme/shared/constants';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { AppProviders } from '@/app/providers/AppProviders';
import { createQueryClient } from '@/lib/api/query-client';
import { changeLocale, i18n, readStoredLocale } from './index';

function LoginLabel() {
  const { t } = useTranslation();
  return <p data-testid="label">{t('nav.login')}</p>;
}

afterEach(async () => {
  await act(() => changeLocale('en_US'));
});

describe('language switch', () => {
  it('defaults to en_US when nothing is stored', () => {
    expect(readStoredLocale()).toBe('en_US');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr_FR');
    expect(readStoredLocale()).toBe('en_US');
  });

  it('switches the rendered text, stores the choice under project-locale and sets html lang', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <LanguageSwitch />
          <LoginLabel />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByTestId('label').textContent).toBe('Login');

    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.click(await screen.findByText('繁體中文'));
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('登入'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh_TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    // What a reload would read back.
    expect(readStoredLocale()).toBe('zh_TW');

    fireEvent.click(screen.getByRole('button', { name: /語言/ }));
    fireEvent.click(await screen.findByText('简体中文'));
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('登录'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh_CN');
    expect(i18n.t('server:code.networkUnstable')).toMatch(/网络/);
  });
});
